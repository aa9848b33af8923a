// Selection from the tables, done once per external event, and the plain case of the fused
// executor: inside `send`, an event whose macrostep needs no user code (no guard, action,
// observer or `done.state`; see ``StatechartFastPath/Transition/plainStep``) is discarded or
// takes its one microstep through the same exit and entry loops as the fused path
// (Statechart+FusedDispatch.swift), specialised with `plain: true`.

extension Statechart {
    /// Classifies an external event of class `eventClass` from the tables, once: discarded,
    /// one unguarded transition, a guarded candidate list, or the full algorithm.
    ///
    /// Call only when ``Runtime/fusedDispatch`` is on (the chart has its dense tables).
    @inline(__always)
    @inlinable
    func select(_ eventClass: Int) -> StatechartSelection {
        // Unchecked reads, in range by construction: an event class is at most the last
        // preorder number of the chart's descriptor tree (`classify` and `doneClass` return
        // numbers of that tree), and with the dense tables (which `fusedDispatch` requires)
        // `route` has one entry more than there are classes, `candidateStride` entries per
        // state; `atomic` is a state (the leaves hold states, -1 is excluded first).
        let column = eventClass &+ 1
        let head = Int(program.route[unchecked: column])
        if head < 0 { return head == -1 ? .discard : .general }
        let atomic = run.leaf[unchecked: head]
        guard atomic >= 0 && run.active[unchecked: atomic] else { return .discard }
        let entry = program.candidates[unchecked: atomic &* program.topology.candidateStride &+ column]
        if entry >= 0 { return .transition(entry, from: atomic) }
        if entry == -1 { return .discard }
        return .guarded(pool: -2 &- entry, from: atomic)
    }

    /// Runs a plain transition's microstep (D.2 without actions, history or observer reports).
    ///
    /// Call only while running, not processing, with no observer, an empty external queue, and
    /// ``isQuiet`` (so no eventless transition or internal event can follow: the macrostep is
    /// this one step), for a transition whose ``StatechartFastPath/Transition/plainStep`` is
    /// `chain` (`subtree` ones take ``executeUnchainedPlain(_:_:)``).
    @inline(__always)
    @inlinable
    func executePlain(_ transition: Int, from atomic: Int, _ signal: Signal) {
        var observed = false
        executeFused(transition, from: atomic, signal, &observed, plain: true)
        // Remembered after the step: it runs no user code and cannot fail, so nothing reads
        // the ring meanwhile and the diagnostic is the same; and with no store between them,
        // the step reuses the loads `send` made (the transition's record, the buffers).
        remember(signal)
    }
}
