import Stagehand
import StagehandGTK
import XCTest

/// The window content of StagehandGTK's "Getting started" article, built and driven for real.
final class GettingStartedExampleTests: XCTestCase {
    func testTheArticlesCommentsWindowLoadsIntoTheList() throws {
        try MainActor.assumeIsolated { try Self.commentsWindow() }
    }

    struct Failure: Error {}

    @MainActor private static func fetchComments() async throws(Failure) -> [String] {
        ["First!", "Second"]
    }

    @MainActor private static func commentsWindow() throws {
        try GTKTestHost.require()
        // From the article:
        let items = StringList()
        let rows = ListBox()
        rows.bind(to: items) { Label($0) }

        let loader = Loader<Failure>(hasContent: { items.count > 0 })
        let list = ListEmptyState(list: rows, model: items, configuration: .empty, clock: GLibClock())
        let content = ContentStateView(content: list, following: loader) { items.count > 0 }

        let window = GTKTestHost.present(content, width: 480, height: 400)
        defer { window.destroy() }
        loader.load { () async throws(Failure) in
            items.replaceAll(with: try await fetchComments())
        }
        // The screen starts loading, so the spinner is there from the first frame (#47/#52); once
        // loaded, and once the spinner has been visible its minimum time, the list is shown alone.
        XCTAssertTrue(GTKTestHost.pump { content.loadingIndicator.isMapped })
        XCTAssertTrue(GTKTestHost.pump { content.state.kind == .content && content.controller.container.isAtRest })
        XCTAssertEqual(rows.rowCount, 2)
        XCTAssertFalse(list.isPageShown)
        XCTAssertFalse(content.loadingIndicator.isMapped)
    }
}
