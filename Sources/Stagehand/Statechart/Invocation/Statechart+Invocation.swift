// Invocations (SCXML 6.4 and Appendix D): states entered in a macrostep are remembered, and when
// the macrostep ends the invocations of those still active start, in entry order; exiting a state
// cancels its invocations (before it leaves the configuration); ending, stopping or releasing the
// chart cancels them all. Results come back through `StatechartInvocation.deliver(_:)` (an
// operation or a sequence, via the invoker) or a child's link, are checked against the running
// record, and go on the external queue.

extension Statechart {
    /// What a chart tells its owner around an invocation result it processes on its own.
    struct DeliveryHooks {
        /// Before the macrosteps: the invocation's identifier and its event.
        let willDeliver: (String, Event) -> Void
        /// After them.
        let didDeliver: () -> Void
    }

    // MARK: Public API

    /// Whether the chart has no work in flight: no running invocation, no pending delayed send,
    /// no queued event, and no macrostep running. A test that drives invocations with a manual
    /// invoker and time with a manual clock is done exactly when this is true.
    public var isAtRest: Bool {
        run.running.isEmpty && run.pendingSends.isEmpty && !run.isProcessing
            && run.externalHead >= run.externalQueue.count
    }

    /// The identifiers of the running invocations, in the order they started.
    public var runningInvocations: [String] { run.running.map(\.spec.id) }

    /// The running child charts, in the order they started, each with its own configuration and
    /// the child charts it runs in turn; operations and sequences are not listed.
    public var runningChildCharts: [StatechartChildChart] {
        run.running.compactMap { record in
            guard record.isRunning, let child = record.child else { return nil }
            let status = child.status()
            return StatechartChildChart(
                id: record.spec.id, configuration: status.configuration, children: status.children)
        }
    }

    /// Stops the chart at once: cancels every running invocation (a child chart is stopped with
    /// its timers) and every pending delayed send, drops the queued events, and ends the machine
    /// without running exit handlers (``isFinished`` is then true; ``configuration`` keeps the
    /// configuration it stopped in). Stopping a chart that has not started or has ended only
    /// cancels what is left.
    public func stop() {
        if run.phase != .notStarted { run.phase = .finished }
        run.stopped = true
        run.onFinish = nil
        run.parentSink = nil
        run.parentOutbox.removeAll()
        run.internalQueue.removeAll()
        run.internalHead = 0
        run.externalQueue.removeAll()
        run.externalHead = 0
        run.invokePending.removeAll()
        cancelAllSends()
        cancelAllInvocations()
    }

    // MARK: Starting (D.1 mainEventLoop: invoke after the macrostep)

    /// Starts the invocations of the states entered in the macrostep that just ended and still
    /// active, in entry (document) order.
    @usableFromInline
    func startPendingInvocations() {
        var states = run.invokePending
        run.invokePending.removeAll(keepingCapacity: true)
        guard run.phase == .running else { return }
        states.sort()
        var previous = -1
        for state in states where state != previous {
            previous = state
            guard run.active[state] else { continue }
            for spec in program.table.invocations[state] {
                // An invocation started just before may have exited this state (a child chart
                // that sent its parent an event at start-up).
                guard run.active[state], run.phase == .running else { break }
                startInvocation(spec, in: state)
            }
        }
    }

    /// Starts one invocation of `state` and registers it as running.
    func startInvocation(_ spec: InvocationSpec, in state: Int) {
        let record = RunningInvocation(state: state, spec: spec)
        switch spec.body {
        case .work(let kind, let work, let map):
            guard let invoker else {
                onError?(.noInvoker(invocation: spec.id))
                return
            }
            let invocation = StatechartInvocation(id: spec.id, kind: kind, work: work)
            invocation.receive = { [weak self, weak record] output in
                guard let self, let record, record.isRunning else { return .ignored }
                return self.receive(output, map(output), for: record)
            }
            record.invocation = invocation
            run.running.append(record)
            invoker.start(invocation)
        case .chart(let child):
            guard invocationDepth < limits.invocationDepth else {
                onError?(.invocationDepthExceeded(invocation: spec.id, limit: limits.invocationDepth))
                return
            }
            let link = ChildLink(
                clock: clock, invoker: invoker, limits: limits, depth: invocationDepth + 1,
                emit: { [weak self, weak record] event in
                    guard let self, let record, record.isRunning else { return }
                    self.deliverInvocationEvent(event, from: record)
                },
                finished: { [weak self, weak record] event in
                    guard let self, let record, record.isRunning else { return }
                    self.endInvocation(record)
                    if let event { self.deliverInvocationEvent(event, from: record) }
                },
                isBusy: { [weak self] in self?.run.isProcessing ?? true },
                report: { [weak self] error in self?.onError?(error) })
            let handle = child.make(link)
            record.child = handle
            run.running.append(record)
            if spec.autoforward { adjustAutoforwards(by: 1) }
            do throws(StatechartError) {
                try handle.start()
            } catch {
                onError?(error)
            }
        }
    }

