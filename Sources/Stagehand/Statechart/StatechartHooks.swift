/// Code that one chart instance runs at fixed points of each of its microsteps, beside the
/// program's own handlers: the way a face of the chart runtime keeps per-instance handlers (a
/// flat machine's `onEnter`, `onLeave` and observers) without a second executor.
///
/// The one exit body, the one entry body and the transition-action step of every path call
/// it, in this order for a microstep: ``willStep(_:_:)``; for each state exited, before its exit
/// handlers, ``exited(_:)``; for each transition taken, after its action, ``fired(_:)``; for
/// each state entered, after its entry handlers, ``entered(_:)``; then ``didStep()``. So the
/// hooks see each state whole: entered, with what its handlers set up, and not yet torn down.
/// Start-up's initial entry and a ``Statechart/move(to:from:)`` are microsteps whose transition
/// is -1. While a chart has hooks, its events take the fused path or the full algorithm, never
/// the plain one (which calls nothing): the ``StatechartPlainBlocker/hooked`` bit of
/// `plainBlockers` says so, so a chart without hooks pays nothing for them but one test on the
/// paths that run user code anyway.
///
/// Every call is made between accesses to the chart's runtime, like a handler's, so the hooks
/// may read the chart and send it events (which queue).
@usableFromInline
protocol StatechartHooks<State, Event>: AnyObject {
    associatedtype State: Hashable & Sendable
    associatedtype Event: StatechartEvent

    /// A microstep begins: `transition` (a transition's index in the program, or -1 for
    /// start-up's initial entry and a move) fires on `signal`; nothing has changed yet.
    func willStep(_ transition: Int, _ signal: Statechart<State, Event>.Signal?)
    /// State `state` (its index in the program) is being exited: its exit handlers run next.
    func exited(_ state: Int)
    /// Transition `transition` fired: its action ran.
    func fired(_ transition: Int)
    /// State `state` was entered: its entry handlers ran.
    func entered(_ state: Int)
    /// The microstep ended: every state it entered was entered.
    func didStep()
}
