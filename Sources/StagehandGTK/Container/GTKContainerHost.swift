import CAdwaita
import Stagehand

/// Performs a `StateContainer`'s steps with GTK widgets: children are layered in a
/// ``LayerStack`` in the engine's z-order and faded (optionally scaled) in and out with
/// libadwaita timed animations.
///
/// - Children are ``Widget``s, compared by identity. A leaving child takes no pointer input
///   while it fades out, and keeps no keyboard focus: when it starts leaving with the window's
///   focus inside it, it remembers that widget (for when it is shown again) and the focus moves
///   into the top-most child that stays (to the widget it remembered, else its first focusable
///   one), as `GtkStack` does; when none can take it, the window has no focus widget. Otherwise
///   GTK would give it, once the child is gone, to the first focusable widget of the window,
///   such as a search field whose blinking cursor then paints every frame for 10 s. The host
///   keeps a child only while its view is in the stack or its animation runs.
/// - The host's work is linear in the number of children over a whole transition: a leaving
///   child whose animation ends is removed on its own, in constant time (amortised), without
///   touching the others (``removeViews(of:remaining:)``), so the animations of n children
///   ending one by one cost O(n) in all, not O(n²).
/// - Widgets have no containment or appearance lifecycle, so the host implements only the four
///   calls of `StateContainerHost`. To react to a child's appearance, use the container's
///   `StateContainerDelegate` hooks; to trace every step (containment and appearance included),
///   observe the container (`StateContainer.observe(_:)`).
/// - An animation waits its `ChildTransition.delay` on the host's clock, then runs for its
///   duration on the child's frame clock. When GTK's `gtk-enable-animations` setting is off (or
///   the duration is zero) it completes at once, inside ``startAnimation(_:completion:)``.
/// - Custom callbacks of a `ChildTransition` replace the host's defaults: `willBegin` runs when
///   the animation is started, `animateAlongside` once when it begins to play (GTK cannot
///   interpolate arbitrary changes, so it sets the end values at once), `didEnd` when it ends.
/// - The container's own appearance comes from the stack's `map` and `unmap` signals; create
///   containers with ``makeContainer(initialState:clock:policy:effect:children:)``, or call
///   ``bindAppearance(of:)`` yourself.
///
/// ```swift
/// let container = GTKContainerHost.makeContainer(initialState: Screen.loading) { state in
///     switch state {
///     case .loading: [list, spinner]
///     case .content: [list]
///     }
/// }
/// window.setContent(container.host.stack)
/// container.setNeedsTransition(to: .content, animated: true)
/// ```
@MainActor
public final class GTKContainerHost: StateContainerHost {
    /// Children are widget wrappers.
    public typealias Child = Widget

    /// The widget that shows the children; put it in a window or another container.
    public let stack: LayerStack

    /// The clock that times animation delays.
    public let clock: any StagehandClock

    /// How children without custom callbacks are animated.
    public var effect: ContainerEffect

    private final class Flight {
        let child: Widget
        let isAppearing: Bool
        let transition: ChildTransition
        let completion: @MainActor () -> Void
        var delayTimer: ScheduledTimer?
        var animation: TimedAnimation?

        init(
            child: Widget, isAppearing: Bool, transition: ChildTransition, completion: @escaping @MainActor () -> Void
        ) {
            self.child = child
            self.isAppearing = isAppearing
            self.transition = transition
            self.completion = completion
        }
    }

    private var flights: [AnimationToken: Flight] = [:]
    /// The children whose disappearing animation runs (or waits for its delay), with the number
    /// of such animations.
    private var leaving: [ObjectIdentifier: Int] = [:]

    /// What the host has done, for tests that bound its work (its stack counts its own).
    struct Work: Equatable {
        /// ``arrangeViews(_:)`` calls.
        var arrangements = 0
        /// ``removeViews(of:remaining:)`` calls.
        var removalCalls = 0
        /// Loop steps over children or layers in the host itself (the views removed, the
        /// layers tried while handing the focus on).
        var visits = 0
    }

    /// The work done since the host was created.
    private(set) var work = Work()

    /// Creates a host with an empty stack.
    /// - Parameters:
    ///   - clock: The clock for animation delays; a ``GLibClock`` by default.
    ///   - effect: How children without custom callbacks are animated; a fade by default.
    public init(clock: (any StagehandClock)? = nil, effect: ContainerEffect = .fade) {
        self.stack = LayerStack()
        self.clock = clock ?? GLibClock()
        self.effect = effect
    }

