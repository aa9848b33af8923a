/// What a machine does with an external event that no transition takes: the one policy of the
/// flat ``StateMachine`` and of the hierarchical ``Statechart``.
///
/// A ``StateMachine`` uses `UnhandledEventPolicy<TransitionRejected<State, Event>>` and rejects
/// by default; a ``Statechart`` uses `UnhandledEventPolicy<StatechartError>` and ignores by
/// default, discarding the event as SCXML says (3.12.1). Either may be set to the other's
/// behaviour, so a chart can be strict and a flat machine lenient.
///
/// The policy concerns external events only: an event a chart's actions raise (its internal
/// queue) that no transition takes is always discarded, as SCXML requires.
public enum UnhandledEventPolicy<Rejection: Error> {
    /// `send` throws the rejection, which names the state (or the chart's active configuration),
    /// the event and the events allowed there, and nothing changes.
    case reject
    /// `send` returns ``SendResult/discarded``: the event changed nothing.
    case ignore
    /// The handler receives the rejection and `send` returns `.reported`.
    case report((Rejection) -> Void)
}
