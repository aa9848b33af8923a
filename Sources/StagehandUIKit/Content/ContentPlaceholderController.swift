#if canImport(UIKit)
import Stagehand
import UIKit

/// Shows loading, empty and error placeholder views over a screen's content, driven by
/// ``Stagehand/Loader`` — a StatefulViewController for UIKit with its bugs fixed.
///
/// The loader decides the state (content beats loading beats error beats empty, latest load
/// wins, loading only after its show delay and for at least its minimum time); this controller
/// only puts the matching view on screen. Placeholders sit in a ``PassthroughView`` on top of
/// the host view, pinned with Auto Layout to the host's safe area plus each view's
/// ``StatefulPlaceholderView/placeholderLayout()`` insets, so touches outside a visible
/// placeholder reach the content. Placeholders cross-fade in *and* out; a placeholder replaced
/// while shown is swapped at once; the error reaches the error view.
///
/// ```swift
/// placeholders = ContentPlaceholderController<APIError>(hostView: view) { [unowned self] in !items.isEmpty }
/// placeholders.loadingView = SpinnerView()
/// placeholders.emptyView = EmptyStateView()
/// placeholders.load { items = try await api.items() }
/// ```
@MainActor
public final class ContentPlaceholderController<Failure: Error> {
    /// The engine that decides which state is shown.
    public let loader: Loader<Failure>

    /// The view shown while loading; replacing it while shown swaps it at once.
    public var loadingView: UIView? {
        didSet { placeholderChanged(.loading, from: oldValue) }
    }

    /// The view shown when there is no content and no error; replacing it while shown swaps it.
    public var emptyView: UIView? {
        didSet { placeholderChanged(.empty, from: oldValue) }
    }

    /// The view shown when the last load failed and there is no content; replacing it while
    /// shown swaps it.
    public var errorView: UIView? {
        didSet { placeholderChanged(.error, from: oldValue) }
    }

    /// How long placeholders take to fade in and out; zero switches without animation.
    public var fadeDuration: Duration = .milliseconds(300)

    /// Called when a load fails while content is shown, so the app can report it unobtrusively.
    public var onErrorWhileContent: ((Failure) -> Void)? {
        get { loader.onErrorWhileContent }
        set { loader.onErrorWhileContent = newValue }
    }

    /// Called after every state change with the previous and the new state.
    public var onStateChange: ((ContentState<Failure>, ContentState<Failure>) -> Void)?

    private weak var hostView: UIView?
    private let overlay = PassthroughView(frame: .zero)
    private var shown: UIView?
    private var fades: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// Creates the controller for `hostView`, showing `initialState` until the first load.
    /// - Parameters:
    ///   - hostView: The view the placeholders cover, usually the view controller's `view`;
    ///     held weakly.
    ///   - initialState: What to show before anything loaded; loading by default, so nothing
    ///     flashes.
    ///   - timing: The anti-flicker timing of the loading state.
    ///   - clock: Times the anti-flicker delays; a ``MainQueueClock`` by default.
    ///   - hasContent: Whether the screen has content to show; evaluated on every decision.
    public init(
        hostView: UIView,
        initialState: ContentState<Failure> = .loading,
        timing: ContentLoadingTiming = .standard,
        clock: (any StagehandClock)? = nil,
        hasContent: @escaping () -> Bool
    ) {
        self.hostView = hostView
        loader = Loader(
            initialState: initialState, timing: timing, clock: clock ?? MainQueueClock(), hasContent: hasContent)
        loader.onStateChange = { [weak self] old, new in self?.stateChanged(from: old, to: new) }
    }

    /// The state on screen.
    public var state: ContentState<Failure> { loader.state }

    /// Puts the view for the current state on screen without animation.
    ///
    /// Call it once the placeholder views are set, for example at the end of `viewDidLoad`.
    public func setUpInitialState() {
        show(view(for: loader.state.kind), state: loader.state, animated: false)
    }

