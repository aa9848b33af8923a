extension ContainerEngine {
    /// Where the engine is in running a state transition: the one enum the engine's progress is
    /// kept in, each case carrying what that phase needs.
    ///
    /// Not generic (the transition's states are kept beside it, in
    /// ``ContainerEngine/transitionStates``), so a step of unspecialised code reads its case without
    /// a generic metadata look-up.
    ///
    /// Every phase but ``idle`` and ``transitioning`` waits for the answer to the command that ends
    /// the engine's last batch; the shell gives it before any other input.
    @usableFromInline
    enum Phase {
        /// No transition runs (a delayed reveal's cross-fade may).
        case idle
        /// A transition began: the shell calls `willTransition` (``ContainerCommand/beginTransition(animated:)``)
        /// while ``ContainerEngine/currentState`` is still the old state, then answers with
        /// ``ContainerEngine/transitionBegan(into:)``.
        case beginning(ContainerFlight)
        /// Waiting for the children of the new state (``ContainerCommand/askChildren``).
        case awaitingChildren(ContainerFlight)
        /// Waiting for the appearing transitions of the arriving children
        /// (``ContainerCommand/askTransitions(_:appearing:)``).
        case awaitingArrivals(ContainerFlight, ContainerPlan)
        /// Waiting for the disappearing transitions of the children leaving with animation; the
        /// flight is `nil` for a delayed reveal's cross-fade, which is not a transition.
        case awaitingDepartures(ContainerFlight?, ContainerMove)
        /// The transition's animations run; it ends with its last one.
        case transitioning(ContainerFlight)
    }
}

/// The progress of the state transition that is running: it starts with `willTransition` and
/// ends, with `didTransition`, when its last animation has ended. (Its states are kept by the
/// engine, so this type is not generic.)
@usableFromInline
struct ContainerFlight {
    /// Whether it animates.
    let animated: Bool
    /// Whether its request asked for animation (a delayed reveal of its children animates then).
    let requestedAnimation: Bool
    /// Completions of the requests this transition settles.
    var completions: [(TransitionOutcome) -> Void]
    /// The number of this transition's animations that have not ended.
    var remainingAnimations = 0
}

/// A transition's plan once its children are known, while the transitions of the arriving ones
/// are asked for.
@usableFromInline
struct ContainerPlan {
    /// The new state's children, deduplicated, bottom first.
    let next: [AnyObject]
    /// The records of the shown children the new state does not list.
    let leaving: [ContainerChildRecord]
    /// The new state's children that are not attached, in order.
    let arriving: [AnyObject]
    /// Whether the container was on screen when the transition started.
    let onScreen: Bool
}

/// One step's lifecycle: the children that leave and those that arrive (with their appearing
/// transitions), for a transition or a delayed reveal.
@usableFromInline
struct ContainerMove {
    /// The records of the leaving children.
    let departing: [ContainerChildRecord]
    /// The arriving children's records.
    let arriving: [ContainerChildRecord]
    /// The arriving children's appearing transitions, one per record of ``arriving`` (kept apart,
    /// so that the per-child loops that need only the records copy no transition).
    let arrivingTransitions: [ChildTransition]
    /// Whether the step animates.
    let animated: Bool
    /// Whether the container is on screen.
    let onScreen: Bool
}

/// The container's own will-appear while it is being composed: its waiting requests run first,
/// then its appearance state, silently, so that it appears already showing it.
struct ContainerComposition {
    /// How far the composition is.
    enum Stage {
        /// Running the waiting requests, one transition at a time.
        case requests
        /// The appearance state was asked for (``ContainerCommand/askAppearanceState``).
        case awaitingState
        /// The appearance state's transition runs; the will-appear follows it.
        case composingState
    }

    /// Whether the appearance is animated.
    let animated: Bool
    /// How far it is.
    var stage = Stage.requests
    /// Whether a did-appear follows at once (the backend called did-appear without will-appear).
    let thenDidAppear: Bool
}
