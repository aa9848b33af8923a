import Stagehand

/// What the macrosteps of one try did, as the core's observation reports them: the first fired
/// transition (which names the step's rule) and how much the runtime did.
final class MacrostepLog {
    /// The core index of the first transition the try's first macrostep fired, if any.
    private(set) var firstFired: Int?
    /// The exits, entries, fired transitions, guards, scheduled and cancelled sends and raised
    /// events of the try's macrosteps together: the work the runtime did, as counted.
    private(set) var size = 0
    private var isFirst = true

    /// Forgets the previous try.
    func reset() {
        firstFired = nil
        size = 0
        isFirst = true
    }

    /// Notes one macrostep.
    func record(_ step: Statechart<String, String>.Macrostep) {
        if isFirst { firstFired = step.transitions.first?.index }
        isFirst = false
        size += step.exited.count + step.entered.count + step.transitions.count + step.guards.count
        size += step.scheduledSends.count + step.cancelledSends.count + step.raisedEvents.count
    }
}
