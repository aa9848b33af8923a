extension SessionRecorder {
    /// Records a chart: its definition now, then one `step` record per macrostep.
    ///
    /// Attach it before ``Statechart/start()`` to record start-up too; a chart that already runs
    /// (restored from a snapshot, say) is recorded from its current configuration (see below).
    /// Each step record holds
    /// the trigger (name, payload description, origin), the guards evaluated with their
    /// results, the transitions fired (index, source, signal), the states exited and entered,
    /// the resulting configuration (active atomic states in document order), whether the event
    /// was discarded, the delayed sends scheduled and cancelled, the events raised, the invocations started and
    /// ended since the previous step, and the clock's time.
    ///
    /// A ``NavigationRouter`` also moves its chart without an event (Back, a tab's fresh stack, a
    /// deep link): a move is a macrostep of its own, which `stagehand replay` cannot re-run by
    /// sending an event. Such a macrostep therefore starts a new segment of the source, named
    /// `source#1`, `source#2`, …: a `chart` record whose definition is the chart's, its initial
    /// states set to the configuration the move reached, then the move as that segment's start-up
    /// step (with `"resumes":"source"`, the segment it continues). Replay re-runs each segment from
    /// its start; history recorded before a move and delayed sends pending across it are not
    /// carried into the next segment (the configuration is). A chart recorded while it already
    /// runs starts the same way: its first record's definition starts at the current
    /// configuration, its start-up step has origin `start` and `"resumes":null`.
    /// - Parameters:
    ///   - chart: The chart.
    ///   - source: The chart's name in the session (distinct per recorder).
    ///   - clock: The clock whose time each record carries; `nil` (the default) takes the
    ///     chart's own clock (time 0 when it has none).
    ///   - stateID: The id of each state, as in ``Statechart/Definition/scxml(name:stateID:)``.
    ///   - payload: A description of an event's payload; by default its `String(describing:)`
    ///     when that differs from its name, else none.
    /// - Returns: The observation, for ``Statechart/removeObserver(_:)``.
    /// - Throws: ``SessionRecorderError/invalidSource(_:reason:)``.
    @discardableResult
    public func record<State, Event>(
        _ chart: Statechart<State, Event>, as source: String, clock: (any StagehandClock)? = nil,
        stateID: @escaping (State) -> String = { String(describing: $0) },
        payload: @escaping (Event) -> String? = SessionRecorder.defaultPayload
    ) throws(SessionRecorderError) -> ObservationID {
        try claim(source)
        let clock = clock ?? chart.clock
        var step = 0
        var segment = source
        var segments = 0
        var running = chart.runningInvocations
        // Whether the chart ran before: an event-less macrostep then is a router's move.
        var started = chart.isRunning || chart.isFinished
        if started {
            emitDefinition(of: chart, as: source, stateID: stateID, resumingAt: true)
            var line = SessionLine(kind: "step", source: source)
            line.add("step", int: 0)
            line.add("time", int: Self.time(clock))
            line.add("origin", string: MacrostepOrigin.start.rawValue)
            line.add("resumes", string: nil)
            line.add("event", raw: "null")
            line.add("discarded", bool: false)
            line.add("guards", raw: "[]")
            line.add("transitions", raw: "[]")
            line.add("exited", strings: [])
            line.add("entered", strings: chart.configuration.map(stateID))
            line.add("configuration", strings: chart.configuration.map(stateID))
            line.add("scheduled", raw: "[]")
            line.add("cancelled", strings: [])
            line.add("raised", strings: [])
            line.add("invocationsStarted", strings: running)
            line.add("invocationsEnded", strings: [])
            emit(line.line)
            step = 1
        } else {
            emitDefinition(of: chart, as: source, stateID: stateID, resumingAt: false)
        }
        return chart.observe { [weak chart] macrostep in
            guard let chart else { return }
            // Most steps run no invocation: skip building the lists then. The core reports a
            // macrostep before it starts the invocations of the states the step entered, so those
            // are read from what it is about to start, and count as running from this step on.
            let now = chart.run.running.isEmpty ? [] : chart.runningInvocations
            let starting = chart.run.invokePending.isEmpty ? [] : Self.startingInvocations(of: chart)
            let resumed: String?
            if macrostep.trigger == nil && started {
                resumed = segment
                segments += 1
                segment = source + "#" + String(segments)
                self.sources.insert(segment)
                self.emitDefinition(of: chart, as: segment, stateID: stateID, resumingAt: true)
                step = 0
            } else {
                resumed = nil
            }
            started = true
            var line = SessionLine(kind: "step", source: segment)
            line.add("step", int: step)
            line.add("time", int: Self.time(clock))
            line.add("origin", string: macrostep.origin.rawValue)
            if let resumed { line.add("resumes", string: resumed) }
            if let trigger = macrostep.trigger {
                line.add(
                    "event", raw: Self.event(name: Self.name(trigger), payload: Self.payload(trigger, payload)).line)
            } else {
                line.add("event", raw: "null")
            }
            let discarded =
                macrostep.trigger != nil && !macrostep.transitions.contains { $0.signal == macrostep.trigger }
            line.add("discarded", bool: discarded)
            line.add(
                "guards",
                raw: "[" + macrostep.guards.map { "[\($0.transition),\($0.holds)]" }.joined(separator: ",") + "]")
            line.add(
                "transitions",
                raw: "["
                    + macrostep.transitions.map { fired in
                        var item = SessionLine()
                        item.add("index", int: fired.index)
                        item.add("source", string: stateID(fired.source))
                        item.add("signal", string: fired.signal.map(Self.name))
                        return item.line
                    }.joined(separator: ",") + "]")
            line.add("exited", strings: macrostep.exited.map(stateID))
            line.add("entered", strings: macrostep.entered.map(stateID))
            line.add("configuration", strings: chart.configuration.map(stateID))
            line.add(
                "scheduled",
                raw: "["
                    + macrostep.scheduledSends.map { send in
                        var item = Self.event(name: send.event.name, payload: payload(send.event))
                        item.add("id", string: send.id)
                        item.add("delay", int: SessionLine.nanoseconds(send.delay))
                        return item.line
                    }.joined(separator: ",") + "]")
            line.add("cancelled", strings: macrostep.cancelledSends)
            line.add("raised", strings: macrostep.raisedEvents.map(\.name))
            if now == running && starting.isEmpty {
                line.add("invocationsStarted", strings: [])
                line.add("invocationsEnded", strings: [])
            } else {
                let nowSet = Set(now)
                let runningSet = Set(running)
                line.add("invocationsStarted", strings: now.filter { !runningSet.contains($0) } + starting)
                line.add("invocationsEnded", strings: running.filter { !nowSet.contains($0) })
            }
            running = now + starting
            step += 1
            self.emit(line.line)
        }
    }

    /// The identifiers of the invocations the chart starts when the macrostep it is reporting
    /// ends: those of the states the step entered that are still active, in entry (document)
    /// order, as the core's `startPendingInvocations` starts them. (One the core then cannot
    /// start, for want of an invoker or past the invocation depth, is recorded as ended by the
    /// next step.)
    static func startingInvocations<State, Event>(of chart: Statechart<State, Event>) -> [String] {
        guard chart.isRunning else { return [] }
        var ids: [String] = []
        var previous = -1
        for state in chart.run.invokePending.sorted() where state != previous {
            previous = state
            guard chart.isActiveState(state) else { continue }
            ids += chart.program.table.invocations[state].map(\.id)
        }
        return ids
    }

    /// Writes a `chart` record for `source`: the chart's SCXML, its initial states set to the
    /// current configuration when `resumingAt` (each active compound state, and the document,
    /// starts at its active child).
    private func emitDefinition<State, Event>(
        of chart: Statechart<State, Event>, as source: String, stateID: @escaping (State) -> String,
        resumingAt resuming: Bool
    ) {
        var table = chart.program.table
        if resuming {
            for state in table.states.indices where chart.isActiveState(state) {
                guard table.kinds[state] == .root || table.kinds[state] == .compound,
                    let child = table.children[state].first(where: chart.isActiveState)
                else { continue }
                table.defaultTargets[state] = [child]
            }
        }
        var writer = StatechartSCXMLWriter(table: table, stateID: stateID)
        var header = SessionLine(kind: "chart", source: source)
        header.add("format", string: "scxml")
        header.add("definition", string: writer.document(name: source))
        emit(header.line)
    }

    /// The default payload description: `String(describing:)` of the event when it says more
    /// than its name, else none.
    /// - Parameter event: The event.
    /// - Returns: The description, or `nil`.
    @usableFromInline package static func defaultPayload<Event: StatechartEvent>(_ event: Event) -> String? {
        let text = String(describing: event)
        return text == event.name ? nil : text
    }

    static func event(name: String, payload: String?) -> SessionLine {
        var event = SessionLine()
        event.add("name", string: name)
        if let payload { event.add("payload", string: payload) }
        return event
    }

    static func name<State, Event>(_ signal: Statechart<State, Event>.Signal) -> String {
        switch signal {
        case .event(let event): event.name
        case .done(let state): "done.state." + String(describing: state)
        }
    }

    static func payload<State, Event>(
        _ signal: Statechart<State, Event>.Signal, _ describe: (Event) -> String?
    ) -> String? {
        if case .event(let event) = signal { return describe(event) }
        return nil
    }
}