    // MARK: Delivering

    /// An operation's or a sequence's output, mapped: ends the invocation when terminal, then
    /// queues its event.
    func receive(
        _ output: StatechartInvocationOutput, _ mapped: MappedOutput, for record: RunningInvocation
    ) -> StatechartInvocationDelivery {
        if case .mismatch(let expected) = mapped {
            return .typeMismatch(invocation: record.spec.id, expected: expected)
        }
        if output.isTerminal {
            endInvocation(record)
            record.invocation?.end()
        }
        guard case .event(let event) = mapped else { return .dropped }
        deliverInvocationEvent(event, from: record)
        return .delivered
    }

    /// Runs the invocation's `finalize`, queues the event on the external queue, and processes
    /// the queue if the chart is at rest.
    func deliverInvocationEvent(_ event: Event, from record: RunningInvocation) {
        guard run.phase == .running else { return }
        let wasProcessing = run.isProcessing
        if let finalize = record.spec.finalize {
            run.isProcessing = true
            finalize(ActionContext(chart: self, signal: .event(event)))
            run.isProcessing = wasProcessing
        }
        run.externalQueue.append(event)
        if !run.observers.isEmpty { queueOrigin(.invocation) }
        guard !wasProcessing && run.phase == .running else { return }
        let hooks = deliveryHooks
        hooks?.willDeliver(record.spec.id, event)
        deliverFromClock()
        hooks?.didDeliver()
    }

    /// Removes a record that ended by itself (its last output, or its child chart ended).
    func endInvocation(_ record: RunningInvocation) {
        guard record.isRunning else { return }
        record.isRunning = false
        if record.spec.autoforward && record.child != nil { adjustAutoforwards(by: -1) }
        run.running.removeAll { $0 === record }
    }

    // MARK: Cancelling (D.2 exitStates: cancelInvoke; exitInterpreter)

    /// Cancels the running invocations of a state being exited.
    @usableFromInline
    func cancelInvocations(of state: Int) {
        guard !run.running.isEmpty else { return }
        var index = 0
        while index < run.running.count {
            let record = run.running[index]
            if record.state == state {
                run.running.remove(at: index)
                cancel(record)
            } else {
                index += 1
            }
        }
    }

    /// Cancels every running invocation (the chart ended, stopped or was released).
    @usableFromInline
    func cancelAllInvocations() {
        guard !run.running.isEmpty else { return }
        let records = run.running
        run.running.removeAll()
        for record in records { cancel(record) }
    }

    func cancel(_ record: RunningInvocation) {
        if record.isRunning && record.spec.autoforward && record.child != nil { adjustAutoforwards(by: -1) }
        record.cancel()
    }

    // MARK: Parent and child

    /// Autoforwarding children make the plain and fused paths step aside (see
    /// ``Runtime/autoforwards``), so every external event reaches ``autoforward(_:)``.
    func adjustAutoforwards(by delta: Int) {
        run.autoforwards += delta
        run.eventlessActive += delta
    }

    /// Forwards an external event to every running child chart with `autoforward`.
    @usableFromInline
    func autoforward(_ event: Event) {
        for record in run.running where record.spec.autoforward && record.isRunning {
            forward(event, to: record)
        }
    }

    func forward(_ event: Event, to record: RunningInvocation) {
        do throws(StatechartError) {
            try record.child?.forward(event)
        } catch {
            onError?(error)
        }
    }

    /// Sends an event to the running child chart invoked as `id` (SCXML `<send target="#_id">`).
    func send(_ event: Event, toInvocation id: String) {
        guard let record = run.running.first(where: { $0.spec.id == id && $0.child != nil }) else {
            onError?(.unknownInvocation(id: id, event: event.name))
            return
        }
        forward(event, to: record)
    }

    /// Sends an event to the parent chart (SCXML `<send target="#_parent">`): at once when the
    /// parent is busy (it only queues it), else when this chart's own call ends.
    func sendToParent(_ event: Event) {
        guard let parent = run.parentSink else {
            onError?(.noParent(event: event.name))
            return
        }
        if run.isProcessing && run.parentIsBusy?() == false {
            run.parentOutbox.append(event)
        } else {
            parent(event)
        }
    }

    /// Delivers what this child chart said to its parent while it was processing, in order; the
    /// parent may stop this chart meanwhile, which drops the rest.
    func flushParentOutbox() {
        let items = run.parentOutbox
        run.parentOutbox.removeAll()
        for item in items {
            if let event = item {
                run.parentSink?(event)
            } else if let finished = run.onFinish {
                run.onFinish = nil
                finished()
            }
        }
    }
}
