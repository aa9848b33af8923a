import Stagehand
import StagehandTesting

/// The states of the StateViewController example: a list that loads.
enum Screen: String, CustomStringConvertible {
    case loading, ready, failed, empty
    var description: String { rawValue }
}

/// A container over `Screen` with a recording host, a manual clock and fixed children:
/// loading = [table, spinner], ready = [table], failed = [table, error], empty = [blank].
@MainActor
final class ContainerFixture {
    let clock = ManualClock()
    let host: RecordingHost
    let table = RecordingChild("table")
    let spinner = RecordingChild("spinner")
    let error = RecordingChild("error")
    let blank = RecordingChild("blank")
    let container: StateContainer<Screen, RecordingHost>
    let initial: Screen
    var childrenCalls: [Screen] = []

    init(initial: Screen = .loading, policy: TransitionPolicy = .coalesce, immediate: Bool = false) {
        self.initial = initial
        host = RecordingHost(mode: immediate ? .immediate : .onClock(clock))
        let box = CallLog()
        container = StateContainer(initialState: initial, host: host, clock: clock, policy: policy) {
            [table, spinner, error, blank] state in
            box.calls.append(state)
            switch state {
            case .loading: return [table, spinner]
            case .ready: return [table]
            case .failed: return [table, error]
            case .empty: return [blank]
            }
        }
        self.log = box
        host.observe(container)
    }

    private let log: CallLog

    /// Every state `children(for:)` was called with.
    var childrenRequests: [Screen] { log.calls }

    /// Every event taken from the host so far.
    private var history: [RecordingHostEvent] = []

    /// Returns the events since the last call (the checker still sees all of them).
    func take() -> [RecordingHostEvent] {
        let events = host.takeEvents()
        history += events
        return events
    }

    /// Brings the container on screen without animation and forgets the trace so far.
    func appear() {
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        _ = take()
        log.calls.removeAll()
    }

    /// Checks the whole trace, including what was taken.
    func check() -> [LifecycleViolation] {
        LifecycleChecker(initialState: initial.rawValue).check(history + host.events)
    }
}

@MainActor
final class CallLog {
    var calls: [Screen] = []
}

/// A container over string states whose delegate's hooks append to `log`, with the state it
/// sees and whether it is transitioning. It owns the container (which holds it weakly) and
/// passes the container's properties and entry points through.
@MainActor
@dynamicMemberLookup
final class HookedContainer: StateContainerDelegate {
    var log: [String] = []
    var lists: [String: [RecordingChild]]
    var onWillTransition: ((String) -> Void)?
    var onDidTransition: ((String) -> Void)?
    var appearanceState: (() -> String)?
    let container: StateContainer<String, RecordingHost>

    init(
        initial: String, lists: [String: [RecordingChild]], host: RecordingHost, clock: ManualClock,
        policy: TransitionPolicy = .coalesce
    ) {
        self.lists = lists
        container = StateContainer(initialState: initial, host: host, clock: clock, policy: policy, delegate: nil)
        container.delegate = self
        host.observe(container)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<StateContainer<String, RecordingHost>, Value>) -> Value {
        container[keyPath: keyPath]
    }

    func setNeedsTransition(to state: String, animated: Bool, completion: ((TransitionOutcome) -> Void)? = nil) {
        container.setNeedsTransition(to: state, animated: animated, completion: completion)
    }

    func containerWillAppear(animated: Bool) { container.containerWillAppear(animated: animated) }
    func containerDidAppear(animated: Bool) { container.containerDidAppear(animated: animated) }
    func containerWillDisappear(animated: Bool) { container.containerWillDisappear(animated: animated) }
    func containerDidDisappear(animated: Bool) { container.containerDidDisappear(animated: animated) }

    func children(for state: String) -> [RecordingChild] {
        log.append("children(for: \(state))")
        return lists[state] ?? []
    }

    func loadAppearanceState(lastRequestedState: String) -> String {
        let state = appearanceState?() ?? lastRequestedState
        log.append("loadAppearanceState() -> \(state)")
        return state
    }

    func willTransition(to nextState: String, animated: Bool) {
        log.append(
            "willTransition(to: \(nextState)) current=\(container.currentState) transitioning=\(container.isTransitioning)"
        )
        onWillTransition?(nextState)
    }

    func didTransition(from previousState: String, animated: Bool) {
        log.append(
            "didTransition(from: \(previousState)) current=\(container.currentState) transitioning=\(container.isTransitioning)"
        )
        onDidTransition?(previousState)
    }

    func childAppearance(_ call: AppearanceCall, of child: RecordingChild, animated: Bool) {
        let hook =
            switch call {
            case .willAppear: "childWillAppear"
            case .didAppear: "childDidAppear"
            case .willDisappear: "childWillDisappear"
            case .didDisappear: "childDidDisappear"
            }
        log.append("\(hook)(\(child))")
    }
}
