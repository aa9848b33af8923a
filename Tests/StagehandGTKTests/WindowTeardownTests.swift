import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

/// Destroying a window while its views are animating leaves nothing alive and nothing running:
/// no Swift ↔ GTK cycle keeps the widgets, and animations, frame-clock and timeout callbacks
/// that still refer to them do not touch freed memory.
final class WindowTeardownTests: XCTestCase {
    private enum Failure: Error { case any }

    func testAContentViewDestroyedMidCrossFadeIsFinalizedWithItsWidgets() throws {
        try MainActor.assumeIsolated { try Self.contentViewTeardown() }
    }

    func testARouterViewDestroyedMidTransitionIsFinalizedWithItsScreens() throws {
        try MainActor.assumeIsolated { try Self.routerViewTeardown() }
    }

    @MainActor private static func contentViewTeardown() throws {
        try GTKTestHost.require()
        TimedAnimation.areEnabled = true
        var content: Label? = Label("content")
        var view: ContentStateView<Failure>? = ContentStateView(
            content: content!, initialState: .loading, loadingTiming: .immediate
        ) { true }
        var window: Window? = GTKTestHost.present(view!)
        let watches = [view!.pointer, content!.pointer, view!.loadingIndicator.pointer, window!.pointer].map {
            GTKTestHost.watchFinalization(of: $0)
        }
        view!.endLoading()
        XCTAssertTrue(view!.isTransitioning, "the cross-fade is running when the window goes")
        window!.destroy()
        window = nil
        content = nil
        view = nil
        GTKTestHost.pump(for: .milliseconds(400))
        XCTAssertEqual(watches.map(\.isFinalized), [true, true, true, true])
    }

    @MainActor private static func routerViewTeardown() throws {
        try GTKTestHost.require()
        TimedAnimation.areEnabled = true
        let router = Router<RouterViewTests.Route, RouterViewTests.Event, String>(try RouterViewTests.definition())
        var screens: [FinalizationWatch] = []
        var view: RouterView<RouterViewTests.Route, RouterViewTests.Event, String>? = RouterView(router: router) {
            let screen = Label($0.rawValue)
            screens.append(GTKTestHost.watchFinalization(of: screen.pointer))
            return screen
        }
        router.start()
        var window: Window? = GTKTestHost.present(view!)
        let watches = [view!.pointer, window!.pointer].map { GTKTestHost.watchFinalization(of: $0) }
        try router.send(.showWelcome)
        XCTAssertTrue(view!.isTransitioning, "the transition is running when the window goes")
        window!.destroy()
        window = nil
        view = nil
        GTKTestHost.pump(for: .milliseconds(600))
        XCTAssertEqual(watches.map(\.isFinalized), [true, true])
        XCTAssertEqual(screens.map(\.isFinalized), [true, true], "landing and welcome")
    }
}
