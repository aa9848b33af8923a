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

/// The progress of the state transition that is running: it starts with `willTransition` and
/// ends, with `didTransition`, when its last animation has ended. (Its states are kept by the
/// container, so this type is not generic.)
@usableFromInline
final class ContainerFlight {
    /// Whether it animates.
    let animated: Bool
    /// Completions of the requests this transition settles.
    var completions: [(TransitionOutcome) -> Void]
    /// The number of this transition's animations that have not ended.
    var remainingAnimations = 0

    /// Creates the progress record of a starting transition.
    /// - Parameters:
    ///   - animated: Whether it animates.
    ///   - completions: The completions it settles.
    init(animated: Bool, completions: [(TransitionOutcome) -> Void]) {
        self.animated = animated
        self.completions = completions
    }
}

/// An animation the engine is waiting for.
struct InFlightAnimation {
    /// The animated child.
    let id: ObjectIdentifier
    /// Whether it is appearing.
    let isAppearing: Bool
    /// `true` when it belongs to the running transition, `false` for a delayed reveal.
    let belongsToTransition: Bool
}

/// An arriving child held back by its ``ChildTransition/showDelay``.
struct PendingReveal {
    /// The child to reveal.
    let child: AnyObject
    /// Its appearing transition.
    let transition: ChildTransition
    /// Whether the request that brought it was animated.
    let animated: Bool
    /// The timer that makes it due.
    let timer: ScheduledTimer
    /// Whether its delay has elapsed.
    var isDue = false
}

/// One input to the engine; inputs made while the engine is working wait in its inbox.
/// Not generic, so the run loop needs no generic metadata per input: a request's `State` waits in
/// the container's `incoming` queue, in the same order as its `.request` entries here.
enum ContainerInput {
    /// The next request of the container's `incoming` queue.
    case request
    /// An appearance call of the container itself.
    case appearance(AppearanceCall, animated: Bool)
    /// The host reported the end of an animation.
    case animationEnded(AnimationToken)
    /// A delayed child became due.
    case revealDue(ObjectIdentifier, timer: ScheduledTimer)
    /// A minimum-visible hold elapsed.
    case holdElapsed
}
