/// Where an attached child is in its own appearance cycle, as the engine delivered it.
enum ChildAppearanceState: Equatable {
    /// No appearance cycle open (never appeared, or did disappear).
    case disappeared
    /// `willAppear` delivered.
    case appearing
    /// `didAppear` delivered.
    case appeared
    /// `willDisappear` delivered.
    case disappearing
}

/// Where an attached child is in the container's composition.
enum ChildCompositionPhase: Equatable {
    /// Attached, `didAttach` not sent yet (its appearing animation may be running).
    case arriving
    /// Fully attached and part of the current state.
    case present
    /// `willDetach` sent; its disappearing animation may be running.
    case leaving
    /// Left by the current state, but kept on screen, fully present and without any call, until
    /// the state's held-back arrivals (``ChildTransition/showDelay``) are revealed; then it leaves.
    case heldForReveal
}

/// Everything the engine tracks about one attached child. The container's other references to
/// the child (the current state's `order`, the `leaving` and `heldLeaving` lists, a pending
/// reveal) last no longer than the child is attached or waiting for its reveal.
///
/// Not generic (the child is stored as `AnyObject`), so the engine's bookkeeping is specialised
/// code without generic metadata look-ups on every access.
final class ContainerChildRecord {
    /// The child itself.
    let child: AnyObject
    /// Its composition phase.
    var phase: ChildCompositionPhase
    /// Its appearance state.
    var appearance: ChildAppearanceState = .disappeared
    /// When it started appearing on screen, or `nil` when it is not visible.
    var visibleSince: Duration?
    /// How long it must stay visible once shown (zero: no constraint).
    let minimumVisibleDuration: Duration

    /// Creates the record of a child that is being attached.
    /// - Parameters:
    ///   - child: The child.
    ///   - minimumVisibleDuration: How long it must stay visible once shown.
    init(child: AnyObject, minimumVisibleDuration: Duration) {
        self.child = child
        self.phase = .arriving
        self.minimumVisibleDuration = minimumVisibleDuration
    }
}
