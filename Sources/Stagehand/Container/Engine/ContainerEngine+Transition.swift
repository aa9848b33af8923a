/// A transition, from its begin to its end, and the delayed reveal of held-back children.
extension ContainerEngine {
    /// Begins the transition of `request`: finishes what still animates, drops pending reveals,
    /// and asks the shell to begin (``ContainerCommand/beginTransition(animated:)``).
    mutating func execute(_ request: PendingRequest<State>, into commands: inout [ContainerCommand]) {
        let animated = request.animated && visibility == .onScreen
        finishAllAnimationsAtOnce(into: &commands)
        antiFlicker.cancelReveals(into: &commands)
        needsInitialComposition = false
        transitionStates = (from: currentState, to: request.state)
        phase = .beginning(
            ContainerFlight(animated: animated, requestedAnimation: request.animated, completions: request.completions))
        commands.append(.beginTransition(animated: animated))
    }

    /// Answer: `willTransition` has been called. The new state becomes current, and its children
    /// are asked for (``ContainerCommand/askChildren``).
    /// - Parameter commands: Where the commands to perform are appended.
    mutating func transitionBegan(into commands: inout [ContainerCommand]) {
        guard case .beginning(let flight) = phase, let states = transitionStates else { return }
        currentState = states.to
        phase = .awaitingChildren(flight)
        commands.append(.askChildren)
    }

    /// Answer: the children of the new state, bottom first. The plan compares them, by identity,
    /// with what is shown — the attached children of the previous state and those still held on
    /// screen for a reveal that never came — and asks for the arriving ones' transitions.
    /// - Parameters:
    ///   - proposed: The delegate's list; a child listed twice counts once, at its first position.
    ///   - commands: Where the commands to perform are appended.
    mutating func childrenSupplied<Child: AnyObject>(_ proposed: [Child], into commands: inout [ContainerCommand]) {
        guard case .awaitingChildren(let flight) = phase else { return }
        var next: [AnyObject] = []
        next.reserveCapacity(proposed.count)
        var nextIDs = ChildTable<Void>(minimumCapacity: proposed.count)
        for child in proposed where nextIDs.insertIfAbsent((), forKey: ObjectIdentifier(child)) { next.append(child) }
        var leaving: [ContainerChildRecord] = []
        for object in order {
            let id = ObjectIdentifier(object)
            if nextIDs[id] == nil, let record = records[id] { leaving.append(record) }
        }
        for object in heldLeaving {
            guard let record = records[ObjectIdentifier(object)] else { continue }
            if nextIDs[ObjectIdentifier(object)] != nil {
                record.phase = .present
            } else {
                leaving.append(record)
            }
        }
        heldLeaving.removeAll()
        var arriving: [AnyObject] = []
        for object in next where records[ObjectIdentifier(object)] == nil { arriving.append(object) }
        let plan = ContainerPlan(next: next, leaving: leaving, arriving: arriving, onScreen: visibility == .onScreen)
        if arriving.isEmpty {
            arrivalsDescribed(flight, plan, [], into: &commands)
        } else {
            phase = .awaitingArrivals(flight, plan)
            commands.append(.askTransitions(arriving, appearing: true))
        }
    }

    /// Answer: the transitions asked for by the last ``ContainerCommand/askTransitions(_:appearing:)``,
    /// one per child, in its order.
    /// - Parameters:
    ///   - transitions: The transitions.
    ///   - commands: Where the commands to perform are appended.
    mutating func transitionsSupplied(_ transitions: [ChildTransition], into commands: inout [ContainerCommand]) {
        switch phase {
        case .awaitingArrivals(let flight, let plan):
            arrivalsDescribed(flight, plan, transitions, into: &commands)
        case .awaitingDepartures(let flight, let move):
            apply(move, of: flight, departures: transitions, into: &commands)
        default:
            return
        }
    }

    /// The plan with the arriving children's transitions: a child with a show delay is held back
    /// (only on screen: off screen, including the first composition, nothing is seen yet, so the
    /// container appears already showing it), and while any is, the leaving children stay on
    /// screen, untouched, until the reveal.
    private mutating func arrivalsDescribed(
        _ flight: ContainerFlight, _ plan: ContainerPlan, _ transitions: [ChildTransition],
        into commands: inout [ContainerCommand]
    ) {
        var arriving: [ContainerChildRecord] = []
        var arrivingTransitions: [ChildTransition] = []
        arriving.reserveCapacity(plan.arriving.count)
        arrivingTransitions.reserveCapacity(plan.arriving.count)
        for (index, object) in plan.arriving.enumerated() {
            let transition = index < transitions.count ? transitions[index] : .fade
            if plan.onScreen, transition.showDelay > .zero {
                nextTimer += 1
                antiFlicker.holdBack(
                    PendingReveal(
                        child: object, transition: transition, animated: flight.requestedAnimation, timer: nextTimer))
                commands.append(.scheduleTimer(nextTimer, after: transition.showDelay))
            } else {
                let record = ContainerChildRecord(
                    child: object, minimumVisibleDuration: transition.minimumVisibleDuration)
                arriving.append(record)
                arrivingTransitions.append(transition)
            }
        }
        order = plan.next
        var leaving = plan.leaving
        if antiFlicker.hasPendingReveals, !leaving.isEmpty {
            for record in leaving { record.phase = .heldForReveal }
            heldLeaving = leaving.map { $0.child }
            leaving.removeAll()
        }
        // (Every fading-out view was removed when `finishAllAnimationsAtOnce` ended its animation.)
        let move = ContainerMove(
            departing: leaving, arriving: arriving, arrivingTransitions: arrivingTransitions,
            animated: flight.animated, onScreen: plan.onScreen)
        prepare(move, of: flight, into: &commands)
    }

