// The code of the article "Coming from StatefulViewController"
// (Sources/StagehandUIKit/StagehandUIKit.docc/ComingFromStatefulViewController.md), compiled
// against the UIKit stand-ins and run below.
import Stagehand
import StagehandUIKit
import Testing
import UIKit

// MARK: - Article code

enum FeedError: Error, Equatable {
    case offline
}

final class FeedViewController: UIViewController, StatefulViewController {
    var items: [String] = []
    private(set) var unobtrusiveErrors: [FeedError] = []

    lazy var placeholders = ContentPlaceholderController<FeedError>(hostView: view) { [weak self] in
        self?.items.isEmpty == false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadingView = UIActivityIndicatorView(style: .large)
        emptyView = StandardPlaceholderView(empty: .empty)
        errorView = StandardPlaceholderView { [weak self] _ in self?.refresh() }
        placeholders.onErrorWhileContent = { [weak self] error in
            self?.unobtrusiveErrors.append(error)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        placeholders.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        placeholders.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        placeholders.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        placeholders.viewDidDisappear(animated)
    }

    func refresh() {
        startLoading()
    }

    func loadFinished(_ result: Result<[String], FeedError>) {
        switch result {
        case .success(let loaded):
            items = loaded
            endLoading()
        case .failure(let error):
            endLoading(error: error)
        }
    }
}

extension FeedViewController {
    /// The seed's way of ending a load: `animated` first.
    func seedLoadFinished(error: FeedError?) {
        endLoading(animated: true, error: error)
    }

    /// The seed's decision call, with the typed error.
    func seedReload(isLoading: Bool, error: FeedError?) {
        transitionViewStates(loading: isLoading, error: error, animated: false)
    }

    /// What the seed's README put in `viewWillAppear(_:)`.
    func seedAppear() {
        setupInitialViewState()
    }
}

/// The seed's `StatefulPlaceholderView.placeholderViewInsets()` becomes a layout with insets
/// relative to the safe area, plus appearance callbacks and the error.
final class RetryPlaceholderView: PlaceholderView {
    private(set) var shownError: (any Error)?

    override func placeholderLayout() -> PlaceholderLayout {
        PlaceholderLayout(insets: .all(16), reference: .safeArea)
    }

    override func preparePlaceholder(for state: ContentStateKind, error: (any Error)?) {
        shownError = error
    }
}

// MARK: - Checks

extension SeedArticleTests {
    @MainActor
    @Suite
    struct ComingFromStatefulViewControllerTests {
        @Test func decisionTableAfterLoading() {
            let feed = FeedViewController()
            feed.loadViewIfNeeded()
            #expect(feed.currentState.kind == .loading)

            feed.loadFinished(.success([]))
            #expect(feed.currentState.kind == .empty)
            #expect(feed.lastState.kind == .empty)

            feed.refresh()
            feed.loadFinished(.failure(.offline))
            #expect(feed.currentState.kind == .error)
            #expect(feed.currentState.error == .offline)

            feed.refresh()
            feed.loadFinished(.success(["first"]))
            #expect(feed.currentState.kind == .content)
        }

        @Test func errorWhileContentIsReportedAndContentStays() {
            let feed = FeedViewController()
            feed.loadViewIfNeeded()
            feed.loadFinished(.success(["first"]))

            feed.refresh()
            feed.loadFinished(.failure(.offline))

            #expect(feed.currentState.kind == .content)
            #expect(feed.unobtrusiveErrors == [.offline])
        }

        @Test func completionRunsEvenWhenNothingChanges() {
            let feed = FeedViewController()
            feed.loadViewIfNeeded()
            var completions = 0
            feed.startLoading { completions += 1 }
            feed.startLoading { completions += 1 }
            #expect(completions == 2)
        }

        @Test func placeholderSetAfterItsStateStillAppears() {
            let screen = UIViewController()
            let placeholders = ContentPlaceholderController<FeedError>(hostView: screen.view) { false }
            placeholders.endLoading()
            #expect(placeholders.currentState.kind == .empty)

            let empty = UIView()
            placeholders.emptyView = empty

            #expect(empty.superview != nil)
        }

        @Test func seedCallsStillCompileAndFollowTheDecisionTable() {
            let feed = FeedViewController()
            feed.loadViewIfNeeded()
            feed.seedAppear()
            #expect(feed.currentState.kind == .loading)

            feed.seedLoadFinished(error: .offline)
            #expect(feed.currentState == .error(.offline))
            feed.seedAppear()
            #expect(feed.currentState == .error(.offline))

            feed.seedReload(isLoading: true, error: .offline)
            #expect(feed.currentState.kind == .loading)
            feed.seedReload(isLoading: false, error: nil)
            #expect(feed.currentState.kind == .empty)

            feed.items = ["first"]
            feed.seedReload(isLoading: false, error: .offline)
            #expect(feed.currentState.kind == .content)
            #expect(feed.unobtrusiveErrors == [.offline])

            feed.items = []
            feed.seedLoadFinished(error: nil)
            #expect(feed.currentState.kind == .empty)
        }

        @Test func placeholderLayoutIsItsInsets() {
            let view = RetryPlaceholderView(frame: .zero)
            #expect(view.placeholderLayout().insets == .all(16))
        }
    }
}
