// The code of the article "Coming from StateViewController"
// (Sources/StagehandUIKit/StagehandUIKit.docc/ComingFromStateViewController.md), compiled against
// the UIKit stand-ins and run below.
import Stagehand
import StagehandUIKit
import Testing
import UIKit

// MARK: - Article code

/// The states of a list screen. `Equatable` is optional; with it, requesting the state already
/// shown does nothing.
enum ListState: Equatable, CustomStringConvertible {
    case loading
    case ready
    case failed(message: String)

    var description: String {
        switch self {
        case .loading: "loading"
        case .ready: "ready"
        case .failed(let message): "failed(\(message))"
        }
    }
}

final class ListViewController: StateViewController<ListState> {
    let list = UITableViewController(style: .plain)
    private(set) var transitions: [String] = []

    init() {
        super.init(initialState: .loading)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder, initialState: .loading)
    }

    override func children(for state: ListState) -> [UIViewController] {
        switch state {
        case .loading: [list, SpinnerViewController()]
        case .ready: [list]
        case .failed(let message): [list, ErrorViewController(message: message)]
        }
    }

    override func didTransition(from previousState: ListState, animated: Bool) {
        transitions.append("\(previousState) -> \(currentState)")
    }
}

/// The seed's `StateViewControllerTransitioning` (five required methods) becomes one overridable
/// method returning a `ChildTransition`.
final class SpinnerViewController: TransitioningViewController {
    override func stateTransition(isAppearing: Bool) -> ChildTransition {
        ChildTransition(
            duration: .milliseconds(500),
            delay: isAppearing ? .zero : .milliseconds(500))
    }
}

final class ErrorViewController: UIViewController {
    let message: String

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

// MARK: - Checks

extension SeedArticleTests {
    @MainActor
    @Suite
    struct ComingFromStateViewControllerTests {
        @Test func didTransitionReceivesThePreviousState() {
            let screen = ListViewController()
            screen.loadViewIfNeeded()
            screen.setNeedsStateTransition(to: .ready, animated: false)
            screen.setNeedsStateTransition(to: .failed(message: "offline"), animated: false)

            #expect(screen.transitions.suffix(2) == ["loading -> ready", "ready -> failed(offline)"])
            #expect(screen.stateChildren.count == 2)
            #expect(!screen.isTransitioningBetweenStates)
        }

        @Test func requestingTheShownStateDoesNothing() {
            let screen = ListViewController()
            screen.loadViewIfNeeded()
            screen.setNeedsStateTransition(to: .ready, animated: false)
            let before = screen.transitions
            var outcome: TransitionOutcome?

            screen.setNeedsStateTransition(to: .ready, animated: true) { outcome = $0 }

            #expect(screen.transitions == before)
            #expect(outcome == .alreadyShown)
        }

        @Test func storyboardSceneStartsInItsInitialState() throws {
            let screen = try #require(ListViewController(coder: NSCoder()))
            #expect(screen.currentState == .loading)
        }

        @Test func spinnerDescribesItsOwnTiming() {
            let spinner = SpinnerViewController()
            #expect(spinner.stateTransition(isAppearing: false).totalDuration == .seconds(1))
            #expect(spinner.stateTransition(isAppearing: true).totalDuration == .milliseconds(500))
        }
    }
}
