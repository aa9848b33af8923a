extension SessionRecorder {
    /// Records a flat machine: its definition (the JSON the `stagehand` command reads) now, then
    /// one `step` record per transition it takes (start-up included), with the event, the states
    /// left and entered, the resulting state and the clock's time.
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
    ) throws(SessionRecorderError) -> StateMachine<State, Event>.HandlerID {
        guard let definition = machine.definition else { throw .machineWithoutDefinition(source: source) }
        try claim(source)
        var header = SessionLine(kind: "machine", source: source)
        header.add("format", string: "json")
        header.add("definition", string: definition.description.jsonText())
        emit(header.line)
        var step = 0
        return machine.observe { transition in
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
    }
}
