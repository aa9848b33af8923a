import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

/// The loading placeholder's spinner spins only while it is on screen, so a loading view that is
/// hidden (a kept screen of a router, a layer that left) asks the frame clock for no frames.
final class ContentStateViewSpinnerTests: XCTestCase {
    func testTheLoadingSpinnerStopsWhileItsViewIsHiddenAndSpinsAgainWhenShown() throws {
        try MainActor.assumeIsolated { try Self.spinnerFollowsMapping() }
    }

    func testALoadingPlaceholderSpinsOnlyWhenAnimatingAndMapped() throws {
        try MainActor.assumeIsolated { try Self.placeholderAlone() }
    }

    @MainActor private static func spinnerFollowsMapping() throws {
        try GTKTestHost.require()
        let view = ContentStateView<Never>(content: Label("content"), initialState: .loading, loadingTiming: .immediate)
        {
            false
        }
        let other = Label("another screen")
        LayerStack.setKeepsParented(true, for: view)
        let stack = LayerStack()
        stack.setLayers([view])
        let window = GTKTestHost.present(stack)
        defer { window.destroy() }
        let spinner = view.loadingIndicator.spinner
        XCTAssertTrue(GTKTestHost.pump { spinner.isMapped })
        XCTAssertTrue(spinner.isSpinning, "shown while loading: spinning")

        stack.setLayers([other])  // the view is kept, hidden: like a router's persistent screen
        XCTAssertFalse(spinner.isMapped)
        XCTAssertFalse(spinner.isSpinning, "hidden: stopped")
        XCTAssertTrue(GTKTestHost.pump { other.isMapped })
        XCTAssertEqual(try GTKTestHost.paintsWhileIdle(of: window, iterations: 200), 0, "frames painted at rest")

        stack.setLayers([view])
        XCTAssertTrue(GTKTestHost.pump { spinner.isMapped })
        XCTAssertTrue(spinner.isSpinning, "shown again while still loading: spinning again")

        view.show(.content, animated: false)
        XCTAssertFalse(spinner.isSpinning, "content: stopped")
    }

    @MainActor private static func placeholderAlone() throws {
        try GTKTestHost.require()
        let placeholder = LoadingPlaceholder()
        XCTAssertFalse(placeholder.spinner.isSpinning)
        placeholder.isAnimating = true
        XCTAssertFalse(placeholder.spinner.isSpinning, "not on screen yet")
        let window = GTKTestHost.present(placeholder)
        defer { window.destroy() }
        XCTAssertTrue(placeholder.spinner.isSpinning, "mapped and animating")
        placeholder.isVisible = false
        XCTAssertFalse(placeholder.spinner.isSpinning, "hidden")
        placeholder.isVisible = true
        XCTAssertTrue(placeholder.spinner.isSpinning)
        placeholder.isAnimating = false
        XCTAssertFalse(placeholder.spinner.isSpinning, "shown but no longer animating")
    }
}
