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
    var childrenCalls: [Screen] = []

    init(initial: Screen = .loading, policy: TransitionPolicy = .coalesce, immediate: Bool = false) {
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

    /// Brings the container on screen without animation and forgets the trace so far.
    func appear() {
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        _ = host.takeEvents()
        log.calls.removeAll()
    }

    func check() -> [LifecycleViolation] {
        LifecycleChecker(initialState: "loading").check(host.events)
    }
}

@MainActor
final class CallLog {
    var calls: [Screen] = []
}
