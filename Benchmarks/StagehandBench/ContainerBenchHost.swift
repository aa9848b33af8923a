import Stagehand

/// A child for the container benchmarks: an object with nothing in it.
final class ContainerBenchChild {}

/// A host that does no UI work: every animation completes at once (synchronously), and the
/// number of calls is counted so the work cannot be optimised away.
@MainActor
final class ContainerImmediateHost: StateContainerContainmentHost {
    typealias Child = ContainerBenchChild

    var calls = 0
    var viewCount = 0
    /// When false, animations never end until ``finishPending()`` (the in-flight benchmark).
    var completesAnimations = true
    private var pending: [@MainActor () -> Void] = []

    func attach(_ child: ContainerBenchChild) { calls += 1 }
    func didAttach(_ child: ContainerBenchChild) { calls += 1 }
    func willDetach(_ child: ContainerBenchChild) { calls += 1 }
    func detach(_ child: ContainerBenchChild) { calls += 1 }
    func deliverAppearance(_ call: AppearanceCall, to child: ContainerBenchChild, animated: Bool) { calls += 1 }
    func arrangeViews(_ children: [ContainerBenchChild]) { viewCount = children.count }
    func removeViews(of children: [ContainerBenchChild], remaining: () -> [ContainerBenchChild]) {
        viewCount -= children.count
    }
    func startAnimation(
        _ animation: ChildAnimation<ContainerBenchChild>, completion: @escaping @MainActor () -> Void
    ) {
        calls += 1
        if completesAnimations { completion() } else { pending.append(completion) }
    }
    func finishAnimation(_ token: AnimationToken) { calls += 1 }

    func finishPending() {
        let completions = pending
        pending.removeAll()
        for completion in completions { completion() }
    }
}

/// A clock for benchmarks that never fires (nothing in them waits).
final class ContainerIdleClock: StagehandClock {
    var now: Duration = .zero
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        ScheduledTimer(deadline: now + delay)
    }
}

/// A request's state in the coalescing benchmark: a reference type whose live instances are
/// counted, so what the container retains can be measured exactly.
final class ContainerBenchState: Equatable {
    /// Live instances. `nonisolated(unsafe)` is safe here: the benchmark runs on the main thread
    /// only and creates and releases states nowhere else.
    nonisolated(unsafe) static var live = 0

    init() { ContainerBenchState.live += 1 }
    deinit { ContainerBenchState.live -= 1 }

    static func == (lhs: ContainerBenchState, rhs: ContainerBenchState) -> Bool { lhs === rhs }
}

/// The hand-written baseline of a request during a transition: one pending slot, the latest
/// request wins (what `coalesce` does), with the last requested state kept.
@MainActor
final class CoalescingSlot {
    private(set) var lastRequested: ContainerBenchState
    private var pending: (state: ContainerBenchState, animated: Bool)?
    private let target: ContainerBenchState
    private(set) var replaced = 0

    init(target: ContainerBenchState) {
        self.target = target
        self.lastRequested = target
    }

    func request(_ state: ContainerBenchState, animated: Bool) {
        lastRequested = state
        if let pending, pending.state == state { return }
        if pending == nil, state == target { return }
        if pending != nil { replaced += 1 }
        pending = (state, animated)
    }
}
