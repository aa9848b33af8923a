#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// Shows loading, empty and error placeholder views over a screen's content — a
/// StatefulViewController for UIKit with its bugs fixed, driven by
/// `ContentStateController`.
///
/// The engine decides everything: the decision table (content beats loading beats error beats
/// empty, with an error-while-content callback), synchronous state changes (``currentState``
/// and ``lastState`` never disagree), the loading anti-flicker delays, cross-fades in *and*
/// out, swapping a placeholder replaced while shown, and the placeholder events. This adapter
/// only lays the views out (see ``PlaceholderViewHost``: a passthrough overlay, Auto Layout
/// insets relative to the safe area) and turns events into ``StatefulPlaceholderView`` calls.
///
/// Forward the view controller's appearance with ``viewWillAppear(_:)`` and its siblings so the
/// placeholders animate and get appearance callbacks while on screen; see
/// ``StatefulViewController`` for a protocol that wires the familiar API.
@MainActor
public final class ContentPlaceholderController<Failure: Error> {
    /// The engine: decision table, anti-flicker timing, transitions and events.
    public let controller: ContentStateController<PlaceholderViewHost, Failure>

    /// The host that lays out the placeholder views.
    public let host: PlaceholderViewHost

    /// Creates the controller for `hostView`.
    /// - Parameters:
    ///   - hostView: The view the placeholders cover, usually the view controller's `view`; held
    ///     weakly. A scroll view (a `UITableViewController`'s table) works too: the placeholders
    ///     are pinned to its frame, not its scrolling content.
    ///   - initialState: What to show before anything loaded; loading by default, so nothing
    ///     flashes.
    ///   - loadingTiming: The loading placeholder's anti-flicker timing.
    ///   - clock: Times animations and anti-flicker delays; a `MainActorClock` by default.
    ///   - hasContent: Whether the screen has content; evaluated on every decision.
    public init(
        hostView: UIView,
        initialState: ContentState<Failure> = .loading,
        loadingTiming: ContentLoadingTiming = .standard,
        clock: (any StagehandClock)? = nil,
        hasContent: @escaping () -> Bool
    ) {
        let host = PlaceholderViewHost(hostView: hostView)
        self.host = host
        controller = ContentStateController(
            content: host.contentMarker, host: host, clock: clock ?? MainActorClock(), initialState: initialState,
            loadingTiming: loadingTiming, hasContent: hasContent)
        host.defaultLayout = { [weak self] in self?.controller.placeholderLayout ?? .standard }
        controller.onPlaceholderEvent = { [weak self] view, event in self?.deliver(event, to: view) }
    }

    // MARK: Placeholders

    /// The view shown while loading.
    public var loadingView: UIView? {
        get { controller.loadingPlaceholder }
        set { controller.loadingPlaceholder = newValue }
    }

    /// The view shown when there is no content and no error.
    public var emptyView: UIView? {
        get { controller.emptyPlaceholder }
        set { controller.emptyPlaceholder = newValue }
    }

    /// The view shown when loading failed and there is no content; it receives the error.
    public var errorView: UIView? {
        get { controller.errorPlaceholder }
        set { controller.errorPlaceholder = newValue }
    }

    /// Insets for placeholder views that do not conform to ``StatefulPlaceholderView``.
    public var placeholderLayout: PlaceholderLayout {
        get { controller.placeholderLayout }
        set { controller.placeholderLayout = newValue }
    }

    /// Called when loading ends with an error while content is shown.
    public var onErrorWhileContent: ((Failure) -> Void)? {
        get { controller.onErrorWhileContent }
        set { controller.onErrorWhileContent = newValue }
    }

    // MARK: State

    /// The state shown (or being shown).
    public var currentState: ContentState<Failure> { controller.currentState }

    /// The state most recently requested; equal to ``currentState`` after every call returns.
    public var lastState: ContentState<Failure> { controller.currentState }

    /// Shows loading (or keeps the content when there is some).
    /// - Parameters:
    ///   - animated: Whether to cross-fade.
    ///   - completion: Always called once the change has been applied.
    public func startLoading(animated: Bool = true, completion: (() -> Void)? = nil) {
        controller.startLoading(animated: animated, completion: completion)
    }

    /// Ends loading: shows the content, the error placeholder or the empty placeholder.
    /// - Parameters:
    ///   - error: The error loading ended with, if any.
    ///   - animated: Whether to cross-fade.
    ///   - completion: Always called once the change has been applied.
    public func endLoading(error: Failure? = nil, animated: Bool = true, completion: (() -> Void)? = nil) {
        controller.endLoading(error: error, animated: animated, completion: completion)
    }

    /// Shows whatever `loader` decides from now on; see `ContentStateController.follow(_:animated:)`.
    /// - Parameters:
    ///   - loader: The loader whose state to show.
    ///   - animated: Whether changes cross-fade.
    public func follow(_ loader: Loader<Failure>, animated: Bool = true) {
        controller.follow(loader, animated: animated)
    }

    // MARK: Appearance forwarding

    /// Call from the view controller's `viewWillAppear(_:)`.
    /// - Parameter animated: Whether the appearance is animated.
    public func viewWillAppear(_ animated: Bool) {
        controller.container.containerWillAppear(animated: animated)
    }

    /// Call from the view controller's `viewDidAppear(_:)`.
    /// - Parameter animated: Whether the appearance was animated.
    public func viewDidAppear(_ animated: Bool) {
        controller.container.containerDidAppear(animated: animated)
    }

    /// Call from the view controller's `viewWillDisappear(_:)`.
    /// - Parameter animated: Whether the disappearance is animated.
    public func viewWillDisappear(_ animated: Bool) {
        controller.container.containerWillDisappear(animated: animated)
    }

    /// Call from the view controller's `viewDidDisappear(_:)`.
    /// - Parameter animated: Whether the disappearance was animated.
    public func viewDidDisappear(_ animated: Bool) {
        controller.container.containerDidDisappear(animated: animated)
    }

    private func deliver(_ event: ContentPlaceholderEvent<Failure>, to view: UIView) {
        guard let placeholder = view as? any StatefulPlaceholderView else { return }
        switch event {
        case .prepare(let state): placeholder.preparePlaceholder(for: state.kind, error: state.error)
        case .appearance(.willAppear, let animated): placeholder.placeholderWillAppear(animated: animated)
        case .appearance(.didAppear, let animated): placeholder.placeholderDidAppear(animated: animated)
        case .appearance(.willDisappear, let animated): placeholder.placeholderWillDisappear(animated: animated)
        case .appearance(.didDisappear, let animated): placeholder.placeholderDidDisappear(animated: animated)
        }
    }
}
#endif
