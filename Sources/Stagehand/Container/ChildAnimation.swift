/// One animation a ``StateContainer`` asks its host to run: a child appearing or disappearing.
@MainActor
public struct ChildAnimation<Child: AnyObject> {
    /// The animation's identity; pass it to ``StateContainerHost/finishAnimation(_:)``.
    public let token: AnimationToken

    /// The child to animate.
    public let child: Child

    /// `true` when the child is appearing (fading in), `false` when it is disappearing.
    public let isAppearing: Bool

    /// The child's transition description: timing (``ChildTransition/duration``, which runs once
    /// the ``ChildTransition/delay`` has passed) and the three callbacks.
    public let transition: ChildTransition

    /// Creates an animation request.
    /// - Parameters:
    ///   - token: The animation's identity.
    ///   - child: The child to animate.
    ///   - isAppearing: Whether the child is appearing.
    ///   - transition: The child's transition description.
    public init(token: AnimationToken, child: Child, isAppearing: Bool, transition: ChildTransition) {
        self.token = token
        self.child = child
        self.isAppearing = isAppearing
        self.transition = transition
    }
}
