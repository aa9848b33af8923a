/// One step the container's engine decided, as a value: the shell (``StateContainer``) performs it
/// through the host, the delegate or the observers, and never decides anything itself.
///
/// Every input of ``ContainerEngine`` appends the commands it decided to a buffer, in the order
/// of the contract — the one direction of the path from a request to the host calls: shell →
/// engine (returns commands) → shell (performs each command) → host. A command that asks for
/// something (``beginTransition(animated:)``, ``askChildren``, ``askTransitions(_:appearing:)``,
/// ``askAppearanceState``) is always the last of its batch: the engine waits in a phase of its
/// own until the shell answers with the matching input, and only then goes on.
///
/// Not generic (children as `AnyObject`), like the rest of the engine's bookkeeping, so building
/// and performing a command needs no generic metadata look-up; the few commands that concern the
/// container's `State` read it from the engine (``ContainerEngine/currentState``,
/// ``ContainerEngine/transitionStates``, ``ContainerEngine/endedTransition``) when they are performed.
enum ContainerCommand {
    /// Make `child` a child of the container (``StateContainerContainmentHost/attach(_:)``).
    case attach(AnyObject)
    /// Attaching `child` has finished (``StateContainerContainmentHost/didAttach(_:)``).
    case didAttach(AnyObject)
    /// `child` is about to be detached (``StateContainerContainmentHost/willDetach(_:)``).
    case willDetach(AnyObject)
    /// Remove `child` from the container (``StateContainerContainmentHost/detach(_:)``).
    case detach(AnyObject)
    /// Deliver one appearance call to `child`, with the delegate's
    /// ``StateContainerDelegate/childAppearance(_:of:animated:)`` (before a `will` call, after a
    /// `did` call).
    case appearance(AppearanceCall, AnyObject, animated: Bool)
    /// Make the container's views exactly these, bottom first (``StateContainerHost/arrangeViews(_:)``).
    case arrangeViews([AnyObject])
    /// Remove the views of these leaving children, bottom first
    /// (``StateContainerHost/removeViews(of:remaining:)``); the others stay.
    case removeViews([AnyObject])
    /// ``removeViews(_:)`` for one child (the common case: a toolkit ends one animation at a time).
    case removeView(AnyObject)
    /// Start the animation the engine tracks under this token
    /// (``StateContainerHost/startAnimation(_:completion:)``; its child and transition are in
    /// ``ContainerEngine/animations``). Its end comes back as ``ContainerEngine/animationEnded(_:into:)``.
    case startAnimation(AnimationToken)
    /// End an in-flight animation of `child` at once (``StateContainerHost/finishAnimation(_:)``).
    case finishAnimation(AnimationToken, AnyObject, appearing: Bool)
    /// Schedule a timer on the clock; when it fires it comes back as
    /// ``ContainerEngine/timerFired(_:)``.
    case scheduleTimer(UInt64, after: Duration)
    /// Cancel a timer scheduled earlier (it must never come back).
    case cancelTimer(UInt64)
    /// The container applied an appearance call of its own: report it.
    case containerAppearance(AppearanceCall, animated: Bool)
    /// A transition begins (to ``ContainerEngine/transitionStates``' `to`): report it and call the
    /// delegate's ``StateContainerDelegate/willTransition(to:animated:)``, then answer with
    /// ``ContainerEngine/transitionBegan(into:)``.
    case beginTransition(animated: Bool)
    /// Ask the delegate for the children of ``ContainerEngine/currentState`` — exactly once per
    /// transition — and answer with ``ContainerEngine/childrenSupplied(_:into:)``.
    case askChildren
    /// Ask the delegate for the transition of each child, in order, and answer with
    /// ``ContainerEngine/transitionsSupplied(_:into:)``.
    case askTransitions([AnyObject], appearing: Bool)
    /// Ask the delegate for the state to show as the container appears (given
    /// ``ContainerEngine/requestedState``) and answer with
    /// ``ContainerEngine/appearanceStateSupplied(_:into:)``.
    case askAppearanceState
    /// A transition ended (``ContainerEngine/endedTransition``): call the delegate's
    /// ``StateContainerDelegate/didTransition(from:animated:)``, then report it.
    case endTransition(animated: Bool)
    /// Tell the requests' completions how they were settled.
    case settle([(TransitionOutcome) -> Void], TransitionOutcome)
}
