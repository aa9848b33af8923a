import Stagehand

/// What the macrosteps of one try did, as the core's observation reports them: the first fired
/// transition (which names the step's rule), how much the runtime did and, for a log that lists
/// them (`simulate`'s), every transition fired and the events that started the macrosteps.
final class MacrostepLog {
    /// The core index of the first transition the try's first macrostep fired, if any.
    private(set) var firstFired: Int?
    /// The exits, entries, fired transitions, guards, scheduled and cancelled sends and raised
    /// events of the try's macrosteps together: the work the runtime did, as counted.
    private(set) var size = 0
    /// The transitions the try's macrosteps fired, in the order they fired: the first
    /// ``listed`` of them (none for a log that lists nothing).
    private(set) var fired: [Statechart<String, String>.FiredTransition] = []
    /// How many more transitions fired than ``fired`` lists (a log that lists nothing counts
    /// none).
    private(set) var moreFired = 0
    /// The events that started the try's macrosteps, each once (kept by a log that lists).
    private(set) var triggers: Set<String> = []
    /// How many fired transitions the log keeps: `0` (the explorer's) keeps only
    /// ``firstFired`` and ``size``.
    let listed: Int
    private var isFirst = true

    /// Creates a log that keeps the first `listed` transitions fired (and the triggers), or
    /// only the first fired transition and the size when `listed` is 0.
    init(listing listed: Int = 0) {
        self.listed = max(0, listed)
    }

    /// Forgets the previous try.
    func reset() {
        firstFired = nil
        size = 0
        isFirst = true
        guard listed > 0 else { return }
        fired.removeAll(keepingCapacity: true)
        moreFired = 0
        triggers.removeAll(keepingCapacity: true)
    }

    /// Notes one macrostep.
    func record(_ step: Statechart<String, String>.Macrostep) {
        if isFirst { firstFired = step.transitions.first?.index }
        isFirst = false
        size += step.exited.count + step.entered.count + step.transitions.count + step.guards.count
        size += step.scheduledSends.count + step.cancelledSends.count + step.raisedEvents.count
        guard listed > 0 else { return }
        if case .event(let event)? = step.trigger { triggers.insert(event) }
        let room = max(0, listed - fired.count)
        fired += step.transitions.prefix(room)
        moreFired += step.transitions.count - min(room, step.transitions.count)
    }
}
