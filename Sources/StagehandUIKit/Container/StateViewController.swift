#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// A container view controller that shows the children of its current state, in the spirit of
/// StateViewController, driven by `StateContainer`.
///
/// Subclass it, override ``children(for:)`` (the array order is the z-order, bottom first) and
/// request states with ``setNeedsStateTransition(to:animated:completion:)``. The controller is
/// the `StateContainerDelegate` of the container it owns (which holds it weakly), and it
/// implements every requirement itself as an `open` method — so an `override` in any subclass is
/// always the one called, never a protocol extension's default bound past it
/// (StatefulViewController's issue #62). Every lifecycle rule lives in the container: `children(for:)` runs exactly once per executed transition,
/// children present before and after stay untouched, appearance calls reach a child only while
/// this controller is on screen and never twice, a transition always ends (also when not
/// animated) and ``didTransition(from:animated:)`` receives the previous state. Child views are
/// pinned with Auto Layout to ``childContainerView``; status bar and home indicator preferences
/// come from the topmost child in z-order.
///
/// ```swift
/// final class ProfileViewController: StateViewController<ProfileState> {
///     override func children(for state: ProfileState) -> [UIViewController] {
///         switch state {
///         case .loading: [content, spinner]
///         case .ready: [content]
///         }
///     }
/// }
/// ```
@MainActor
open class StateViewController<State>: UIViewController, StateContainerDelegate {
    private let host: UIKitContainerHost
    private let container: StateContainer<State, UIKitContainerHost>

    /// Creates a controller that shows `initialState` until another state is requested.
    /// - Parameters:
    ///   - initialState: The state shown first; there is always a state, so nothing traps.
    ///   - policy: What happens to requests made during a transition; coalescing by default.
    ///   - clock: Times anti-flicker delays; a `MainActorClock` by default.
    public init(initialState: State, policy: TransitionPolicy = .coalesce, clock: (any StagehandClock)? = nil) {
        host = UIKitContainerHost()
        container = StateContainer(
            initialState: initialState, host: host, clock: clock ?? MainActorClock(), policy: policy, delegate: nil)
        super.init(nibName: nil, bundle: nil)
        connect()
    }

    /// Creates a controller from a storyboard or nib archive that shows `initialState` first.
    ///
    /// Call it from your subclass's `init?(coder:)` when the initial state depends on the
    /// instance; otherwise override ``storyboardInitialState()``.
    /// - Parameters:
    ///   - coder: The unarchiver UIKit passes to `init?(coder:)`.
    ///   - initialState: The state shown first.
    ///   - policy: What happens to requests made during a transition; coalescing by default.
    ///   - clock: Times anti-flicker delays; a `MainActorClock` by default.
    public init?(
        coder: NSCoder, initialState: State, policy: TransitionPolicy = .coalesce, clock: (any StagehandClock)? = nil
    ) {
        host = UIKitContainerHost()
        container = StateContainer(
            initialState: initialState, host: host, clock: clock ?? MainActorClock(), policy: policy, delegate: nil)
        super.init(coder: coder)
        connect()
    }

