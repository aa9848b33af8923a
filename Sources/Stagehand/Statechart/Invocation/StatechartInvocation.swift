/// One running invocation of an operation or a sequence, as its ``StatechartInvoker`` sees it.
///
/// The chart creates it when the macrostep that entered the invoking state ends, registers it as
/// running, and hands it to its invoker, which either runs the real work with
/// ``run(isolation:)`` or (a test driver) delivers outputs with ``deliver(_:)``. Both must be
/// called on the chart's isolation domain. The invocation ends at its first terminal output, or
/// when the chart cancels it (its state exited, the chart stopped, ended or released): then
/// ``isRunning`` is `false`, ``onCancel`` has been called, and every later output is
/// ``StatechartInvocationDelivery/ignored``.
public final class StatechartInvocation {
    /// The work: it runs isolated to the given actor and reports each output through the
    /// closure, on that actor.
    typealias Work =
        @Sendable (_ isolation: isolated (any Actor)?, _ report: (StatechartInvocationOutput) -> Void) async -> Void

    /// The invocation's identifier (its `invoke` element's `id`).
    public let id: String
    /// Whether it is an operation or a sequence.
    public let kind: StatechartInvocationKind
    /// Whether outputs are still accepted: false once it ended or was cancelled.
    public private(set) var isRunning = true
    /// Called once when the chart cancels the invocation; an invoker sets it to stop its work
    /// (cancel its task).
    public var onCancel: (() -> Void)?

    let work: Work
    /// Maps an output to an event and hands it to the chart (which holds itself weakly here).
    var receive: ((StatechartInvocationOutput) -> StatechartInvocationDelivery)?

    init(id: String, kind: StatechartInvocationKind, work: @escaping Work) {
        self.id = id
        self.kind = kind
        self.work = work
    }

    /// Runs the invocation's real work on the caller's isolation domain (which must be the
    /// chart's), delivering each output as it comes; returns when the work returns.
    ///
    /// After a cancellation the work sees Swift task cancellation only if the invoker cancels
    /// the task running it (set ``onCancel``); its outputs are ignored either way.
    /// - Parameter isolation: The chart's isolation domain; the caller's by default.
    public func run(isolation: isolated (any Actor)? = #isolation) async {
        guard isRunning else { return }
        await work(isolation) { output in _ = self.deliver(output) }
    }

    /// Hands an output to the chart: mapped to an event, queued on the chart's external queue
    /// and processed if the chart is at rest. A terminal output ends the invocation.
    /// - Parameter output: The output.
    /// - Returns: What happened to it.
    @discardableResult
    public func deliver(_ output: StatechartInvocationOutput) -> StatechartInvocationDelivery {
        guard isRunning, let receive else { return .ignored }
        return receive(output)
    }

    /// Marks the invocation as ended by its own terminal output (no cancellation).
    func end() {
        isRunning = false
        onCancel = nil
        receive = nil
    }

    /// Cancels the invocation: no output is accepted afterwards, and ``onCancel`` runs once.
    func cancel() {
        guard isRunning else { return }
        isRunning = false
        receive = nil
        let hook = onCancel
        onCancel = nil
        hook?()
    }
}
