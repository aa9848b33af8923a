/// The reasons the plain path inside ``Statechart/send(_:)`` may not run, each one bit of
/// ``Statechart/Runtime/plainBlockers`` (its raw value):
/// - `notRunning`: the chart has not started or has finished (its phase is not `running`);
/// - `processing`: a macrostep or a move is running, so an event sent now is queued;
/// - `noPlainDispatch`: the fused path is off, or the chart is strict (see
///   ``Statechart/Runtime/plainDispatch``);
/// - `observed`: an observer is registered, so each macrostep is reported;
/// - `queued`: an internal or external event is queued (a queue is not empty);
/// - `eventless`: an active state declares eventless transitions, or an autoforwarding child
///   chart runs (see ``Statechart/Runtime/eventlessActive``);
/// - `hooked`: the chart has ``StatechartHooks``, which the plain path would not call.
@usableFromInline
enum StatechartPlainBlocker: UInt8 {
    case notRunning = 1, processing = 2, noPlainDispatch = 4, observed = 8, queued = 16, eventless = 32
    case hooked = 64
}
