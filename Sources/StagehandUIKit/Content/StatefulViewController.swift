#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// The familiar StatefulViewController API for a view controller that owns a
/// ``ContentPlaceholderController``.
///
/// Adopt it by storing the controller; the extension forwards `startLoading`, `endLoading`, the
/// three placeholder views and the two states, and keeps the seed's call shapes
/// (``endLoading(animated:error:completion:)``,
/// ``transitionViewStates(loading:error:animated:completion:)``, ``setupInitialViewState(_:)``)
/// so existing calls compile. Nothing here is a customisation point (whether
/// there is content is the closure given to the controller), so the protocol-extension dispatch
/// pitfall of the original library cannot bite subclasses.
///
/// ```swift
/// final class FeedViewController: UIViewController, StatefulViewController {
///     lazy var placeholders = ContentPlaceholderController<FeedError>(hostView: view) { [weak self] in
///         !(self?.items.isEmpty ?? true)
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

    /// Ends loading, with StatefulViewController's argument order: `animated` first.
    ///
    /// The same as ``endLoading(error:animated:completion:)``; it exists so that the seed's
    /// `endLoading(animated: true, error: error)` compiles unchanged. `error` has no default here:
    /// `endLoading(animated:)` and `endLoading(animated:completion:)` (error `nil`) resolve to
    /// ``endLoading(error:animated:completion:)``, which does the same, instead of being ambiguous.
    /// - Parameters:
    ///   - animated: Whether to cross-fade.
    ///   - error: The error loading ended with, or `nil` if it succeeded.
    ///   - completion: Always called once the change has been applied.
    public func endLoading(animated: Bool, error: Failure?, completion: (() -> Void)? = nil) {
        endLoading(error: error, animated: animated, completion: completion)
    }

    /// Applies the decision table to `loading` and `error` now, as StatefulViewController's method
    /// of the same name did.
    ///
    /// Content wins (an `error` then goes to ``ContentPlaceholderController/onErrorWhileContent``,
    /// before the change is applied); otherwise loading beats error beats empty. Unlike the seed,
    /// the change is applied before this returns and `completion` runs also when nothing changes.
    /// ``startLoading(animated:completion:)`` is this with `loading: true` and no error,
    /// ``endLoading(error:animated:completion:)`` with `loading: false`.
    /// - Parameters:
    ///   - loading: Whether a load is in progress.
    ///   - error: The last load's error, or `nil`.
    ///   - animated: Whether to cross-fade.
    ///   - completion: Always called once the change has been applied.
    public func transitionViewStates(
        loading: Bool = false, error: Failure? = nil, animated: Bool = true, completion: (() -> Void)? = nil
    ) {
        placeholders.controller.update(loading: loading, error: error, animated: animated, completion: completion)
    }

    /// Shows ``lastState`` again, without animation, asking `hasContent` anew, as
    /// StatefulViewController's method of the same name did.
    ///
    /// It is ``transitionViewStates(loading:error:animated:completion:)`` with `loading` true when
    /// the last state was loading, the last state's error (the seed made up an `NSError` here;
    /// this passes the real one), and `animated: false`. It is not needed to avoid a flash (the
    /// initial state is shown from the start), but calling it from `viewWillAppear(_:)`, as the
    /// seed's README said, is harmless: a screen that gained content meanwhile shows it.
    /// - Parameter completion: Always called once the change has been applied.
    public func setupInitialViewState(_ completion: (() -> Void)? = nil) {
        let last = lastState
        transitionViewStates(loading: last.kind == .loading, error: last.error, animated: false, completion: completion)
    }
}
#endif
