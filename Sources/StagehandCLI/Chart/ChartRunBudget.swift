import Foundation
import Stagehand

/// Bounds all the work a chart does while `simulate` or `paths` runs it, not only one
/// macrostep: every action run (`<raise>`, `<send>`, `<cancel>`, `<log>`) and every delayed send
/// delivered takes one unit, and once ``limit`` units are spent the chart's actions do nothing
/// more and delayed sends are not delivered, so a cycle of sends (an entry action that sends
/// itself an event, a timer that re-arms itself, sends that double the queue) ends, in bounded
/// time and memory. The command then reports the cycle (``stopReason``) and exits with status 1.
///
/// The core's microstep limit still bounds each macrostep; this counts what no macrostep sees.
/// Chart actions are `@Sendable` closures, so the budget is `Sendable`: a lock guards it.
// @unchecked Sendable, proved: the stored state other than the constant `limit` is `used`,
// `stopped`, `recent` and `next`, and every read and write of them happens inside
// `lock.withLock`, so no two threads touch them at once; `lock` itself is Sendable.
final class ChartRunBudget: @unchecked Sendable {
    /// The units one run may spend.
    let limit: Int
    /// What the limit is for, as a message says it: `one run`, `one event tried`.
    let scope: String
    private let lock = NSLock()
    private var used = 0
    private var stopped = false
    /// The last actions admitted, as a ring, to name the cycle that spent the budget.
    private var recent: [ChartAction?] = Array(repeating: nil, count: 64)
    private var next = 0

    /// Creates a budget of `limit` units for `scope` (`one run`, as messages say it).
    init(limit: Int, scope: String) {
        self.limit = limit
        self.scope = scope
    }

    /// The units spent so far.
    var spent: Int { lock.withLock { used } }

    /// Whether the budget ran out.
    var isExhausted: Bool { lock.withLock { stopped } }

    /// Starts over with the whole budget (`paths` gives each event it tries its own).
    func reset() {
        lock.withLock {
            used = 0
            stopped = false
            recent = Array(repeating: nil, count: recent.count)
            next = 0
        }
    }

    /// Spends one unit on `action`; `false` (and the budget stops) when none is left.
    func admit(_ action: ChartAction) -> Bool {
        lock.withLock {
            guard !stopped, used < limit else {
                stopped = true
                return false
            }
            used += 1
            recent[next] = action
            next = (next + 1) % recent.count
            return true
        }
    }

    /// Spends one unit on a delayed send falling due; `false` when none is left (it is dropped).
    func admitDelivery() -> Bool {
        lock.withLock {
            guard !stopped, used < limit else {
                stopped = true
                return false
            }
            used += 1
            return true
        }
    }

    /// Why the run stopped: the limit, and the actions of the cycle (the distinct actions among
    /// the last ones run, in document order, at most five).
    func stopReason(_ what: String) -> String {
        let actions = lock.withLock { recent.compactMap { $0 } }
        var seen: Set<ChartLocation> = []
        let distinct = actions.filter { seen.insert($0.location).inserted }.sorted { $0.location < $1.location }
        let cycle =
            distinct.isEmpty
            ? "delayed sends kept falling due"
            : "a cycle of actions keeps running: \(distinct.lazy.map(Self.describe).list(showing: 5))"
        return "\(what) stopped after \(limit) actions and deliveries, the limit of \(scope); \(cycle)"
    }

    private static func describe(_ action: ChartAction) -> String {
        switch action {
        case .raise(let event, let location): "raise '\(event)' at \(location)"
        case .send(let send):
            "send '\(send.event)'\(send.delay > .zero ? " after \(ChartDuration.text(send.delay))" : "") at \(send.location)"
        case .cancel(let id, let location): "cancel '\(id)' at \(location)"
        case .log(_, _, let location): "log at \(location)"
        }
    }
}
