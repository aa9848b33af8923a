extension SessionRecorder {
    /// Records a router's route changes (a ``Router``'s or a ``NavigationRouter``'s): one `route`
    /// record per change, with the event (if one caused it), its cause, the routes left and
    /// entered, the stack edits and the clock's time.
    /// - Parameters:
    ///   - router: The router.
    ///   - source: The router's name in the session (distinct per recorder).
    ///   - clock: The clock whose time each record carries (`nil`: time 0).
    /// - Returns: The observation, for ``RouteChangeSource/removeObserver(_:)``.
    /// - Throws: ``SessionRecorderError/invalidSource(_:reason:)``.
    @MainActor
    @discardableResult
    public func record(
        _ router: some RouteChangeSource, as source: String, clock: (any StagehandClock)? = nil
    ) throws(SessionRecorderError) -> ObservationID {
        try claim(source)
        var step = 0
        return router.observe { change in
            self.emit(Self.routeLine(change, source: source, step: step, clock: clock))
            step += 1
        }
    }

    /// Records the statechart behind a navigation router, as ``record(_:as:clock:stateID:payload:)``
    /// records a chart: its definition, then one `step` record per macrostep, the router's moves
    /// (Back, fresh stacks, deep links) each starting a new segment `source#1`, `source#2`, ….
    ///
    /// Attach it before ``NavigationRouter/start(context:)`` to record start-up, or after
    /// ``NavigationRouter/restore(_:context:)`` to start at the restored configuration. Record the router
    /// itself too (``record(_:as:clock:)-(RouteChangeSource,_,_)``, under another name) for its route changes.
    /// - Parameters:
    ///   - router: The navigation router.
    ///   - source: The chart's name in the session (distinct per recorder).
    ///   - clock: The clock whose time each record carries; `nil` (the default) takes the chart's.
    ///   - stateID: The id of each route in the chart's SCXML.
    ///   - payload: A description of an event's payload; by default its `String(describing:)`
    ///     when that differs from its name, else none.
    /// - Throws: ``SessionRecorderError/invalidSource(_:reason:)``.
    ///
    /// The recording lasts as long as the router (its chart is not shared, so there is no
    /// observation to remove).
    @MainActor
    public func record<Route, Event, Context>(
        chartOf router: NavigationRouter<Route, Event, Context>, as source: String,
        clock: (any StagehandClock)? = nil, stateID: @escaping (Route) -> String = { String(describing: $0) },
        payload: @escaping (Event) -> String? = SessionRecorder.defaultPayload
    ) throws(SessionRecorderError) {
        try record(router.chart, as: source, clock: clock, stateID: stateID, payload: payload)
    }

    /// Claims `source`, then writes one `route` record per change `observe` reports.
    @MainActor
    static func routeLine<Route, Event, Context>(
        _ change: RouteChange<Route, Event, Context>, source: String, step: Int, clock: (any StagehandClock)?
    ) -> String {
        var line = SessionLine(kind: "route", source: source)
        line.add("step", int: step)
        line.add("time", int: time(clock))
        line.add("event", string: change.event.map { String(describing: $0) })
        line.add("cause", string: String(describing: change.cause))
        line.add("from", string: change.from.map { String(describing: $0) })
        line.add("to", string: String(describing: change.to))
        line.add("edits", strings: change.edits.map { String(describing: $0) })
        return line.line
    }
}