    /// Creates a container whose host is a new ``GTKContainerHost`` and whose appearance follows
    /// the host's stack being mapped and unmapped.
    /// - Parameters:
    ///   - initialState: The state shown first.
    ///   - clock: The clock for anti-flicker timing and animation delays; a ``GLibClock`` by default.
    ///   - policy: What to do with requests made during a transition.
    ///   - effect: How children without custom callbacks are animated.
    ///   - children: The children of a state, bottom first.
    /// - Returns: The container; show `container.host.stack`. The stack owns the container
    ///   (``Widget/own(_:)``): while the stack is in use (in a window or another widget), it keeps
    ///   the container and its host alive, so the app may keep only the stack; once the stack is
    ///   no longer in use and nothing else holds the container, both are released.
    public static func makeContainer<State>(
        initialState: State,
        clock: (any StagehandClock)? = nil,
        policy: TransitionPolicy = .coalesce,
        effect: ContainerEffect = .fade,
        children: @escaping (State) -> [Widget]
    ) -> StateContainer<State, GTKContainerHost> {
        let clock = clock ?? GLibClock()
        let host = GTKContainerHost(clock: clock, effect: effect)
        let container = StateContainer(
            initialState: initialState, host: host, clock: clock, policy: policy, children: children)
        host.bindAppearance(of: container)
        host.stack.own(container)
        return container
    }

    /// Creates a container whose children and hooks come from `delegate`, whose host is a new
    /// ``GTKContainerHost`` and whose appearance follows the host's stack being mapped and unmapped.
    /// - Parameters:
    ///   - initialState: The state shown first.
    ///   - clock: The clock for anti-flicker timing and animation delays; a ``GLibClock`` by default.
    ///   - policy: What to do with requests made during a transition.
    ///   - effect: How children without custom callbacks are animated.
    ///   - delegate: Supplies the children and receives the hooks; the container holds it weakly,
    ///     so keep it alive (it usually owns the container), for example by making the stack own it
    ///     too: `container.host.stack.own(delegate)`.
    /// - Returns: The container; show `container.host.stack`. The stack owns the container
    ///   (``Widget/own(_:)``): it keeps the container and its host alive while the stack is in use.
    public static func makeContainer<State>(
        initialState: State,
        clock: (any StagehandClock)? = nil,
        policy: TransitionPolicy = .coalesce,
        effect: ContainerEffect = .fade,
        delegate: any StateContainerDelegate<State, Widget>
    ) -> StateContainer<State, GTKContainerHost> {
        let host = GTKContainerHost(clock: clock, effect: effect)
        let container = StateContainer(
            initialState: initialState, host: host, clock: host.clock, policy: policy, delegate: delegate)
        host.bindAppearance(of: container)
        host.stack.own(container)
        return container
    }

    /// Reports the stack's `map` as the container appearing and its `unmap` as it disappearing
    /// (each as a will/did pair, not animated). If the stack is already mapped, the container
    /// appears at once. Call it once per container.
    /// - Parameter container: The container this host serves.
    public func bindAppearance<State>(of container: StateContainer<State, GTKContainerHost>) {
        stack.onMap { [weak container] in
            container?.containerWillAppear(animated: false)
            container?.containerDidAppear(animated: false)
        }
        stack.onUnmap { [weak container] in
            container?.containerWillDisappear(animated: false)
            container?.containerDidDisappear(animated: false)
        }
        if stack.isMapped {
            container.containerWillAppear(animated: false)
            container.containerDidAppear(animated: false)
        }
    }

    // MARK: StateContainerHost

    /// Makes the stack's children exactly `children`, bottom first, moving only the children out
    /// of place (see ``LayerStack/setLayers(_:)``). When a removed child held the window's keyboard
    /// focus, the focus moves into the top-most remaining child.
    /// - Parameter children: The views, bottom first.
    public func arrangeViews(_ children: [Widget]) {
        work.arrangements += 1
        let focused = FocusHandoff.focus(of: stack)
        let holder = focused.flatMap { stack.layer(containing: $0) }
        stack.setLayers(children)
        if let focused, let holder, !stack.contains(holder) {
            FocusHandoff.remember(focused, in: holder)
            moveFocus(awayFrom: holder)
        }
    }

    /// Removes the views of `children`, whose disappearing animations have ended, one by one in
    /// constant time each (amortised); the other views stay where they are, and `remaining` is
    /// never called. When a removed child held the window's keyboard focus, the focus moves into
    /// the top-most remaining child.
    /// - Parameters:
    ///   - children: The children whose views to remove.
    ///   - remaining: Every child whose view stays (not needed).
    public func removeViews(of children: [Widget], remaining: () -> [Widget]) {
        work.removalCalls += 1
        let focused = FocusHandoff.focus(of: stack)
        let holder = focused.flatMap { stack.layer(containing: $0) }
        for child in children {
            work.visits += 1
            stack.remove(child)
        }
        if let focused, let holder, !stack.contains(holder) {
            FocusHandoff.remember(focused, in: holder)
            moveFocus(awayFrom: holder)
        }
    }

