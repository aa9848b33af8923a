/// The bits of ``Statechart/Runtime/plainBlockers``: each is a reason the plain path inside
/// ``Statechart/send(_:)`` may not run.
@usableFromInline
enum StatechartPlainBlocker {
    /// The chart has not started or has finished (its phase is not `running`).
    @usableFromInline static let notRunning: UInt8 = 1
    /// A macrostep or a move is running: an event sent now is queued.
    @usableFromInline static let processing: UInt8 = 2
    /// The fused path is off, or the chart is strict (see ``Statechart/Runtime/plainDispatch``).
    @usableFromInline static let noPlainDispatch: UInt8 = 4
    /// An observer is registered, so each macrostep is reported.
    @usableFromInline static let observed: UInt8 = 8
    /// An internal or external event is queued (the queue is not empty).
    @usableFromInline static let queued: UInt8 = 16
    /// An active state declares eventless transitions, or an autoforwarding child chart runs
    /// (see ``Statechart/Runtime/eventlessActive``).
    @usableFromInline static let eventless: UInt8 = 32
}
