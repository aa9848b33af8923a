/// How one child appears or disappears: timing, anti-flicker settings and three callbacks, all
/// with defaults (a 0.35 s fade without delay, no anti-flicker).
///
/// A ``StateContainer`` asks for one description per direction
/// (``StateContainerDelegate/transition(for:isAppearing:)``); a child may supply its own by adopting
/// ``ChildTransitioning``. The callbacks are run by the host around the animation; when one is
/// `nil` the host applies its default fade (opacity 0 → 1 when appearing, 1 → 0 when
/// disappearing) for that part.
///
/// The anti-flicker settings are read from the *appearing* description only.
public struct ChildTransition {
    /// The default fade: 0.35 s, no delay, no anti-flicker, host-default callbacks.
    public static var fade: ChildTransition { ChildTransition() }

    /// How long the animation runs; 0.35 s by default.
    public var duration: Duration

    /// How long the animation waits before it starts; zero by default. A transition ends when
    /// the last of its children's `delay + duration` has elapsed.
    public var delay: Duration

    /// How long an arriving child waits before it is attached and shown (anti-flicker); zero, off,
    /// by default.
    ///
    /// If the state is left before the delay elapses, the child is never attached and never
    /// receives a call. The transition itself ends without waiting for the child; the child is
    /// revealed later in a step of its own.
    ///
    /// While any arriving child of a transition is held back, the children that transition
    /// removes stay on screen — no `willDetach`, no appearance call, no animation — so the
    /// content underneath never flashes (error → loading does not show the bare content for the
    /// delay). They leave in the reveal step, cross-fading with the revealed child (arriving views
    /// below leaving ones), at the first reveal when several children are held with different
    /// delays. If another transition runs before the reveal, the held-back child never appears,
    /// and the children still on screen are compared with the new state's children like any
    /// shown child: those it lists stay without any call, the others leave in that transition.
    /// The delay applies only while the container is on screen, where the child would replace
    /// something seen: off screen (and so in the first composition) the child is attached at
    /// once, so a container whose first state has a delayed child shows it in its very first frame.
    public var showDelay: Duration

    /// Once the child has started appearing on screen, how long it stays before any further
    /// transition may run (anti-flicker); zero, off, by default.
    ///
    /// Requests made within that time wait (following the container's policy) and run when it
    /// has elapsed. Off screen nothing is visible, so nothing waits.
    public var minimumVisibleDuration: Duration

    /// Sets the animation's start values; run by the host synchronously when the animation is
    /// started, even when it has a delay. `nil` uses the host's default.
    public var willBegin: (@MainActor () -> Void)?

    /// Sets the animation's end values inside the host's animation; `nil` uses the host's default.
    public var animateAlongside: (@MainActor () -> Void)?

    /// Cleans up after the animation has ended or was finished early; `nil` uses the host's default.
    public var didEnd: (@MainActor () -> Void)?

    /// Creates a transition description.
    /// - Parameters:
    ///   - duration: How long the animation runs; 0.35 s by default.
    ///   - delay: How long the animation waits before it starts.
    ///   - showDelay: How long an arriving child waits before it is shown (appearing only).
    ///   - minimumVisibleDuration: How long a shown child stays at least (appearing only).
    ///   - willBegin: Sets the start values; `nil` for the host's default.
    ///   - animateAlongside: Sets the end values inside the animation; `nil` for the host's default.
    ///   - didEnd: Runs when the animation has ended; `nil` for the host's default.
    public init(
        duration: Duration = .milliseconds(350),
        delay: Duration = .zero,
        showDelay: Duration = .zero,
        minimumVisibleDuration: Duration = .zero,
        willBegin: (@MainActor () -> Void)? = nil,
        animateAlongside: (@MainActor () -> Void)? = nil,
        didEnd: (@MainActor () -> Void)? = nil
    ) {
        self.duration = duration
        self.delay = delay
        self.showDelay = showDelay
        self.minimumVisibleDuration = minimumVisibleDuration
        self.willBegin = willBegin
        self.animateAlongside = animateAlongside
        self.didEnd = didEnd
    }

    /// The time from the start of the animation to its end: `delay + duration` (negative parts
    /// count as zero).
    package var totalDuration: Duration {
        max(delay, .zero) + max(duration, .zero)
    }
}
