/// What `send` did with an event it did not reject with a throw: the one answer of
/// ``StateMachine/send(_:)`` and ``Statechart/send(_:)``.
public enum SendResult: Sendable, Hashable {
    /// The event was taken: a machine's rule, or the transitions a chart's event enabled (with
    /// the rest of the chart's macrostep), ran.
    case processed
    /// No rule or transition takes the event and the policy is ``UnhandledEventPolicy/ignore``:
    /// the event was discarded (SCXML 3.12.1) and nothing happened.
    case discarded
    /// No rule or transition takes the event and the ``UnhandledEventPolicy/report(_:)``
    /// policy's handler received its rejection; nothing else happened.
    case reported
    /// The event was sent while a transition (a chart's macrostep) was running; it runs after it.
    case queued
    /// The chart has ended (it entered a top-level final state), so the event was ignored. A
    /// ``StateMachine`` never returns it.
    case finished
}
