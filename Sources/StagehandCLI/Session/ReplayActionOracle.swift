import Stagehand

/// The recorded outcomes of one step's actions, which the replayed chart's actions reproduce:
/// the events the step's Swift actions raised (the recording's `raised`, in order).
///
/// A recorded chart's definition is its SCXML export, where every action is a comment, so the
/// replayed chart's actions would do nothing. Instead every handler of the loaded document
/// (`<onentry>`, `<onexit>`, `<finalize>`, and every transition, initial and history default
/// transition included) runs ``action``: the first time any of them runs in a step, it raises
/// the step's recorded events in order through the real `ActionContext.raise`, and it does
/// nothing after that.
///
/// Why raising them all at the step's first action keeps SCXML's order: a raised event only
/// goes to the back of the internal queue, which is first in, first out; the chart takes its
/// eventless transitions until none is enabled before it dequeues any internal event, and an
/// eventless transition's selection never looks at the queue. So enqueueing an event earlier in
/// the macrostep than the Swift action did changes no selection: at every dequeue the replay's
/// queue holds what the recorded run's held, followed by the events still to be raised, and
/// both take the same head. One case is not covered: `done.state.<id>` events share the
/// internal queue but are not in the recording's `raised` (the core enqueues them itself); when
/// a recorded step enqueued a `done.state` event and then, in a later microstep, raised an
/// event, the replay has that event ahead of the `done.state` one. If this changes what the
/// chart does, the replay reports a divergence at that step, because the configurations differ.
///
/// `@unchecked Sendable`: the core's actions must be `@Sendable` closures, and they capture this
/// object. A replay runs on one thread: the command loads the oracle before each step and the
/// chart, driven by the same thread's `send`, runs the actions during that step; nothing else
/// holds it.
final class ReplayActionOracle: @unchecked Sendable {
    /// The step's recorded events not yet raised.
    private(set) var pending: [String] = []
    /// Events raised from the recording, over the whole replay.
    private(set) var raised = 0

    /// Loads the events the next step's actions raised, in order.
    func load(_ events: [String]) {
        pending = events
    }

    /// The action every handler of the replayed chart runs.
    var action: ChartDocument.Chart.Action {
        { [self] context in run(context) }
    }

    /// Raises the step's pending recorded events, the first time an action runs in the step.
    func run(_ context: ChartDocument.Chart.ActionContext) {
        guard !pending.isEmpty else { return }
        for event in pending { context.raise(event) }
        raised += pending.count
        pending.removeAll(keepingCapacity: true)
    }
}
