/// Shows a content screen's content with a loading, error or empty placeholder on top, following
/// the decision table of ``ContentState`` — StatefulViewController's model on a ``StateContainer``.
///
/// The content child always stays in the container; the placeholder of the current state sits on
/// top of it and cross-fades in and out. The app supplies the placeholders (``loadingPlaceholder``,
/// ``errorPlaceholder``, ``emptyPlaceholder``) and whether it has content (a required closure,
/// asked at every decision):
///
/// ```swift
/// let screen = ContentStateController<GTKContainerHost, any Error>(
///     content: list, host: host, clock: clock, hasContent: { [weak model] in model?.isEmpty == false })
/// screen.loadingPlaceholder = spinnerPage
/// screen.startLoading()
/// // later
/// screen.endLoading(error: failure)
/// ```
///
/// Every call is applied at once: ``currentState`` is the state asked for when it returns, and
/// nothing else is shown first. The loading placeholder follows ``loadingTiming``, the one
/// anti-flicker mechanism (a ``Loader`` has none): when loading *replaces* something on screen
/// (the content, or another placeholder), the spinner appears only after the show delay and, once
/// shown, stays for the minimum visible duration — this timing only affects what is seen, the state
/// changes at once. A screen whose first state is loading shows its spinner in its very first
/// frame, never the bare content first (StatefulViewController #47/#52). While the loading
/// placeholder waits for its show delay, the placeholder it replaces (an error page when the user
/// taps Retry, say) stays on screen and cross-fades with it at the reveal; a load that ends inside
/// the delay goes from that placeholder straight to the result, so the bare content never flashes.
/// Completions are called exactly once, also for the state already shown — as long as the
/// controller lives until its container has settled the request.
///
/// The backend reports the screen's own appearance to ``container``. The controller owns the
/// container and supplies its children and transitions through a delegate of its own.
@MainActor
public final class ContentStateController<Host: StateContainerHost, Failure: Error> {
    /// The type of the children, as the host defines it.
    public typealias Child = Host.Child

    /// The content child; it stays in the container whatever the state.
    public let content: Child

    /// The container that performs every transition; the backend reports the screen's
    /// appearance to it (``StateContainer/containerWillAppear(animated:)`` and its siblings).
    public let container: StateContainer<ContentScene, Host>

    /// The state most recently asked for, applied at once: its placeholder is on top of the
    /// content (or, for loading that replaces something on screen, about to be once the show
    /// delay elapses).
    public private(set) var currentState: ContentState<Failure>

    /// How the loading placeholder avoids flicker; ``ContentLoadingTiming/standard`` by default.
    /// Read each time the loading placeholder starts to appear.
    public var loadingTiming: ContentLoadingTiming

    /// Where the backend puts the placeholders: insets relative to the safe area by default.
    public var placeholderLayout: PlaceholderLayout = .standard

    /// Called, before the transition, when a decision keeps the content on screen although there
    /// was an error, so the app can report it unobtrusively.
    public var onErrorWhileContent: ((Failure) -> Void)?

    /// Called with every ``ContentPlaceholderEvent`` and the placeholder it concerns.
    public var onPlaceholderEvent: ((Child, ContentPlaceholderEvent<Failure>) -> Void)?

    /// The placeholder shown while loading without content; `nil` shows none. Replacing it while
    /// it is shown cross-fades the old one out and the new one in.
    public var loadingPlaceholder: Child? {
        didSet { placeholderChanged(.loading, from: oldValue) }
    }

    /// The placeholder shown when loading failed without content; `nil` shows none. It receives
    /// the error in ``ContentPlaceholderEvent/prepare(_:)``.
    public var errorPlaceholder: Child? {
        didSet { placeholderChanged(.error, from: oldValue) }
    }

    /// The placeholder shown when loading found nothing; `nil` shows none.
    public var emptyPlaceholder: Child? {
        didSet { placeholderChanged(.empty, from: oldValue) }
    }

    private let hasContent: () -> Bool
    /// The container's delegate, kept here because the container holds its delegate weakly.
    private let sceneDelegate: ContentSceneDelegate<Host, Failure>
    private var revisions: [ContentStateKind: Int] = [:]
    private var followed: FollowedLoader?

    /// The loader ``follow(_:animated:)`` observes, held weakly, and its observation.
    private struct FollowedLoader {
        weak var loader: Loader<Failure>?
        let id: ObservationID
    }

    /// Creates a controller showing `initialState`, off screen until the backend reports that
    /// the container appears.
    /// - Parameters:
    ///   - content: The content child.
    ///   - host: The host that performs the container's steps.
    ///   - clock: The clock for the loading anti-flicker timing.
    ///   - initialState: The state shown first; loading by default.
    ///   - loadingTiming: The loading placeholder's anti-flicker timing; standard by default.
    ///   - policy: What the container does with requests during a transition; coalesce by default.
    ///   - hasContent: Whether the app has content; asked at every decision.
    public init(
        content: Child,
        host: Host,
        clock: any StagehandClock,
        initialState: ContentState<Failure> = .loading,
        loadingTiming: ContentLoadingTiming = .standard,
        policy: TransitionPolicy = .coalesce,
        hasContent: @escaping () -> Bool
    ) {
        self.content = content
        self.currentState = initialState
        self.loadingTiming = loadingTiming
        self.hasContent = hasContent
        let sceneDelegate = ContentSceneDelegate<Host, Failure>()
        self.sceneDelegate = sceneDelegate
        self.container = StateContainer(
            initialState: ContentScene(kind: initialState.kind), host: host, clock: clock, policy: policy,
            delegate: sceneDelegate)
        sceneDelegate.controller = self
    }

