/// The anti-flicker bookkeeping of a ``ContainerEngine``: arriving children held back by their
/// show delay until a timer makes them due (*reveals*), and the children with a minimum visible
/// duration that keep the next transition waiting until it has passed (*holds*).
///
/// It decides nothing about the transition itself; the engine asks it what is due, schedules
/// and cancels its timers through it, and keeps its own phase. Every operation is O(1) per
/// child except listing what is due or held, which walks only the children concerned.
struct ContainerAntiFlicker {
    /// The arriving children held back by their show delay.
    private var reveals: [ObjectIdentifier: PendingReveal] = [:]
    /// The child each reveal timer makes due.
    private var revealTimers: [UInt64: ObjectIdentifier] = [:]
    /// How many of `reveals` are due (so a step need not scan them all).
    private var dueReveals = 0
    /// The attached records with a minimum visible duration, the only ones a hold can come from
    /// (so a step waiting for a hold need not scan every child).
    private var holdingRecords: [ObjectIdentifier: ContainerChildRecord] = [:]
    /// The scheduled timer that ends a minimum-visible hold, and its deadline.
    private var holdTimer: (id: UInt64, deadline: Duration)?

    /// Whether nothing waits: no reveal pending, no hold timer scheduled.
    var isIdle: Bool { reveals.isEmpty && holdTimer == nil }

    /// Whether some arriving child is held back for a reveal.
    var hasPendingReveals: Bool { !reveals.isEmpty }

    /// Whether some held-back child's delay has elapsed.
    var hasDueReveals: Bool { dueReveals > 0 }

    // MARK: Reveals

    /// Holds `reveal`'s child back until its timer fires.
    mutating func holdBack(_ reveal: PendingReveal) {
        let id = ObjectIdentifier(reveal.child)
        reveals[id] = reveal
        revealTimers[reveal.timer] = id
    }

    /// Takes the reveal of `child` if it is due: the child is no longer held back.
    /// - Parameter child: A child of the current state.
    /// - Returns: Its reveal, or `nil` when it is not held back or not due yet.
    mutating func takeDueReveal(of child: ObjectIdentifier) -> PendingReveal? {
        guard let reveal = reveals[child], reveal.isDue else { return nil }
        reveals[child] = nil
        dueReveals -= 1
        return reveal
    }

    /// Cancels every pending reveal (its child never appears) and its timer.
    /// - Parameter commands: Where the timer cancellations are appended, in timer order.
    mutating func cancelReveals(into commands: inout [ContainerCommand]) {
        guard !reveals.isEmpty else { return }
        for timer in revealTimers.keys.sorted() { commands.append(.cancelTimer(timer)) }
        revealTimers.removeAll()
        reveals.removeAll()
        dueReveals = 0
    }

    // MARK: Holds

    /// Tracks an attached record whose minimum visible duration may hold the next transition.
    /// - Parameter record: The record; tracked only when it has a minimum visible duration.
    mutating func track(_ record: ContainerChildRecord) {
        if record.minimumVisibleDuration > .zero { holdingRecords[ObjectIdentifier(record.child)] = record }
    }

    /// Stops tracking a detached record.
    /// - Parameter record: The record.
    mutating func untrack(_ record: ContainerChildRecord) {
        if record.minimumVisibleDuration > .zero { holdingRecords[ObjectIdentifier(record.child)] = nil }
    }

    /// When the last minimum-visible hold ends: the latest end of a tracked child of the state
    /// shown (present or arriving) that has become visible; `nil` when none holds.
    func holdDeadline() -> Duration? {
        var deadline: Duration?
        for record in holdingRecords.values {
            // Children that already left the state (leaving, or held until a reveal) hold nothing.
            guard record.phase == .present || record.phase == .arriving else { continue }
            guard let since = record.visibleSince else { continue }
            let end = since + record.minimumVisibleDuration
            if deadline.map({ end > $0 }) ?? true { deadline = end }
        }
        return deadline
    }

    /// Schedules the hold timer for `deadline`, replacing one for another deadline.
    /// - Parameters:
    ///   - deadline: When the hold ends.
    ///   - lastTimer: The last timer identifier handed out; a new timer takes the next one.
    ///   - now: The clock's reading.
    ///   - commands: Where the timer commands are appended.
    mutating func scheduleHold(
        until deadline: Duration, lastTimer: inout UInt64, now: Duration, into commands: inout [ContainerCommand]
    ) {
        if let holdTimer, holdTimer.deadline == deadline { return }
        cancelHold(into: &commands)
        lastTimer += 1
        holdTimer = (lastTimer, deadline)
        commands.append(.scheduleTimer(lastTimer, after: deadline - now))
    }

    /// Cancels the hold timer, if one is scheduled.
    /// - Parameter commands: Where the cancellation is appended.
    mutating func cancelHold(into commands: inout [ContainerCommand]) {
        guard let hold = holdTimer else { return }
        holdTimer = nil
        commands.append(.cancelTimer(hold.id))
    }

    // MARK: Timers

    /// A timer fired: a hold has ended, or a held-back child became due. Timers cancelled or
    /// replaced meanwhile are ignored.
    /// - Parameter id: The timer's identifier.
    mutating func timerFired(_ id: UInt64) {
        if let hold = holdTimer, hold.id == id {
            holdTimer = nil
        } else if let child = revealTimers.removeValue(forKey: id), let reveal = reveals[child], !reveal.isDue {
            reveals[child]?.isDue = true
            dueReveals += 1
        }
    }
}