    /// Starts `operation`, cancelling the load in flight; see ``Stagehand/Loader/load(_:)``.
    /// - Parameter operation: The work that loads the content.
    /// - Returns: The task running the load.
    @discardableResult
    public func load(_ operation: @escaping () async throws(Failure) -> Void) -> Task<Void, Never> {
        loader.load(operation)
    }

    /// Re-runs the last load; see ``Stagehand/Loader/retry()``.
    /// - Returns: The task running the load, or `nil` when nothing was loaded yet.
    @discardableResult
    public func retry() -> Task<Void, Never>? {
        loader.retry()
    }

    /// Tells the loader the content changed outside a load (for example after a deletion).
    public func contentDidChange() {
        loader.contentDidChange()
    }

    // MARK: Private

    private func view(for kind: ContentStateKind) -> UIView? {
        switch kind {
        case .content: nil
        case .loading: loadingView
        case .empty: emptyView
        case .error: errorView
        }
    }

    private func stateChanged(from old: ContentState<Failure>, to new: ContentState<Failure>) {
        let next = view(for: new.kind)
        if let next, next === shown {
            (next as? any StatefulPlaceholderView)?.placeholderWillAppear(for: new.kind, error: new.error)
        } else {
            show(next, state: new, animated: fadeDuration > .zero)
        }
        onStateChange?(old, new)
    }

    private func placeholderChanged(_ kind: ContentStateKind, from old: UIView?) {
        guard loader.state.kind == kind, let old, old === shown else { return }
        show(view(for: kind), state: loader.state, animated: false)
    }

    private func show(_ next: UIView?, state: ContentState<Failure>, animated: Bool) {
        finishFades()
        if let previous = shown, previous !== next { remove(previous, animated: animated) }
        shown = next
        guard let next, next.superview !== overlay else { return }
        installOverlayIfNeeded()
        let placeholder = next as? any StatefulPlaceholderView
        let layout = placeholder?.placeholderLayout() ?? .standard
        overlay.addSubview(next)
        pin(next, layout: layout)
        placeholder?.placeholderWillAppear(for: state.kind, error: state.error)
        guard animated else {
            next.alpha = 1
            placeholder?.placeholderDidAppear()
            return
        }
        next.alpha = 0
        fade(next, to: 1) { placeholder?.placeholderDidAppear() }
    }

    private func remove(_ view: UIView, animated: Bool) {
        let placeholder = view as? any StatefulPlaceholderView
        placeholder?.placeholderWillDisappear()
        let finish: () -> Void = { [weak self] in
            guard self?.shown !== view else { return }
            view.removeFromSuperview()
            view.alpha = 1
            placeholder?.placeholderDidDisappear()
        }
        guard animated else { return finish() }
        fade(view, to: 0, completion: finish)
    }

    private func fade(_ view: UIView, to alpha: CGFloat, completion: @escaping () -> Void) {
        let key = ObjectIdentifier(view)
        let animator = UIViewPropertyAnimator(duration: fadeDuration.timeInterval, curve: .easeInOut) {
            view.alpha = alpha
        }
        animator.addCompletion { [weak self, weak animator] _ in
            guard let self, let animator, self.fades[key] === animator else { return }
            self.fades[key] = nil
            completion()
        }
        fades[key] = animator
        animator.startAnimation()
    }

    /// Ends every running fade at its final values, running its completion, so callbacks stay
    /// balanced when a new state arrives mid-fade.
    private func finishFades() {
        let running = fades.values
        for animator in running where animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
    }

    private func installOverlayIfNeeded() {
        guard let hostView else { return }
        if overlay.superview !== hostView {
            hostView.addSubview(overlay)
            overlay.pinEdges(to: hostView)
        } else {
            hostView.bringSubviewToFront(overlay)
        }
    }

    private func pin(_ view: UIView, layout: PlaceholderLayout) {
        let insets = UIEdgeInsets(
            top: layout.insets.top, left: layout.insets.leading, bottom: layout.insets.bottom,
            right: layout.insets.trailing)
        switch layout.reference {
        case .safeArea: view.pinEdges(to: overlay.safeAreaLayoutGuide, insets: insets)
        case .bounds: view.pinEdges(to: overlay, insets: insets)
        }
    }
}
#endif