    /// Asks for the transitions of the children leaving with animation, or moves at once.
    private mutating func prepare(
        _ move: ContainerMove, of flight: ContainerFlight?, into commands: inout [ContainerCommand]
    ) {
        if move.animated, !move.departing.isEmpty {
            phase = .awaitingDepartures(flight, move)
            commands.append(.askTransitions(move.departing.map { $0.child }, appearing: false))
        } else {
            apply(move, of: flight, departures: [], into: &commands)
        }
    }

    /// One step's lifecycle: will-detach and will-disappear for the departing children, attach
    /// and will-appear for the arriving ones, the new view order (arriving views below leaving
    /// ones), then their animations — or, without animation, the did-calls at once. A transition
    /// without animations left ends here.
    private mutating func apply(
        _ move: ContainerMove, of flight: ContainerFlight?, departures: [ChildTransition],
        into commands: inout [ContainerCommand]
    ) {
        if var flight {
            if flight.animated { flight.remainingAnimations = move.arriving.count + move.departing.count }
            phase = .transitioning(flight)
        } else {
            phase = .idle
        }
        let animated = move.animated
        for record in move.departing {
            commands.append(.willDetach(record.child))
            record.phase = .leaving
            record.visibleSince = nil
            beginDisappearing(record, animated: animated, into: &commands)
        }
        for record in move.arriving {
            commands.append(.attach(record.child))
            records[ObjectIdentifier(record.child)] = record
            antiFlicker.track(record)
            if move.onScreen { beginAppearing(record, animated: animated, into: &commands) }
        }
        if animated {
            for record in move.departing { leaving.append(record.child) }
            commands.append(.arrangeViews(shownInOrder()))
            for (record, transition) in zip(move.arriving, move.arrivingTransitions) {
                startAnimation(of: record, isAppearing: true, transition: transition, into: &commands)
            }
            for (index, record) in move.departing.enumerated() {
                let transition = index < departures.count ? departures[index] : .fade
                startAnimation(of: record, isAppearing: false, transition: transition, into: &commands)
            }
        } else {
            commands.append(.arrangeViews(shownInOrder()))
            for record in move.departing {
                records[ObjectIdentifier(record.child)] = nil
                finishLeaving(record, animated: false, into: &commands)
            }
            for record in move.arriving { finishArriving(record, animated: false, into: &commands) }
        }
        if let flight, !flight.animated || move.arriving.isEmpty && move.departing.isEmpty {
            endFlight(into: &commands)
        }
    }

    /// Ends the running transition: `didTransition`, then its completions. A will-appear being
    /// composed goes on with its next transition.
    mutating func endFlight(into commands: inout [ContainerCommand]) {
        guard let ended = flight else { return }
        phase = .idle
        endedTransition = transitionStates
        transitionStates = nil
        commands.append(.endTransition(animated: ended.animated))
        if !ended.completions.isEmpty { commands.append(.settle(ended.completions, .shown)) }
        if composition != nil { continueComposition(into: &commands) }
    }

    /// Reveals the held-back children whose delay has elapsed and, in the same step, lets the
    /// children held on screen for them leave: a cross-fade like a transition's, arriving views
    /// below leaving ones, but not a transition (no `willTransition`/`didTransition`).
    mutating func revealDueChildren(into commands: inout [ContainerCommand]) {
        let onScreen = visibility == .onScreen
        var due: [ContainerChildRecord] = []
        var dueTransitions: [ChildTransition] = []
        var requestedAnimation = false
        for object in order {
            guard let reveal = antiFlicker.takeDueReveal(of: ObjectIdentifier(object)) else { continue }
            let record = ContainerChildRecord(
                child: object, minimumVisibleDuration: reveal.transition.minimumVisibleDuration)
            due.append(record)
            dueTransitions.append(reveal.transition)
            if reveal.animated { requestedAnimation = true }
        }
        var departing: [ContainerChildRecord] = []
        for object in heldLeaving {
            if let record = records[ObjectIdentifier(object)] { departing.append(record) }
        }
        heldLeaving.removeAll()
        let move = ContainerMove(
            departing: departing, arriving: due, arrivingTransitions: dueTransitions,
            animated: requestedAnimation && onScreen, onScreen: onScreen)
        prepare(move, of: nil, into: &commands)
    }
}