    /// Shows loading: the loading placeholder, or the content alone if the app has content.
    /// - Parameters:
    ///   - animated: Whether to cross-fade; `true` by default.
    ///   - completion: Called once the container has settled this request.
    public func startLoading(animated: Bool = true, completion: (() -> Void)? = nil) {
        update(loading: true, error: nil, animated: animated, completion: completion)
    }

    /// Ends loading: content if the app has content (reporting `error` through
    /// ``onErrorWhileContent``), otherwise the error or the empty placeholder.
    /// - Parameters:
    ///   - error: Why loading failed, or `nil` if it succeeded.
    ///   - animated: Whether to cross-fade; `true` by default.
    ///   - completion: Called once the container has settled this request.
    public func endLoading(error: Failure? = nil, animated: Bool = true, completion: (() -> Void)? = nil) {
        update(loading: false, error: error, animated: animated, completion: completion)
    }

    /// Applies the decision table to `loading`, `error` and the app’s `hasContent` answer now,
    /// and shows the result.
    /// - Parameters:
    ///   - loading: Whether a load is in progress.
    ///   - error: The last load's error, or `nil`.
    ///   - animated: Whether to cross-fade.
    ///   - completion: Called once the container has settled this request.
    public func update(loading: Bool, error: Failure?, animated: Bool = true, completion: (() -> Void)? = nil) {
        let decision = ContentStateDecision(hasContent: hasContent(), isLoading: loading, error: error)
        if let failure = decision.errorWhileContent { onErrorWhileContent?(failure) }
        show(decision.state, animated: animated, completion: completion)
    }

    /// Shows `state` as it is, without consulting the decision table (for states a ``Loader``
    /// already decided).
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to cross-fade.
    ///   - completion: Called once the container has settled this request, also when `state` is
    ///     already shown.
    public func show(_ state: ContentState<Failure>, animated: Bool = true, completion: (() -> Void)? = nil) {
        let previous = currentState
        currentState = state
        if state.kind != .content, let placeholder = placeholder(for: state.kind),
            previous.kind != state.kind || state.kind == .error
        {
            onPlaceholderEvent?(placeholder, .prepare(state))
        }
        request(animated: animated, completion: completion)
    }

    /// Shows whatever `loader` decides from now on: applies its current state and observes it
    /// (replacing the observation of a loader followed before). Changes nothing else: the loader
    /// has no timing of its own, so this controller's ``loadingTiming`` is the one that applies.
    /// - Parameters:
    ///   - loader: The loader to follow. Its observer holds this controller weakly and this
    ///     controller does not keep the loader alive, so keep a reference to it.
    ///   - animated: Whether the transitions cross-fade; `true` by default.
    public func follow(_ loader: Loader<Failure>, animated: Bool = true) {
        if let followed, let previous = followed.loader { previous.removeObserver(followed.id) }
        let id = loader.observe { [weak self] _, new in self?.show(new, animated: animated) }
        followed = FollowedLoader(loader: loader, id: id)
        show(loader.state, animated: false)
    }

    /// The placeholder registered for a state; `nil` for content and for unset placeholders.
    /// - Parameter kind: The state.
    /// - Returns: The placeholder child, if any.
    package func placeholder(for kind: ContentStateKind) -> Child? {
        switch kind {
        case .content: nil
        case .loading: loadingPlaceholder
        case .error: errorPlaceholder
        case .empty: emptyPlaceholder
        }
    }

    private func scene(for kind: ContentStateKind) -> ContentScene {
        ContentScene(kind: kind, revision: revisions[kind, default: 0])
    }

    private func request(animated: Bool, completion: (() -> Void)?) {
        container.setNeedsTransition(to: scene(for: currentState.kind), animated: animated) { _ in completion?() }
    }

    private func placeholderChanged(_ kind: ContentStateKind, from old: Child?) {
        let new = placeholder(for: kind)
        guard old !== new else { return }
        revisions[kind, default: 0] += 1
        guard currentState.kind == kind else { return }
        if let new { onPlaceholderEvent?(new, .prepare(currentState)) }
        request(animated: container.isOnScreen, completion: nil)
    }

    // MARK: The container's delegate (ContentSceneDelegate)

    /// The content, with the placeholder of `scene`'s state on top when there is one.
    /// - Parameter scene: The scene being shown.
    /// - Returns: `[content]` or `[content, placeholder]`.
    func children(for scene: ContentScene) -> [Child] {
        guard let placeholder = placeholder(for: scene.kind) else { return [content] }
        return [content, placeholder]
    }

    /// The standard transition; the arriving loading placeholder also gets ``loadingTiming``.
    /// - Parameters:
    ///   - child: The content or a placeholder.
    ///   - isAppearing: Whether it is arriving.
    /// - Returns: The description the host animates with.
    func transition(for child: Child, isAppearing: Bool) -> ChildTransition {
        var transition = ChildTransition.standard(for: child, isAppearing: isAppearing)
        guard isAppearing, let loading = loadingPlaceholder, child === loading else { return transition }
        transition.showDelay = loadingTiming.showDelay
        transition.minimumVisibleDuration = loadingTiming.minimumVisibleDuration
        return transition
    }

    /// Reports ``ContentPlaceholderEvent/appearance(_:animated:)`` when `child` is a placeholder.
    /// - Parameters:
    ///   - call: The appearance call.
    ///   - child: The content or a placeholder.
    ///   - animated: Whether it is animated.
    func childAppearance(_ call: AppearanceCall, of child: Child, animated: Bool) {
        guard child !== content else { return }
        onPlaceholderEvent?(child, .appearance(call, animated: animated))
    }
}
