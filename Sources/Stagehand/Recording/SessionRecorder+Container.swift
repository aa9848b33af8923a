extension SessionRecorder {
    /// Records a container's lifecycle: one `container` record per ``StateContainerEvent``
    /// (transitions, containment and appearance steps, animations), with its description and
    /// the clock's time.
    /// - Parameters:
    ///   - container: The container.
    ///   - source: The container's name in the session (distinct per recorder).
    ///   - clock: The clock whose time each record carries (`nil`: time 0).
    /// - Returns: The observation, for ``StateContainer/removeObserver(_:)``.
    /// - Throws: ``SessionRecorderError/invalidSource(_:reason:)``.
    @MainActor
    @discardableResult
    public func record<State, Host>(
        _ container: StateContainer<State, Host>, as source: String, clock: (any StagehandClock)? = nil
    ) throws(SessionRecorderError) -> ObservationID {
        try claim(source)
        var step = 0
        return container.observe { event in
            var line = SessionLine(kind: "container", source: source)
            line.add("step", int: step)
            line.add("time", int: Self.time(clock))
            line.add("event", string: event.description)
            step += 1
            self.emit(line.line)
        }
    }
}
