// The code of the article "Coming from UIEmptyState"
// (Sources/StagehandUIKit/StagehandUIKit.docc/ComingFromUIEmptyState.md), compiled against the
// UIKit stand-ins and run below.
import Stagehand
import StagehandUIKit
import Testing
import UIKit

// MARK: - Article code

final class SearchViewController: UITableViewController {
    var results: [String] = []
    var query = ""
    private(set) var events: [EmptyStateEvent] = []

    lazy var emptyState = ListEmptyState(
        tableView: tableView,
        configuration: EmptyStateConfiguration(
            title: "No Results",
            detail: "Try another search.",
            image: EmptyStateImage(name: "system-search-symbolic"),
            primaryButton: EmptyStateButton(title: "Clear Search"),
            spacing: 12,
            allowsScrollingWhileShown: false,
            animation: EmptyStateAnimation(isEnabled: true, animatesEveryTime: false, duration: .milliseconds(500))))

    override func viewDidLoad() {
        super.viewDidLoad()
        emptyState.onEvent = { [weak self] event in
            self?.events.append(event)
            if event == .buttonTapped(.primary) { self?.clearSearch() }
        }
    }

    /// Call after every change of the data: reloads the table, then the empty state.
    func resultsDidChange() {
        tableView.reloadData()
        emptyState.reload()
    }

    func searchDidChange(to query: String) {
        self.query = query
        emptyState.configuration = .search(query: query)
    }

    func clearSearch() {
        searchDidChange(to: "")
    }
}

// MARK: - Checks

extension SeedArticleTests {
    @MainActor
    @Suite
    struct ComingFromUIEmptyStateTests {
        @Test func emptyListShowsThePageOnceAndReportsWillShow() {
            let search = SearchViewController(style: .plain)
            search.loadViewIfNeeded()

            search.resultsDidChange()
            search.resultsDidChange()

            #expect(search.emptyState.isShown)
            #expect(search.events.first == .willShow)
            #expect(search.events.filter { $0 == .willShow }.count == 1)
        }

        @Test func theTableReloadsBeforeTheEmptyStateReadsIt() {
            let search = SearchViewController(style: .plain)
            search.loadViewIfNeeded()
            UIKitCallRecorder.reset()
            UIKitCallRecorder.label(search.tableView, "table")

            search.resultsDidChange()

            #expect(UIKitCallRecorder.calls.first == "table.reloadData()")
            #expect(UIKitCallRecorder.calls.filter { $0.hasSuffix("reloadData()") } == ["table.reloadData()"])
            #expect(search.emptyState.isShown)
        }

        @Test func changingTheQueryUpdatesTheShownPage() {
            let search = SearchViewController(style: .plain)
            search.loadViewIfNeeded()
            search.resultsDidChange()

            search.searchDidChange(to: "swift")

            #expect(search.emptyState.configuration == .search(query: "swift"))
            #expect(search.emptyState.isShown)
        }
    }
}
