/// The recorded outcomes of one step's guards, which the replayed chart's guards answer with.
///
/// `@unchecked Sendable`: the core's guards must be `@Sendable` closures, and they capture this
/// object. A replay runs on one thread: the command fills the oracle before each step and the
/// chart, driven by the same thread's `send`, reads it during that step; nothing else holds it.
final class ReplayGuardOracle: @unchecked Sendable {
    private var outcomes: [Int: [Bool]] = [:]
    private var taken: [Int: Int] = [:]
    /// Whether the last ``take(_:)`` found no recorded outcome.
    private(set) var lastMissing = false
    /// Outcomes answered from the recording, over the whole replay.
    private(set) var answered = 0
    /// Guards the replay evaluated that the recording did not (answered by the chart itself).
    private(set) var unrecorded = 0

    /// Loads the outcomes of the next step, in evaluation order.
    func load(_ guards: [(transition: Int, holds: Bool)]) {
        outcomes.removeAll(keepingCapacity: true)
        taken.removeAll(keepingCapacity: true)
        for outcome in guards { outcomes[outcome.transition, default: []].append(outcome.holds) }
    }

    /// The next recorded outcome of `transition`'s guard in this step, or `nil` if none is left.
    func take(_ transition: Int) -> Bool? {
        let next = taken[transition, default: 0]
        guard let list = outcomes[transition], next < list.count else {
            lastMissing = true
            unrecorded += 1
            return nil
        }
        taken[transition] = next + 1
        lastMissing = false
        answered += 1
        return list[next]
    }

    /// The guard the replayed chart gives transition `index` whose own guard is `own`: the
    /// recorded outcome when there is one, else `own` (no guard: it holds).
    func guardFor(_ index: Int, own: ChartDocument.Chart.Guard?) -> ChartDocument.Chart.Guard {
        guard let own else { return .when { [self] _ in take(index) ?? true } }
        return .any([.when { [self] _ in take(index) == true }, .all([.when { [self] _ in lastMissing }, own])])
    }
}
