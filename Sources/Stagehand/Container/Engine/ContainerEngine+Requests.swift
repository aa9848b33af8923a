/// Requests, the policy, and the choice of the next step.
extension ContainerEngine {
    /// The state the container ends at if nothing else is requested; `nil` before the first
    /// composition, so that even a request for the initial state composes it.
    private var effectiveTarget: State? {
        if let last = requests.last { return last.state }
        if let transitionStates { return transitionStates.to }
        return needsInitialComposition ? nil : currentState
    }

    /// Input: a request. It joins the transition or waiting request heading to its state, or
    /// waits as ``policy`` says; it runs in a later ``runNextStep(now:into:)``.
    /// - Parameters:
    ///   - request: The request.
    ///   - commands: Where the commands to perform are appended.
    mutating func request(_ request: PendingRequest<State>, into commands: inout [ContainerCommand]) {
        if sameState != nil, let target = effectiveTarget, isSame(request.state, target) {
            if !requests.isEmpty {
                requests.updateLast { $0.completions += request.completions }
            } else if case .transitioning(var flight) = phase {
                phase = .idle  // keeps the completions unique while they grow
                flight.completions += request.completions
                phase = .transitioning(flight)
            } else {
                settle(request, .alreadyShown, into: &commands)
            }
            return
        }
        switch policy {
        case .coalesce:
            if requests.count == 1, let dropped = requests.replaceLast(with: request) {
                settle(dropped, .superseded, into: &commands)
            } else {
                supersedePending(into: &commands)
                requests.append(request)
            }
        case .queue:
            requests.append(request)
        case .interrupt:
            supersedePending(into: &commands)
            requests.append(request)
            if flight != nil { finishAllAnimationsAtOnce(into: &commands) }
        }
    }

    /// Tells `request`'s completions (if it has any) how it was settled.
    func settle(_ request: PendingRequest<State>, _ outcome: TransitionOutcome, into commands: inout [ContainerCommand])
    {
        if !request.completions.isEmpty { commands.append(.settle(request.completions, outcome)) }
    }

    private mutating func supersedePending(into commands: inout [ContainerCommand]) {
        while let dropped = requests.popFirst() {
            settle(dropped, .superseded, into: &commands)
        }
    }

    /// Input: the shell has nothing else to feed. Runs one step of pending work if one can run
    /// now — the oldest waiting request, or the reveal of delayed children that became due.
    /// - Parameters:
    ///   - now: The clock's reading.
    ///   - commands: Where the commands to perform are appended.
    /// - Returns: Whether a step ran.
    mutating func runNextStep(now: Duration, into commands: inout [ContainerCommand]) -> Bool {
        self.now = now
        guard case .idle = phase, visibility == .onScreen || visibility == .offScreen else { return false }
        if !requests.isEmpty, runWaitingRequest(into: &commands) { return true }
        if antiFlicker.hasDueReveals {
            revealDueChildren(into: &commands)
            return true
        }
        return false
    }

    /// Runs the oldest waiting request, unless a minimum-visible hold keeps it waiting. Never
    /// inlined: its `State` values would make every ``runNextStep(now:into:)`` (one per input)
    /// look up generic metadata on entry.
    /// - Parameter commands: Where the commands to perform are appended.
    /// - Returns: Whether a request ran.
    @inline(never)
    private mutating func runWaitingRequest(into commands: inout [ContainerCommand]) -> Bool {
        if visibility == .onScreen, let deadline = antiFlicker.holdDeadline(), deadline > now {
            antiFlicker.scheduleHold(until: deadline, lastTimer: &nextTimer, now: now, into: &commands)
            return false
        }
        guard let request = requests.popFirst() else { return false }
        antiFlicker.cancelHold(into: &commands)
        if !needsInitialComposition, isSame(request.state, currentState) {
            settle(request, .alreadyShown, into: &commands)
        } else {
            execute(request, into: &commands)
        }
        return true
    }

    /// Input: a timer the engine scheduled fired. A reveal's child becomes due (it is revealed
    /// in the next step); a hold has ended. Timers cancelled or replaced meanwhile are ignored.
    /// - Parameter id: The timer's identifier.
    mutating func timerFired(_ id: UInt64) {
        antiFlicker.timerFired(id)
    }
}
