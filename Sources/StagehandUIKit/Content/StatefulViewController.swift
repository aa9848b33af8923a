#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// The familiar StatefulViewController API for a view controller that owns a
/// ``ContentPlaceholderController``.
///
/// Adopt it by storing the controller; the extension forwards `startLoading`, `endLoading`, the
/// three placeholder views and the two states. Nothing here is a customisation point (whether
/// there is content is the closure given to the controller), so the protocol-extension dispatch
/// pitfall of the original library cannot bite subclasses.
///
/// ```swift
/// final class FeedViewController: UIViewController, StatefulViewController {
///     lazy var placeholders = ContentPlaceholderController<FeedError>(hostView: view) { [unowned self] in
///         !items.isEmpty
///     }
///     override func viewWillAppear(_ animated: Bool) {
///         super.viewWillAppear(animated)
///         placeholders.viewWillAppear(animated)
///         startLoading()
///     }
/// }
/// ```
@MainActor
public protocol StatefulViewController: AnyObject {
    /// The failure type of the loads.
    associatedtype Failure: Error

    /// The controller that shows the placeholders.
    var placeholders: ContentPlaceholderController<Failure> { get }
}

extension StatefulViewController {
    /// The state shown (or being shown).
    public var currentState: ContentState<Failure> { placeholders.currentState }

    /// The state most recently requested; equal to ``currentState`` after every call returns.
    public var lastState: ContentState<Failure> { placeholders.lastState }

    /// The view shown while loading.
    public var loadingView: UIView? {
        get { placeholders.loadingView }
        set { placeholders.loadingView = newValue }
    }

    /// The view shown when there is no content and no error.
    public var emptyView: UIView? {
        get { placeholders.emptyView }
        set { placeholders.emptyView = newValue }
    }

    /// The view shown when loading failed and there is no content.
    public var errorView: UIView? {
        get { placeholders.errorView }
        set { placeholders.errorView = newValue }
    }

    /// Shows loading (or keeps the content when there is some).
    /// - Parameters:
    ///   - animated: Whether to cross-fade.
    ///   - completion: Always called once the change has been applied.
    public func startLoading(animated: Bool = true, completion: (() -> Void)? = nil) {
        placeholders.startLoading(animated: animated, completion: completion)
    }

    /// Ends loading: shows the content, the error placeholder or the empty placeholder.
    /// - Parameters:
    ///   - error: The error loading ended with, if any.
    ///   - animated: Whether to cross-fade.
    ///   - completion: Always called once the change has been applied.
    public func endLoading(error: Failure? = nil, animated: Bool = true, completion: (() -> Void)? = nil) {
        placeholders.endLoading(error: error, animated: animated, completion: completion)
    }
}
#endif
