extension Statechart {
    // MARK: Delayed sends

    @usableFromInline
    func scheduleSend(_ event: Event, after delay: Duration, id: String?) {
        if run.phase == .notStarted {
            // Actions run only once `start()` set the phase, which never returns to notStarted.
            preconditionFailure(
                "Statechart internal inconsistency: phase notStarted received a send of '\(event.name)' from an action")
        }
        guard delay > .zero else {
            run.externalQueue.append(event)
            if !run.observers.isEmpty { queueOrigin(.actionSend) }
            if !run.isProcessing && run.phase == .running { deliverFromClock() }
            return
        }
        scheduleOnClock(event, after: delay, id: id)
    }

    @usableFromInline
    func scheduleOnClock(_ event: Event, after delay: Duration, id: String?) {
        guard let clock else {
            onError?(.noClock(event: event.name))
            return
        }
        let sequence = run.nextSend
        run.nextSend += 1
        let timer = clock.schedule(after: delay) { [weak self] in
            self?.fireSend(sequence)
        }
        run.pendingSends[sequence] = PendingSend(event: event, id: id, deadline: timer.deadline, timer: timer)
        if let id { run.sendsByID[id, default: []].append(sequence) }
        if !run.observers.isEmpty { run.stepScheduled.append(ScheduledSend(event: event, id: id, delay: delay)) }
    }

    @usableFromInline
    func fireSend(_ sequence: Int) {
        guard let send = run.pendingSends.removeValue(forKey: sequence) else { return }
        if let id = send.id {
            run.sendsByID[id]?.removeAll { $0 == sequence }
            if run.sendsByID[id]?.isEmpty == true { run.sendsByID[id] = nil }
        }
        switch run.phase {
        case .notStarted:
            // Timers are scheduled by actions and by `restore`, which both leave notStarted behind.
            preconditionFailure(
                "Statechart internal inconsistency: phase notStarted received the delayed send of '\(send.event.name)'")
        case .finished:
            // A snapshot of a finished chart may carry pending sends; the machine has ended.
            return
        case .running:
            break
        }
        run.externalQueue.append(send.event)
        if !run.observers.isEmpty { queueOrigin(.delayedSend) }
        if !run.isProcessing { deliverFromClock() }
    }

    @usableFromInline
    func deliverFromClock() {
        precondition(
            run.phase == .running && !run.isProcessing,
            "Statechart internal inconsistency: phase \(run.phase)\(run.isProcessing ? " (processing)" : "") "
                + "received a delivery from the clock; only an idle running chart takes one")
        run.isProcessing = true
        do throws(StatechartError) {
            try drainExternalQueue(processed: 0)
        } catch {
            onError?(error)
        }
        run.isProcessing = false
        // A child chart that ran on its own (a timer, a result) tells its idle parent now.
        if !run.parentOutbox.isEmpty { flushParentOutbox() }
    }

    @usableFromInline
    func cancelSend(id: String) {
        if !run.observers.isEmpty { run.stepCancelled.append(id) }
        guard let sequences = run.sendsByID.removeValue(forKey: id) else { return }
        for sequence in sequences {
            run.pendingSends.removeValue(forKey: sequence)?.timer.cancel()
        }
    }

    @usableFromInline
    func cancelAllSends() {
        guard !run.pendingSends.isEmpty || !run.sendsByID.isEmpty else { return }
        for send in run.pendingSends.values { send.timer.cancel() }
        run.pendingSends.removeAll()
        run.sendsByID.removeAll()
    }
}

extension Statechart {
    // MARK: Origins of queued events (observed charts only)

    /// Notes where the event just put on the external queue came from. An event queued while
    /// the chart was not observed has no note and counts as the app's.
    @usableFromInline
    func queueOrigin(_ origin: MacrostepOrigin) {
        // Events queued before the first note came from the app.
        let unnoted = run.externalQueue.count - run.externalHead - 1 - (run.queuedOrigins.count - run.originHead)
        if unnoted > 0 { run.queuedOrigins.append(contentsOf: repeatElement(.external, count: unnoted)) }
        run.queuedOrigins.append(origin)
    }

    /// Takes the note of the event just taken from the external queue; the next macrostep
    /// reports it as its origin.
    @usableFromInline
    func takeOrigin() {
        run.nextOrigin = run.queuedOrigins[run.originHead]
        run.originHead += 1
        if run.originHead == run.queuedOrigins.count {
            run.queuedOrigins.removeAll(keepingCapacity: true)
            run.originHead = 0
        }
    }
}
