extension SessionRecorder {
    /// Records a flat machine: its definition (the JSON the `stagehand` command reads) now, then
    /// one `step` record per transition it takes (start-up included), with the event, the states
    /// left and entered, the resulting state and the clock's time, and one `rejection` record per
    /// event it does not take (thrown, ignored or reported alike), with the event, the state it
    /// stays in, the reason (`notAllowed`, `guardRejected`, `notStarted`) and the events the
    /// state allows:
    ///
    /// `{"kind":"rejection","source":"door","time":0,"event":{"name":"lock"},"state":"open",`
    /// `"reason":"notAllowed","allowed":["close"]}`
    ///
    /// A rejection changes nothing, so `stagehand replay` skips these records, as it skips a
    /// chart's discarded events' effects; they show what the user tried.
    ///
    /// States and events are named by `String(describing:)`, as in the machine's JSON export.
    /// - Parameters:
    ///   - machine: The machine, built from rules.
    ///   - source: The machine's name in the session (distinct per recorder).
    ///   - clock: The clock whose time each record carries (`nil`: time 0).
    /// - Returns: The handler, for ``StateMachine/removeHandler(_:)``.
    /// - Throws: ``SessionRecorderError/invalidSource(_:reason:)`` or
    ///   ``SessionRecorderError/machineWithoutDefinition(source:)``.
    @discardableResult
    public func record<State, Event>(
        _ machine: StateMachine<State, Event>, as source: String, clock: (any StagehandClock)? = nil
    ) throws(SessionRecorderError) -> ObservationID {
        guard let definition = machine.definition else { throw .machineWithoutDefinition(source: source) }
        try claim(source)
        var header = SessionLine(kind: "machine", source: source)
        header.add("format", string: "json")
        header.add("definition", string: definition.description.jsonText())
        emit(header.line)
        var step = 0
        let id = machine.observe { transition in
            var line = SessionLine(kind: "step", source: source)
            line.add("step", int: step)
            line.add("time", int: Self.time(clock))
            line.add("origin", string: transition.event == nil ? "start" : "external")
            if let event = transition.event {
                line.add("event", raw: Self.event(name: String(describing: event), payload: nil).line)
            } else {
                line.add("event", raw: "null")
            }
            line.add("discarded", bool: false)
            line.add("exited", strings: transition.from.map { [String(describing: $0)] } ?? [])
            line.add("entered", strings: [String(describing: transition.to)])
            line.add("configuration", strings: [String(describing: transition.to)])
            step += 1
            self.emit(line.line)
        }
        machine.observeRejections(as: id) { rejection in
            var line = SessionLine(kind: "rejection", source: source)
            line.add("time", int: Self.time(clock))
            line.add("event", raw: Self.event(name: String(describing: rejection.event), payload: nil).line)
            line.add("state", string: String(describing: rejection.state))
            line.add("reason", string: String(describing: rejection.reason))
            line.add("allowed", strings: rejection.allowedEvents.map { String(describing: $0) })
            self.emit(line.line)
        }
        return id
    }
}
