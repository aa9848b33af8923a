/// A request that waits to run, with the completions of every call it settles.
@usableFromInline
struct PendingRequest<State> {
    /// The requested state.
    @usableFromInline let state: State
    /// Whether the transition should animate.
    @usableFromInline let animated: Bool
    /// Completions to call with the outcome.
    @usableFromInline var completions: [(TransitionOutcome) -> Void]

    /// Creates a waiting request.
    /// - Parameters:
    ///   - state: The requested state.
    ///   - animated: Whether the transition should animate.
    ///   - completions: Completions to call with the outcome.
    @inlinable
    init(state: State, animated: Bool, completions: [(TransitionOutcome) -> Void]) {
        self.state = state
        self.animated = animated
        self.completions = completions
    }
}

/// An animation the engine is waiting for, with what the shell needs to start it.
struct InFlightAnimation {
    /// The animated child.
    let child: AnyObject
    /// Whether it is appearing.
    let isAppearing: Bool
    /// `true` when it belongs to the running transition, `false` for a delayed reveal.
    let belongsToTransition: Bool
    /// The child's transition description for this direction.
    let transition: ChildTransition

    /// The animated child's identity.
    var id: ObjectIdentifier { ObjectIdentifier(child) }
}

/// An arriving child held back by its ``ChildTransition/showDelay``.
struct PendingReveal {
    /// The child to reveal.
    let child: AnyObject
    /// Its appearing transition.
    let transition: ChildTransition
    /// Whether the request that brought it was animated.
    let animated: Bool
    /// The identifier of the timer that makes it due.
    let timer: UInt64
    /// Whether its delay has elapsed.
    var isDue = false
}

/// One input that arrived while the shell was working; it waits in the shell's inbox.
/// Not generic, so the run loop needs no generic metadata per input: a request's `State` waits in
/// the container's `incoming` queue, in the same order as its `.request` entries here.
enum ContainerInput {
    /// The next request of the container's `incoming` queue.
    case request
    /// An appearance call of the container itself.
    case appearance(AppearanceCall, animated: Bool)
    /// The host reported the end of an animation.
    case animationEnded(AnimationToken)
    /// A timer the engine scheduled fired.
    case timerFired(UInt64)
}
