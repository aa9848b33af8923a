/// One animation a ``StateContainer`` asks its host to run: a child appearing or disappearing.
@MainActor
public struct ChildAnimation<Child: AnyObject> {
    /// The animation's identity; pass it to ``StateContainerHost/finishAnimation(_:)``.
    public let token: AnimationToken

    /// The child to animate.
    public let child: Child

    /// `true` when the child is appearing (fading in), `false` when it is disappearing.
    public let isAppearing: Bool

    /// The child's transition description: timing and the three callbacks.
    public let transition: ChildTransition

    /// How long the animation runs once it has started.
    public var duration: Duration { transition.duration }

    /// How long to wait before the animation starts.
    public var delay: Duration { transition.delay }

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
