// Observers of a chart's macrosteps: registering, removing, and the report each one receives.

extension Statechart {
    /// Registers an observer called after every macrostep (start-up included) with the states
    /// it exited and entered, in order.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping (Macrostep) -> Void) -> ObservationID {
        ObservationID(raw: run.observers.add(handler))
    }

    /// Removes an observer; an unknown identifier does nothing.
    /// - Parameter id: The identifier ``observe(_:)`` returned.
    public func removeObserver(_ id: ObservationID) {
        run.observers.remove(id.raw)
        if run.observers.isEmpty {
            run.stepExited.removeAll()
            run.stepEntered.removeAll()
            run.stepFired.removeAll()
            run.stepGuards.removeAll()
            run.stepScheduled.removeAll()
            run.stepCancelled.removeAll()
            run.stepRaised.removeAll()
        }
    }

    @usableFromInline
    @_specialize(exported:true,where State == String, Event == String)  // See `start()`.
    func reportMacrostep() {
        let fired = run.stepFired.map { fired in
            let source = program.topology.transitionSource[fired.transition]
            return FiredTransition(
                source: program.table.states[source]!, index: fired.transition,
                indexInSource: fired.transition - program.topology.transitionStart[source], signal: fired.signal)
        }
        let step = Macrostep(
            trigger: run.stepTrigger, exited: program.table.states(at: run.stepExited),
            entered: program.table.states(at: run.stepEntered), transitions: fired, origin: run.stepOrigin,
            guards: run.stepGuards, scheduledSends: run.stepScheduled, cancelledSends: run.stepCancelled,
            raisedEvents: run.stepRaised)
        run.observers.forEach { $0(step) }
    }
}
