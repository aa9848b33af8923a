/// How an external event is carried out, decided once from the tables when it arrives (see
/// ``Statechart/select(_:)``).
@usableFromInline
enum StatechartSelection: Equatable {
    /// No transition can be enabled: the event is discarded (SCXML 3.12.1).
    case discard
    /// The one transition, without a guard, that the active atomic state `atomic` enables.
    case transition(Int, from: Int)
    /// The guarded candidate list at `pool` in the topology's `candidatePool`, tried in
    /// selection order for the active atomic state `atomic`.
    case guarded(pool: Int, from: Int)
    /// Several regions may react, or the chart has no dense tables: the full Appendix D
    /// selection decides.
    case general
}

/// What the fused executor did with an event whose selection it was given.
@usableFromInline
enum StatechartFusedOutcome: Equatable {
    /// A transition was taken and the macrostep ran.
    case processed
    /// No transition was enabled; the (empty) macrostep was reported.
    case discarded
    /// The selection needs the full algorithm; nothing has happened.
    case declined
    /// No transition was enabled and the chart is strict (its policy is not
    /// ``UnhandledEventPolicy/ignore``): nothing has happened, not even an observer's report.
    case unhandled
}
