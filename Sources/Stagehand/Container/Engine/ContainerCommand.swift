/// One step the container's engine decided, as a value: the shell (``StateContainer``) performs it
/// through the host, the user's hooks or the observers, and never decides anything itself.
///
/// Every per-child lifecycle effect of the engine is one of these cases, performed in the order
/// the engine emits them — the one direction of the path from a request to the host calls:
/// shell → engine (plans, emits commands) → shell (performs each command) → host. The effects
/// that carry the container's `State` or `Child` type (view order, animations, the transition's
/// begin and end) are performed by the shell's typed `perform…` methods next to ``StateContainer/perform(_:)``.
///
/// Not generic (children as `AnyObject`), like the rest of the engine's bookkeeping, so building
/// and performing a command needs no generic metadata look-up.
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
    /// End an in-flight animation at once (``StateContainerHost/finishAnimation(_:)``).
    case finishAnimation(AnimationToken)
    /// The container applied an appearance call of its own: report it.
    case containerAppearance(AppearanceCall, animated: Bool)
    /// Tell the requests' completions how they were settled.
    case settle([(TransitionOutcome) -> Void], TransitionOutcome)
}
