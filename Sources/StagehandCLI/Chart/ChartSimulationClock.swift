import Stagehand

/// The virtual clock `simulate` runs a chart on: a ``ManualClock`` whose delayed sends each
/// spend one unit of the run's ``ChartRunBudget`` when they fall due, and do nothing once the
/// budget is spent or the run has stopped (``halt()``), so that a wait of `+86400s` over a timer
/// that re-arms itself every millisecond ends as soon as the budget does.
final class ChartSimulationClock: StagehandClock {
    private let base = ManualClock()
    private let budget: ChartRunBudget
    private var isHalted = false

    /// Creates a clock at zero spending `budget`.
    init(budget: ChartRunBudget) {
        self.budget = budget
    }

    /// The current virtual time.
    var now: Duration { base.now }

    /// Schedules `action` after `delay`; when it falls due it runs only if the run goes on and
    /// the budget admits it.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        base.schedule(after: delay) { [weak self] in
            guard let self, !self.isHalted, self.budget.admitDelivery() else { return }
            action()
        }
    }

    /// Moves time forward by `duration`, delivering what falls due (see ``schedule(after:_:)``).
    func advance(by duration: Duration) {
        base.advance(by: duration)
    }

    /// Stops delivering: every later delayed send does nothing.
    func halt() {
        isHalted = true
    }
}
