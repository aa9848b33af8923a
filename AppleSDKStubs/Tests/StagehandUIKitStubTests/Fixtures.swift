import Stagehand
import StagehandTesting
import StagehandUIKit
import UIKit

/// The states of a comments screen: a spinner while loading, the comments, or an error page.
enum CommentsState: String, Hashable, Sendable {
    case loading, comments, failed
}

/// A comments screen as an app would write it: one child per state, hooks noted in the record.
final class CommentsViewController: StateViewController<CommentsState> {
    let spinner = UIViewController()
    let comments = UIViewController()
    let failure = UIViewController()

    init(clock: ManualClock, initialState: CommentsState = .loading) {
        super.init(initialState: initialState, clock: clock)
        UIKitCallRecorder.label(self, "root")
        UIKitCallRecorder.label(spinner, "spinner")
        UIKitCallRecorder.label(comments, "comments")
        UIKitCallRecorder.label(failure, "failure")
        UIKitCallRecorder.label(childContainerView, "container")
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func children(for state: CommentsState) -> [UIViewController] {
        switch state {
        case .loading: [spinner]
        case .comments: [comments]
        case .failed: [failure]
        }
    }

    override func willTransition(to nextState: CommentsState, animated: Bool) {
        UIKitCallRecorder.note("root.willTransition(to: \(nextState), animated: \(animated))")
    }

    override func didTransition(from previousState: CommentsState, animated: Bool) {
        UIKitCallRecorder.note("root.didTransition(from: \(previousState), to: \(currentState), animated: \(animated))")
    }

    /// Requests `state` and notes the request.
    func request(_ state: CommentsState, animated: Bool) {
        UIKitCallRecorder.note("root.request(\(state), animated: \(animated))")
        setNeedsStateTransition(to: state, animated: animated)
    }
}

/// Presents or covers `controller` the way UIKit does for a window's root or a modal: one
/// appearance transition, begun and ended.
@MainActor
func present(_ controller: UIViewController, appearing: Bool, animated: Bool) {
    controller.beginAppearanceTransition(appearing, animated: animated)
    controller.endAppearanceTransition()
}

/// A load failure for the placeholder tests.
struct TestFailure: Error, Equatable {}

/// A table whose sections and rows are given directly, as its data source would report them.
final class CountingTableView: UITableView {
    var rows: [Int] = [0]

    override var numberOfSections: Int { rows.count }

    override func numberOfRows(inSection section: Int) -> Int { rows[section] }
}

/// A collection view whose sections and items are given directly.
final class CountingCollectionView: UICollectionView {
    var items: [Int] = [0]

    override var numberOfSections: Int { items.count }

    override func numberOfItems(inSection section: Int) -> Int { items[section] }
}