    /// Creates the controller of a storyboard scene, showing ``storyboardInitialState()`` first.
    ///
    /// Give a storyboard scene its initial state by overriding ``storyboardInitialState()`` in the
    /// scene's class:
    ///
    /// ```swift
    /// final class ProfileViewController: StateViewController<ProfileState> {
    ///     override class func storyboardInitialState() -> ProfileState? { .loading }
    /// }
    /// ```
    ///
    /// Without an override there is no state to show, and the initializer returns `nil`. A
    /// subclass's own `required init?(coder:)` may call `super.init(coder:)` (the class's state) or
    /// ``init(coder:initialState:policy:clock:)``.
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
        guard let initialState = Self.storyboardInitialState() else { return nil }
        host = UIKitContainerHost()
        container = StateContainer(
            initialState: initialState, host: host, clock: MainActorClock(), policy: .coalesce, delegate: nil)
        super.init(coder: coder)
        connect()
    }

    /// The state a controller created from a storyboard shows first; `nil` by default, which
    /// makes ``init(coder:)`` fail. Override it in the scene's class.
    /// - Returns: The initial state, or `nil` when the controller cannot come from a storyboard.
    open class func storyboardInitialState() -> State? {
        nil
    }

    private func connect() {
        host.parent = self
        container.delegate = self
        host.onTopmostChildChange = { [weak self] in self?.topmostChildChanged() }
    }

    // MARK: State

    /// The state shown, or being shown during a transition.
    public var currentState: State { container.currentState }

    /// The state of the most recent request; the controller always ends up showing it.
    public var lastRequestedState: State { container.lastRequestedState }

    /// Whether a transition between states is running.
    public var isTransitioningBetweenStates: Bool { container.isTransitioning }

    /// The children attached now, bottom to top (during a transition the leaving ones last).
    public var stateChildren: [UIViewController] { container.attachedChildren }

    /// Requests a transition to `state`; see `StateContainer.setNeedsTransition(to:animated:completion:)`.
    ///
    /// Off screen, or when `animated` is `false`, the transition has ended when this returns.
    /// Requests made during a transition follow the controller's policy; the last requested
    /// state is always reached. When `State` is `Equatable`, requesting the shown state does
    /// nothing.
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to animate.
    ///   - completion: Called once with how the request was settled.
    public func setNeedsStateTransition(
        to state: State, animated: Bool, completion: ((TransitionOutcome) -> Void)? = nil
    ) {
        container.setNeedsTransition(to: state, animated: animated, completion: completion)
    }

    // MARK: Overridable hooks (the StateContainerDelegate requirements)

    /// The children of `state`, bottom first; called exactly once per executed transition.
    /// The default returns no children.
    /// - Parameter state: The state being shown.
    /// - Returns: The view controllers to show, in z-order.
    open func children(for state: State) -> [UIViewController] {
        []
    }

    /// The state to show each time the controller is about to appear.
    ///
    /// The default returns ``lastRequestedState``, so a request made while off screen is what
    /// appears. Override it to recompute the state from your model.
    /// - Returns: The state to show.
    open func loadAppearanceState() -> State {
        container.lastRequestedState
    }

    /// The delegate requirement behind ``loadAppearanceState()``: it returns what that method
    /// returns, so override ``loadAppearanceState()``.
    /// - Parameter lastRequestedState: The container's last requested state.
    /// - Returns: ``loadAppearanceState()``.
    public final func loadAppearanceState(lastRequestedState: State) -> State {
        loadAppearanceState()
    }

    /// Called when a transition starts; ``currentState`` is still the old state.
    /// - Parameters:
    ///   - nextState: The state about to be shown.
    ///   - animated: Whether the transition animates.
    open func willTransition(to nextState: State, animated: Bool) {}

    /// Called when a transition has ended; ``currentState`` is the new state.
    /// - Parameters:
    ///   - previousState: The state shown before the transition.
    ///   - animated: Whether the transition animated.
    open func didTransition(from previousState: State, animated: Bool) {}

    /// The delegate requirement for every appearance call a child receives: it calls
    /// ``childWillAppear(_:animated:)``, ``childDidAppear(_:animated:)``,
    /// ``childWillDisappear(_:animated:)`` or ``childDidDisappear(_:animated:)``. Override those
    /// (or this, to see every call in one place).
    /// - Parameters:
    ///   - call: The appearance call.
    ///   - child: The child.
    ///   - animated: Whether the change is animated.
    open func childAppearance(_ call: AppearanceCall, of child: UIViewController, animated: Bool) {
        switch call {
        case .willAppear: childWillAppear(child, animated: animated)
        case .didAppear: childDidAppear(child, animated: animated)
        case .willDisappear: childWillDisappear(child, animated: animated)
        case .didDisappear: childDidDisappear(child, animated: animated)
        }
    }

    /// Called just before `child` is told it will appear.
    /// - Parameters:
    ///   - child: The child.
    ///   - animated: Whether the appearance is animated.
    open func childWillAppear(_ child: UIViewController, animated: Bool) {}

    /// Called just after `child` was told it did appear.
    /// - Parameters:
    ///   - child: The child.
    ///   - animated: Whether the appearance was animated.
    open func childDidAppear(_ child: UIViewController, animated: Bool) {}

    /// Called just before `child` is told it will disappear.
    /// - Parameters:
    ///   - child: The child.
    ///   - animated: Whether the disappearance is animated.
    open func childWillDisappear(_ child: UIViewController, animated: Bool) {}

    /// Called just after `child` was told it did disappear.
    /// - Parameters:
    ///   - child: The child.
    ///   - animated: Whether the disappearance was animated.
    open func childDidDisappear(_ child: UIViewController, animated: Bool) {}

    /// How `child` appears or disappears. The default asks a child adopting
    /// `ChildTransitioning` and gives every other child a 0.35 s fade.
    /// - Parameters:
    ///   - child: The arriving or leaving child.
    ///   - isAppearing: Whether it is arriving.
    /// - Returns: The transition description the host animates with.
    open func transition(for child: UIViewController, isAppearing: Bool) -> ChildTransition {
        .standard(for: child, isAppearing: isAppearing)
    }

    /// Creates the view the children's views are pinned into; called once. The default is a
    /// plain view that preserves its superview's layout margins.
    /// - Returns: The child container view.
    open func loadChildContainerView() -> UIView {
        let view = UIView(frame: .zero)
        view.preservesSuperviewLayoutMargins = true
        return view
    }

    /// The view the children's views are pinned into, pinned itself to this controller's view.
    public private(set) lazy var childContainerView: UIView = loadChildContainerView()

    // MARK: UIKit

    /// Always `false`: the container forwards appearance to the children itself.
    public final override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Installs ``childContainerView``; call `super` when overriding.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(childContainerView)
        childContainerView.pinEdges(to: view)
        host.containerView = childContainerView
    }

    /// Tells the container the controller will appear; call `super` when overriding.
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        container.containerWillAppear(animated: animated)
    }

    /// Tells the container the controller did appear; call `super` when overriding.
    /// - Parameter animated: Whether the appearance was animated.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        container.containerDidAppear(animated: animated)
    }

    /// Tells the container the controller will disappear; call `super` when overriding.
    /// - Parameter animated: Whether the disappearance is animated.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        container.containerWillDisappear(animated: animated)
    }

    /// Tells the container the controller did disappear; call `super` when overriding.
    /// - Parameter animated: Whether the disappearance was animated.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        container.containerDidDisappear(animated: animated)
    }

    // Status bar members are iOS-only (deprecated on visionOS since 1.0); the home indicator and
    // screen-edge members exist on iOS and visionOS. Neither exists on tvOS.
    #if !os(tvOS) && !os(visionOS)
    /// The topmost child in z-order decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { host.topmostChild }

    /// The topmost child in z-order decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { host.topmostChild }
    #endif

    #if !os(tvOS)
    /// The topmost child in z-order decides whether the home indicator may hide.
    open override var childForHomeIndicatorAutoHidden: UIViewController? { host.topmostChild }

    /// The topmost child in z-order decides which screen edges defer the system gestures.
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { host.topmostChild }
    #endif

    private func topmostChildChanged() {
        #if !os(tvOS) && !os(visionOS)
        setNeedsStatusBarAppearanceUpdate()
        #endif
        #if !os(tvOS)
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #endif
    }
}
#endif
