extension Invoke {
    /// Invokes a child chart while the enclosing state is active, with typed event mappings both ways.
    ///
    /// The child is created and started (on the parent's clock and invoker, in the parent's isolation
    /// domain) when the macrostep that entered the state ends, and stopped with its timers and
    /// invocations when the state is exited, the parent stops or ends, or it is released. The child's
    /// ``Statechart/ActionContext/sendToParent(_:)`` reaches the parent through `fromChild`; the
    /// parent's ``Statechart/ActionContext/send(_:toInvocation:)`` (and, with `autoforward`, every
    /// external event it processes) reaches the child through `toChild`. When the child ends (a
    /// top-level final state), `onDone`'s event reaches the parent.
    ///
    /// Child charts nest up to ``RunLimits/invocationDepth``; deeper (recursive) invocations
    /// do not start and report ``StatechartError/invocationDepthExceeded(invocation:limit:)``.
    /// - Parameters:
    ///   - id: The invocation's identifier, unique in the chart.
    ///   - definition: The child chart.
    ///   - autoforward: Whether every external event the parent processes is forwarded (SCXML
    ///     `autoforward`).
    ///   - toChild: Maps a parent event to the child's type; `nil` drops it.
    ///   - fromChild: Maps a child event sent to the parent; `nil` drops it.
    ///   - onDone: The event the child's end becomes (name it `done.invoke.<id>`); none when `nil`.
    ///   - finalize: Runs when each event from the child reaches the parent, before it is processed.
    public init<ChildState: Hashable & Sendable, ChildEvent: StatechartEvent>(
        _ id: String, chart definition: Statechart<ChildState, ChildEvent>.Definition, autoforward: Bool = false,
        toChild: @escaping @Sendable (Event) -> ChildEvent? = { _ in nil },
        fromChild: @escaping @Sendable (ChildEvent) -> Event?, onDone: (@Sendable () -> Event)? = nil,
        finalize: Statechart<State, Event>.Action? = nil
    ) {
        let make: @Sendable (Statechart<State, Event>.ChildLink) -> Statechart<State, Event>.ChildHandle = { link in
            let child = Statechart<ChildState, ChildEvent>(
                definition, clock: link.clock, invoker: link.invoker, limits: link.limits)
            child.invocationDepth = link.depth
            child.onError = link.report
            child.run.parentSink = { event in
                if let mapped = fromChild(event) { link.emit(mapped) }
            }
            child.run.onFinish = { link.finished(onDone?()) }
            child.run.parentIsBusy = link.isBusy
            return .init(
                start: { () throws(StatechartError) in try child.start() },
                forward: { (event: Event) throws(StatechartError) in
                    if let mapped = toChild(event) { try child.send(mapped) }
                },
                stop: { child.stop() },
                status: { (child.configuration.map { String(describing: $0) }, child.runningChildCharts) })
        }
        let child = Statechart<State, Event>.ChildChart(
            fingerprint: definition.fingerprint, make: make,
            scxml: { indentLevel in definition.scxmlElement(indentLevel: indentLevel) },
            topLevelIDs: definition.table.children[0].map { definition.program.topology.ids[$0] })
        element = Statechart<State, Event>.Element(
            .invoke(.init(id: id, autoforward: autoforward, finalize: finalize, body: .chart(child))))
    }
}