    /// Starts a child's appearing or disappearing animation.
    /// - Parameters:
    ///   - animation: What to animate.
    ///   - completion: Called once the animation has ended.
    public func startAnimation(_ animation: ChildAnimation<Widget>, completion: @escaping @MainActor () -> Void) {
        let token = animation.token
        let flight = Flight(
            child: animation.child, isAppearing: animation.isAppearing, transition: animation.transition,
            completion: completion)
        flights[token] = flight
        if !animation.isAppearing {
            leaving[ObjectIdentifier(animation.child), default: 0] += 1
            animation.child.canTarget = false  // pointer input goes to what stays, not to what leaves
            // and so does keyboard focus: left in the leaving child, GTK would move it, once the
            // child is gone, to the first focusable widget of the window (say a search field).
            if let focused = FocusHandoff.focus(of: stack), stack.layer(containing: focused) === animation.child {
                FocusHandoff.remember(focused, in: animation.child)
                moveFocus(awayFrom: animation.child)
            }
        }
        if let willBegin = animation.transition.willBegin {
            willBegin()
        } else {
            applyDefault(progress: 0, to: flight)
        }
        let animates = TimedAnimation.areEnabled && animation.transition.duration > .zero
        guard animates else {
            end(token)
            return
        }
        if animation.transition.delay > .zero {
            flight.delayTimer = clock.schedule(after: animation.transition.delay) { [weak self] in self?.play(token) }
        } else {
            play(token)
        }
    }

    /// Ends an in-flight animation at once at its end values, without calling its completion.
    /// - Parameter token: The animation's token; an unknown token does nothing.
    public func finishAnimation(_ token: AnimationToken) {
        guard let flight = takeFlight(token) else { return }
        flight.delayTimer?.cancel()
        flight.animation?.reset()
        applyEnd(of: flight)
    }

    /// The number of animations currently running or waiting for their delay.
    public var runningAnimationCount: Int { flights.count }

    // MARK: Focus

    /// Moves the window's focus from `child` into the top-most other layer that is not leaving
    /// and can take it (its remembered focus first); clears the focus when none can.
    private func moveFocus(awayFrom child: Widget) {
        for layer in stack.layersFromTop {
            work.visits += 1
            let id = ObjectIdentifier(layer)
            guard layer !== child, leaving[id] == nil else { continue }
            if FocusHandoff.give(to: layer) { return }
        }
        FocusHandoff.clear(in: stack)
    }

    /// Stops tracking the animation `token` and returns it.
    private func takeFlight(_ token: AnimationToken) -> Flight? {
        guard let flight = flights.removeValue(forKey: token) else { return nil }
        if !flight.isAppearing {
            let id = ObjectIdentifier(flight.child)
            if let count = leaving[id], count > 1 { leaving[id] = count - 1 } else { leaving[id] = nil }
        }
        return flight
    }

    // MARK: Animation steps

    private func play(_ token: AnimationToken) {
        guard let flight = flights[token] else { return }
        flight.delayTimer = nil
        let custom = flight.transition.animateAlongside
        custom?()
        let usesDefault = custom == nil
        let animation = TimedAnimation(
            on: flight.child, from: 0, to: 1, duration: flight.transition.duration, easing: Self.easing
        ) { [weak self] progress in
            guard let self, usesDefault, let flight = self.flights[token] else { return }
            self.applyDefault(progress: progress, to: flight)
        }
        animation.onDone { [weak self] in self?.end(token) }
        flight.animation = animation
        animation.play()
    }

    /// Ends the animation `token` by itself: end values, `didEnd`, completion.
    private func end(_ token: AnimationToken) {
        guard let flight = takeFlight(token) else { return }
        applyEnd(of: flight)
        flight.completion()
    }

    /// The progress curve of the default fade (and scale): ease-out, like GTK's own stack
    /// cross-fade, so the frame right after a change already shows it moving; an ease-in curve
    /// would keep the arriving view under 1/255 of its opacity for the first three frames.
    nonisolated static let easing = Easing.easeOutCubic

    /// `scale` rounded to steps of 1/400 (under a pixel at the edge of a 700-pixel view): text at a
    /// new scale is rasterized again, glyph by glyph, with cairo, so a few recurring scales keep
    /// every frame of a scaling animation on cached glyphs.
    nonisolated static func drawnScale(_ scale: Double) -> Double {
        (scale * 400).rounded() / 400
    }

    /// `opacity`, or 0 when it is below half a step of an 8-bit colour channel: such a layer adds
    /// nothing to the pixels, and at exactly 0 GTK skips drawing it (the first frames of an
    /// ease-in fade would otherwise render a whole invisible screen through an opacity group).
    nonisolated static func drawnOpacity(_ opacity: Double) -> Double {
        opacity < 0.5 / 255 ? 0 : opacity
    }

    private func applyEnd(of flight: Flight) {
        if !flight.isAppearing { flight.child.canTarget = true }
        if let didEnd = flight.transition.didEnd {
            didEnd()
            return
        }
        if flight.transition.animateAlongside == nil { applyDefault(progress: 1, to: flight) }
        if !flight.isAppearing {
            // The leaving view is removed right after this, before the next frame is painted;
            // restoring it keeps a child that is shown again later from starting invisible.
            flight.child.opacity = 1
            if stack.contains(flight.child) { stack.setScale(1, of: flight.child) }
        }
    }

    private func applyDefault(progress: Double, to flight: Flight) {
        let shown = Self.drawnOpacity(flight.isAppearing ? progress : 1 - progress)
        flight.child.opacity = shown
        if case .fadeAndScale(let scale) = effect, stack.contains(flight.child) {
            stack.setScale(Self.drawnScale(scale + (1 - scale) * shown), of: flight.child)
        }
    }
}
