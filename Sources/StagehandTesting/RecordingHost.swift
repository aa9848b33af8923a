import Stagehand

/// A `StateContainerHost` without a UI toolkit: it records every call as a
/// ``RecordingHostEvent`` and ends animations the way its ``AnimationMode`` says.
///
/// It keeps no reference to a child after ``detach(_:)``, so tests can check with weak
/// references that detached children are released. Call ``observe(_:describe:)`` to also record
/// the container's own events (requests, appearance, transitions) into the same trace, which is
/// what ``LifecycleChecker`` validates.
///
/// It is meant for traces of small containers: every `StateContainerEvent/views(_:)` event holds
/// the whole list of views, so n animations ending one by one record O(n²) names. To measure or
/// bound the work of large containers, use a host that counts instead.
@MainActor
public final class RecordingHost: StateContainerContainmentHost {
    /// The child type: named test children.
    public typealias Child = RecordingChild

    /// When the host ends the animations it is asked to run.
    public enum AnimationMode {
        /// Each animation ends when the clock has advanced by its `delay + duration`.
        case onClock(any StagehandClock)
        /// Each animation ends at once: its completion runs inside ``RecordingHost/startAnimation(_:completion:)``.
        case immediate
        /// Animations end only when the test calls ``RecordingHost/endAnimation(_:)``.
        case manual
    }

    /// Where a recorded animation is.
    public enum AnimationStatus: Hashable, Sendable {
        /// Started and not ended.
        case running
        /// Ended by the host, which called its completion.
        case ended
        /// Finished early by the engine (`StateContainerHost/finishAnimation(_:)`).
        case finished
    }

    /// One animation the host was asked to run.
    public struct RecordedAnimation: Hashable, Sendable {
        /// The animation's token.
        public let token: AnimationToken
        /// The animated child's name.
        public let child: String
        /// Whether it was an appearing animation.
        public let isAppearing: Bool
        /// Its duration.
        public let duration: Duration
        /// Its delay.
        public let delay: Duration
        /// Where it is now.
        public internal(set) var status: AnimationStatus
    }

    /// The animation mode given at creation.
    public let mode: AnimationMode

    /// Every recorded event, oldest first.
    public private(set) var events: [RecordingHostEvent] = []

    /// Every animation the host was asked to run, oldest first.
    public private(set) var animations: [RecordedAnimation] = []

    /// The names of the views in the container now, bottom first.
    public private(set) var views: [String] = []

    /// The names of the children attached now, in the order they were attached.
    public var attachedNames: [String] { attached.map(\.name) }

    /// Whether events are recorded; when `false` the host still works but records nothing (for
    /// long property runs that check only the end state).
    public var isRecording = true

    /// Whether ``removeViews(of:remaining:)`` removes the named views from ``views`` itself, as a
    /// toolkit host does, instead of taking the container's full list (the protocol's default).
    /// Both record the same `StateContainerEvent/views(_:)` event when the engine is right, so a
    /// test can run one trace each way and compare. `false` by default.
    public var removesViewsIndividually = false

    private var attached: [RecordingChild] = []
    private var viewChildren: [RecordingChild] = []
    private var completions: [AnimationToken: @MainActor () -> Void] = [:]
    private var endings: [AnimationToken: (@MainActor () -> Void)?] = [:]
    private var timers: [AnimationToken: ScheduledTimer] = [:]
    private var indexOfToken: [AnimationToken: Int] = [:]

    /// Creates a host.
    /// - Parameter mode: When animations end; ``AnimationMode/manual`` by default.
    public init(mode: AnimationMode = .manual) {
        self.mode = mode
    }

    /// Appends an event of the test's own (for example a marker) to the trace.
    /// - Parameter event: The event to record.
    public func record(_ event: RecordingHostEvent) {
        if isRecording { events.append(event) }
    }

