extension Statechart {
    /// What a microstep is reacting to: an event the chart was sent or raised, or the
    /// `done.state.<id>` event SCXML generates when a state completes.
    public enum Signal: Hashable, Sendable {
        /// An event from ``Statechart/send(_:)``, a delayed send, or ``ActionContext/raise(_:)``.
        case event(Event)
        /// `done.state.<id>`: the state's final child was entered (compound), or every one of its
        /// regions is in a final state (parallel).
        case done(State)
    }
}
