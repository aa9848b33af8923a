/// One step the container's engine decided, as a value: the shell (``StateContainer``) performs it
/// through the host, the user's hooks or the observers, and never decides anything itself.
///
/// Every effect of the engine on the outside world is one of these cases, performed in the order
/// the engine emits them — the one direction of the path from a request to the host calls:
/// shell → engine (plans, emits commands) → shell (performs each command) → host.
enum ContainerCommand<State, Child: AnyObject> {
    /// Make `child` a child of the container (``StateContainerContainmentHost/attach(_:)``).
    case attach(Child)
    /// Attaching `child` has finished (``StateContainerContainmentHost/didAttach(_:)``).
    case didAttach(Child)
    /// `child` is about to be detached (``StateContainerContainmentHost/willDetach(_:)``).
    case willDetach(Child)
    /// Remove `child` from the container (``StateContainerContainmentHost/detach(_:)``).
    case detach(Child)
    /// Deliver one appearance call to `child`, with the delegate's
    /// ``StateContainerDelegate/childAppearance(_:of:animated:)`` (before a `will` call, after a
    /// `did` call).
    case appearance(AppearanceCall, Child, animated: Bool)
    /// Make the container's views exactly these children, bottom first (``StateContainerHost/arrangeViews(_:)``).
    case arrangeViews([Child])
    /// Remove the views of these leaving children; the others stay (``StateContainerHost/removeViews(of:remaining:)``).
    case removeViews([Child])
    /// Start one child's animation; its end comes back as an input (``StateContainerHost/startAnimation(_:completion:)``).
    case startAnimation(ChildAnimation<Child>)
    /// End an in-flight animation at once (``StateContainerHost/finishAnimation(_:)``).
    case finishAnimation(AnimationToken)
    /// A transition starts: report it, then call ``StateContainerDelegate/willTransition(to:animated:)``.
    case willTransition(to: State, animated: Bool)
    /// A transition ended: call ``StateContainerDelegate/didTransition(from:animated:)``, then report it.
    case didTransition(from: State, to: State, animated: Bool)
    /// The container applied an appearance call of its own: report it.
    case containerAppearance(AppearanceCall, animated: Bool)
    /// Tell the requests' completions how they were settled.
    case settle([(TransitionOutcome) -> Void], TransitionOutcome)
}