    /// Returns the events recorded so far and clears the trace.
    /// - Returns: The recorded events, oldest first.
    public func takeEvents() -> [RecordingHostEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Records `container`'s own events (requests, its appearance, transitions) into this host's
    /// trace, naming states with `describe`; the steps the container reports as well are recorded
    /// by the host's own methods already, and skipped here.
    ///
    /// This adds an observer with `StateContainer/observe(_:)`, so other observers keep theirs.
    /// - Parameters:
    ///   - container: A container using this host.
    ///   - describe: How to name a state; `String(describing:)` by default.
    /// - Returns: The observation, for `StateContainer/removeObserver(_:)` when the recording
    ///   should stop before the container goes.
    @discardableResult
    public func observe<State>(
        _ container: StateContainer<State, RecordingHost>,
        describe: @escaping (State) -> String = { String(describing: $0) }
    ) -> ObservationID {
        container.observe { [weak self] event in
            guard let self else { return }
            switch event {
            case .requested, .container, .willTransition, .didTransition:
                self.record(event.map(state: describe, child: \.name))
            default:
                break
            }
        }
    }

    /// The tokens of the animations still running, oldest first.
    public var runningAnimations: [AnimationToken] {
        animations.filter { $0.status == .running }.map(\.token)
    }

    /// Ends a running animation now, as the toolkit would: runs its `didEnd`, records
    /// `StateContainerEvent/animationEnded(_:appearing:)` and calls the completion.
    /// - Parameter token: A running animation's token; anything else does nothing.
    public func endAnimation(_ token: AnimationToken) {
        guard let index = indexOfToken[token], animations[index].status == .running else { return }
        animations[index].status = .ended
        timers.removeValue(forKey: token)?.cancel()
        let ending = endings.removeValue(forKey: token) ?? nil
        ending?()
        record(.animationEnded(animations[index].child, appearing: animations[index].isAppearing))
        completions.removeValue(forKey: token)?()
    }

    /// Ends every running animation, oldest first.
    public func endAllAnimations() {
        for token in runningAnimations { endAnimation(token) }
    }

    /// Replays the completion of every animation that is no longer running (see
    /// ``replayStaleCompletion(_:)``).
    public func replayAllStaleCompletions() {
        for animation in animations where animation.status != .running { replayStaleCompletion(animation.token) }
    }

    /// Calls an animation's completion again although it has already ended or was finished —
    /// what a buggy toolkit or a late callback does. The engine must ignore it.
    /// - Parameter token: Any token the host has seen; an unknown token does nothing.
    public func replayStaleCompletion(_ token: AnimationToken) {
        staleCompletions[token]?()
    }

    private var staleCompletions: [AnimationToken: @MainActor () -> Void] = [:]

    // MARK: StateContainerContainmentHost

    /// Records `StateContainerEvent/attach(_:)` and remembers the child as attached.
    /// - Parameter child: The child.
    public func attach(_ child: RecordingChild) {
        attached.append(child)
        record(.attach(child.name))
    }

    /// Records `StateContainerEvent/didAttach(_:)`.
    /// - Parameter child: The child.
    public func didAttach(_ child: RecordingChild) {
        record(.didAttach(child.name))
    }

    /// Records `StateContainerEvent/willDetach(_:)`.
    /// - Parameter child: The child.
    public func willDetach(_ child: RecordingChild) {
        record(.willDetach(child.name))
    }

    /// Records `StateContainerEvent/detach(_:)` and forgets the child.
    /// - Parameter child: The child.
    public func detach(_ child: RecordingChild) {
        if let index = attached.lastIndex(where: { $0 === child }) { attached.remove(at: index) }
        record(.detach(child.name))
    }

    /// Records the matching appearance event.
    /// - Parameters:
    ///   - call: The appearance call.
    ///   - child: The child.
    ///   - animated: Whether it is animated.
    public func deliverAppearance(_ call: AppearanceCall, to child: RecordingChild, animated: Bool) {
        record(.appearance(call, of: child.name, animated: animated))
    }

    /// Records `StateContainerEvent/views(_:)` and updates ``views``.
    /// - Parameter children: The views, bottom first.
    public func arrangeViews(_ children: [RecordingChild]) {
        viewChildren = children
        views = children.map(\.name)
        record(.views(views))
    }

    /// Records `StateContainerEvent/views(_:)` with the views that remain and updates ``views``:
    /// computed by removing `children` from the current views when ``removesViewsIndividually``
    /// is set, taken from `remaining` otherwise.
    /// - Parameters:
    ///   - children: The children whose views go.
    ///   - remaining: Every child whose view stays, bottom first.
    public func removeViews(of children: [RecordingChild], remaining: () -> [RecordingChild]) {
        guard removesViewsIndividually else { return arrangeViews(remaining()) }
        let removed = Set(children.map(ObjectIdentifier.init))
        viewChildren.removeAll { removed.contains(ObjectIdentifier($0)) }
        views = viewChildren.map(\.name)
        record(.views(views))
    }

    /// Records `StateContainerEvent/animate(_:appearing:duration:delay:)`, runs the
    /// description's `willBegin` and `animateAlongside`, and ends the animation as ``mode`` says.
    /// - Parameters:
    ///   - animation: The animation.
    ///   - completion: Called when it ends.
    public func startAnimation(
        _ animation: ChildAnimation<RecordingChild>, completion: @escaping @MainActor () -> Void
    ) {
        let token = animation.token
        indexOfToken[token] = animations.count
        animations.append(
            RecordedAnimation(
                token: token, child: animation.child.name, isAppearing: animation.isAppearing,
                duration: animation.transition.duration, delay: animation.transition.delay, status: .running))
        record(
            .animate(
                animation.child.name, appearing: animation.isAppearing, duration: animation.transition.duration,
                delay: animation.transition.delay))
        completions[token] = completion
        staleCompletions[token] = completion
        endings[token] = animation.transition.didEnd
        animation.transition.willBegin?()
        animation.transition.animateAlongside?()
        switch mode {
        case .onClock(let clock):
            timers[token] = clock.schedule(after: animation.transition.totalDuration) { [weak self] in
                self?.endAnimation(token)
            }
        case .immediate:
            endAnimation(token)
        case .manual:
            break
        }
    }

    /// Records `StateContainerEvent/finishAnimation(_:appearing:)`, runs `didEnd`, and drops the
    /// completion without calling it.
    /// - Parameter token: The animation's token.
    public func finishAnimation(_ token: AnimationToken) {
        guard let index = indexOfToken[token], animations[index].status == .running else { return }
        animations[index].status = .finished
        timers.removeValue(forKey: token)?.cancel()
        completions.removeValue(forKey: token)
        let ending = endings.removeValue(forKey: token) ?? nil
        ending?()
        record(.finishAnimation(animations[index].child, appearing: animations[index].isAppearing))
    }
}
