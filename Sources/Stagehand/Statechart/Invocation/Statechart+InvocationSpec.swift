extension Statechart {
    /// An `invoke` element as compiled into the chart's table: what to start when its state has
    /// been entered and the macrostep ends.
    @usableFromInline
    struct InvocationSpec: Sendable {
        /// The invocation's identifier, unique in the chart.
        let id: String
        /// Whether external events the chart processes are forwarded to the child chart.
        let autoforward: Bool
        /// Runs when one of the invocation's events reaches the chart, before it is processed.
        let finalize: Action?
        let body: Body

        enum Body: Sendable {
            /// An operation or a sequence, run by the chart's invoker.
            case work(
                StatechartInvocationKind, StatechartInvocation.Work,
                map: @Sendable (StatechartInvocationOutput) -> MappedOutput)
            /// A child chart, run in the chart's own isolation domain.
            case chart(ChildChart)
        }

        var kind: StatechartInvocationKind {
            switch body {
            case .work(let kind, _, _): kind
            case .chart: .chart
            }
        }

        /// The child chart's definition fingerprint (`nil` for an operation or a sequence).
        var childFingerprint: UInt64? {
            if case .chart(let child) = body { return child.fingerprint }
            return nil
        }
    }

    /// What an invocation's mapping made of an output.
    enum MappedOutput: Sendable {
        case event(Event)
        case nothing
        case mismatch(expected: String)
    }

    /// How to create a child chart for a parent of this chart's type.
    struct ChildChart: Sendable {
        /// The child definition's fingerprint (see ``StatechartProgram/fingerprint``).
        let fingerprint: UInt64
        let make: @Sendable (ChildLink) -> ChildHandle
        /// Writes the child definition as an SCXML `<scxml>` element (no XML declaration), each
        /// line indented by the given number of levels, for ``Statechart/Definition/scxml(name:stateID:)``.
        let scxml: @Sendable (_ indentLevel: Int) -> String
        /// The identifiers of the child definition's top-level states, in document order, which a
        /// drawing's note names.
        let topLevelIDs: [String]
    }

    /// What a child chart gets from its parent when it is created.
    final class ChildLink {
        let clock: (any StagehandClock)?
        let invoker: (any StatechartInvoker)?
        let limits: RunLimits
        /// The child's depth (1 for a child of a top-level chart).
        let depth: Int
        /// Hands a child event, mapped to the parent's type, to the parent.
        let emit: (Event) -> Void
        /// Tells the parent the child ended, with the parent's `done.invoke` event if any.
        let finished: (Event?) -> Void
        /// Whether the parent is running a macrostep.
        let isBusy: () -> Bool
        /// Reports an error of the child that no caller can catch.
        let report: (StatechartError) -> Void

        init(
            clock: (any StagehandClock)?, invoker: (any StatechartInvoker)?, limits: RunLimits, depth: Int,
            emit: @escaping (Event) -> Void, finished: @escaping (Event?) -> Void, isBusy: @escaping () -> Bool,
            report: @escaping (StatechartError) -> Void
        ) {
            self.isBusy = isBusy
            self.clock = clock
            self.invoker = invoker
            self.limits = limits
            self.depth = depth
            self.emit = emit
            self.finished = finished
            self.report = report
        }
    }

    /// A created child chart, seen from its parent through its event mapping.
    final class ChildHandle {
        let start: () throws(StatechartError) -> Void
        /// Sends a parent event to the child (mapped; `nil` mappings are dropped).
        let forward: (Event) throws(StatechartError) -> Void
        let stop: () -> Void
        /// The child's configuration and its own running child charts, as seen now.
        let status: () -> (configuration: [String], children: [StatechartChildChart])

        init(
            start: @escaping () throws(StatechartError) -> Void,
            forward: @escaping (Event) throws(StatechartError) -> Void, stop: @escaping () -> Void,
            status: @escaping () -> (configuration: [String], children: [StatechartChildChart])
        ) {
            self.start = start
            self.forward = forward
            self.stop = stop
            self.status = status
        }
    }

    /// One running invocation of this chart: its state, its element, and the operation's
    /// handle or the child chart.
    @usableFromInline
    final class RunningInvocation {
        let state: Int
        let spec: InvocationSpec
        var invocation: StatechartInvocation?
        var child: ChildHandle?
        /// False once it ended or was cancelled; nothing it delivers afterwards has an effect.
        var isRunning = true

        init(state: Int, spec: InvocationSpec) {
            self.state = state
            self.spec = spec
        }

        /// Cancels the work (task cancellation) or stops the child chart with its timers.
        func cancel() {
            guard isRunning else { return }
            isRunning = false
            invocation?.cancel()
            child?.stop()
        }
    }
}
