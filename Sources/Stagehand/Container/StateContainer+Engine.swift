/// The engine's run loop: every input goes through the inbox, one at a time, and pending work
/// (requests, reveals) runs one step at a time whenever the inbox is empty. Nothing nests.
extension StateContainer {
    /// Adds an input and, unless the engine is already working, processes inputs and pending work
    /// until nothing is left that can run now.
    func submit(_ input: ContainerInput) {
        inbox.append(input)
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        drain()
    }

    /// Accepts a request: at once when the engine is idle (the common case, without a trip
    /// through the inbox), otherwise after the current step.
    @usableFromInline
    func submit(_ request: PendingRequest<State>) {
        guard !isDraining else {
            incoming.append(request)
            inbox.append(.request)
            return
        }
        isDraining = true
        defer { isDraining = false }
        accept(request)
        drain()
    }

    private func drain() {
        while true {
            if let next = inbox.popFirst() {
                if case .animationEnded(let token) = next {
                    guard case .animationEnded? = inbox.first else {
                        animationEnded(token)  // the common case: a toolkit ends one animation
                        continue
                    }
                    var tokens = [token]
                    while case .animationEnded(let more)? = inbox.first {
                        tokens.append(more)
                        _ = inbox.popFirst()
                    }
                    animationsEnded(tokens)
                } else {
                    handle(next)
                }
            } else if !runNextStep() {
                break
            }
        }
    }

    private func handle(_ input: ContainerInput) {
        switch input {
        case .request:
            if let request = incoming.popFirst() { accept(request) }
        case .appearance(let call, let animated):
            applyAppearance(call, animated: animated)
        case .animationEnded(let token):
            animationEnded(token)
        case .revealDue(let id, let timer):
            if let reveal = reveals[id], reveal.timer === timer, !reveal.isDue {
                reveals[id]?.isDue = true
                dueReveals += 1
            }
        case .holdElapsed:
            holdTimer = nil
        }
    }

    // MARK: Requests

    /// The state the container ends at if nothing else is requested; `nil` before the first
    /// composition, so that even a request for the initial state composes it.
    private var effectiveTarget: State? {
        if let last = requests.last { return last.state }
        if let flightStates { return flightStates.to }
        return needsInitialComposition ? nil : currentState
    }

    private func accept(_ request: PendingRequest<State>) {
        if sameState != nil, let target = effectiveTarget, isSame(request.state, target) {
            if !requests.isEmpty {
                requests.updateLast { $0.completions += request.completions }
            } else if let flight {
                flight.completions += request.completions
            } else {
                settle(request, .alreadyShown)
            }
            return
        }
        switch policy {
        case .coalesce:
            if requests.count == 1, let dropped = requests.replaceLast(with: request) {
                settle(dropped, .superseded)
            } else {
                supersedePending()
                requests.append(request)
            }
        case .queue:
            requests.append(request)
        case .interrupt:
            supersedePending()
            requests.append(request)
            if flight != nil { finishAllAnimationsAtOnce() }
        }
    }

    /// Tells `request`'s completions (if it has any) how it was settled.
    private func settle(_ request: PendingRequest<State>, _ outcome: TransitionOutcome) {
        if !request.completions.isEmpty { perform(.settle(request.completions, outcome)) }
    }

    private func supersedePending() {
        while let dropped = requests.popFirst() {
            settle(dropped, .superseded)
        }
    }

    /// Runs one step of pending work if one can run now.
    /// - Returns: Whether a step ran.
    private func runNextStep() -> Bool {
        guard flight == nil, visibility == .onScreen || visibility == .offScreen else { return false }
        if !requests.isEmpty {
            if visibility == .onScreen, let deadline = holdDeadline(), deadline > clock.now {
                scheduleHold(until: deadline)
            } else if let request = requests.popFirst() {
                holdTimer?.cancel()
                holdTimer = nil
                if !needsInitialComposition, isSame(request.state, currentState) {
                    settle(request, .alreadyShown)
                } else {
                    execute(request)
                }
                return true
            }
        }
        if dueReveals > 0 {
            revealDueChildren()
            return true
        }
        return false
    }

    // MARK: Anti-flicker

    private func holdDeadline() -> Duration? {
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

    private func scheduleHold(until deadline: Duration) {
        if let holdTimer, holdTimer.isPending, holdTimer.deadline == deadline { return }
        holdTimer?.cancel()
        holdTimer = clock.schedule(after: deadline - clock.now) { [weak self] in
            self?.submit(.holdElapsed)
        }
    }

    private func cancelReveals() {
        for reveal in reveals.values { reveal.timer.cancel() }
        reveals.removeAll()
        dueReveals = 0
    }

    private func submitRevealDue(_ id: ObjectIdentifier) {
        guard let timer = reveals[id]?.timer else { return }
        submit(.revealDue(id, timer: timer))
    }

    // MARK: Transitions

    private func execute(_ request: PendingRequest<State>) {
        let onScreen = visibility == .onScreen
        let animated = request.animated && onScreen
        finishAllAnimationsAtOnce()
        cancelReveals()
        needsInitialComposition = false
        let flight = ContainerFlight(animated: animated, completions: request.completions)
        self.flight = flight
        flightStates = (from: currentState, to: request.state)
        performWillTransition(to: request.state, animated: animated)
        currentState = request.state

        // Plan: dedupe the new list, then split it against what is shown: the attached children of
        // the previous state and those still held on screen for a reveal that never came.
        let proposed = delegate?.children(for: request.state) ?? []
        var next: [AnyObject] = []
        next.reserveCapacity(proposed.count)
        var nextIDs = Set<ObjectIdentifier>(minimumCapacity: proposed.count)
        for child in proposed where nextIDs.insert(ObjectIdentifier(child)).inserted { next.append(child) }
        var leaving: [ContainerChildRecord] = []
        for object in order {
            let id = ObjectIdentifier(object)
            if !nextIDs.contains(id), let record = records[id] { leaving.append(record) }
        }
        for object in heldLeaving {
            guard let record = records[ObjectIdentifier(object)] else { continue }
            if nextIDs.contains(ObjectIdentifier(object)) {
                record.phase = .present
            } else {
                leaving.append(record)
            }
        }
        heldLeaving.removeAll()
        var arriving: [(record: ContainerChildRecord, transition: ChildTransition)] = []
        for object in next {
            let id = ObjectIdentifier(object)
            guard records[id] == nil else { continue }
            let transition = describeTransition(of: typed(object), isAppearing: true)
            // A show delay holds a child back only while it would replace something on screen:
            // off screen (including the first composition) nothing is seen yet, so the container
            // appears already showing it.
            if onScreen, transition.showDelay > .zero {
                let timer = clock.schedule(after: transition.showDelay) { [weak self, id] in
                    self?.submitRevealDue(id)
                }
                reveals[id] = PendingReveal(
                    child: object, transition: transition, animated: request.animated, timer: timer)
            } else {
                let record = ContainerChildRecord(
                    child: object, minimumVisibleDuration: transition.minimumVisibleDuration)
                arriving.append((record, transition))
            }
        }
        order = next

        // Arrivals held back: the leaving children stay on screen, untouched, until the reveal.
        if !reveals.isEmpty, !leaving.isEmpty {
            for record in leaving { record.phase = .heldForReveal }
            heldLeaving = leaving.map(\.child)
            leaving.removeAll()
        }

        // (Every fading-out view was removed when `finishAllAnimationsAtOnce` ended its animation.)
        if animated { flight.remainingAnimations = arriving.count + leaving.count }
        move(departing: leaving, arriving: arriving, animated: animated, onScreen: onScreen)
        if !animated || flight.remainingAnimations == 0 { endFlight() }
    }

    /// One step's lifecycle: will-detach and will-disappear for `departing`, attach and
    /// will-appear for `arriving`, the new view order (arriving views below leaving ones), then
    /// their animations — or, without animation, the did-calls at once.
    private func move(
        departing: [ContainerChildRecord], arriving: [(record: ContainerChildRecord, transition: ChildTransition)],
        animated: Bool, onScreen: Bool
    ) {
        for record in departing {
            perform(.willDetach(record.child))
            record.phase = .leaving
            record.visibleSince = nil
            beginDisappearing(record, animated: animated)
        }
        for (record, _) in arriving {
            perform(.attach(record.child))
            records[ObjectIdentifier(record.child)] = record
            if record.minimumVisibleDuration > .zero { holdingRecords[ObjectIdentifier(record.child)] = record }
            if onScreen { beginAppearing(record, animated: animated) }
        }
        if animated {
            for record in departing { leaving.append(record.child) }
            performArrange(shownInOrder())
            for (record, transition) in arriving {
                startAnimation(of: record, isAppearing: true, transition: transition)
            }
            for record in departing {
                let transition = describeTransition(of: typed(record.child), isAppearing: false)
                startAnimation(of: record, isAppearing: false, transition: transition)
            }
        } else {
            performArrange(shownInOrder())
            for record in departing { finishLeaving(record, animated: false) }
            for (record, _) in arriving { finishArriving(record, animated: false) }
        }
    }

    private func endFlight() {
        guard let ended = flight, let states = flightStates else { return }
        flight = nil
        flightStates = nil
        performDidTransition(from: states.from, to: states.to, animated: ended.animated)
        if !ended.completions.isEmpty { perform(.settle(ended.completions, .shown)) }
    }

    /// Reveals the held-back children whose delay has elapsed and, in the same step, lets the
    /// children held on screen for them leave: a cross-fade like a transition's, arriving views
    /// below leaving ones, but not a transition (no `willTransition`/`didTransition`).
    private func revealDueChildren() {
        let onScreen = visibility == .onScreen
        var due: [(record: ContainerChildRecord, transition: ChildTransition)] = []
        var requestedAnimation = false
        for object in order {
            let id = ObjectIdentifier(object)
            guard let reveal = reveals[id], reveal.isDue else { continue }
            reveals[id] = nil
            dueReveals -= 1
            let record = ContainerChildRecord(
                child: object, minimumVisibleDuration: reveal.transition.minimumVisibleDuration)
            due.append((record, reveal.transition))
            if reveal.animated { requestedAnimation = true }
        }
        let animated = requestedAnimation && onScreen
        var departing: [ContainerChildRecord] = []
        for object in heldLeaving {
            if let record = records[ObjectIdentifier(object)] { departing.append(record) }
        }
        heldLeaving.removeAll()

        move(departing: departing, arriving: due, animated: animated, onScreen: onScreen)
    }

    // MARK: Animations

    /// Starts one animation; it belongs to the running transition when there is one (a reveal
    /// runs only while no transition does).
    private func startAnimation(of record: ContainerChildRecord, isAppearing: Bool, transition: ChildTransition) {
        nextToken += 1
        let token = AnimationToken(rawValue: nextToken)
        animations[token] = InFlightAnimation(
            id: ObjectIdentifier(record.child), isAppearing: isAppearing, belongsToTransition: flight != nil)
        let animation = ChildAnimation(
            token: token, child: typed(record.child), isAppearing: isAppearing, transition: transition)
        performStart(animation)
    }

    /// Finishes every in-flight animation at once (interrupt, disappearance, a new transition).
    func finishAllAnimationsAtOnce() {
        guard !animations.isEmpty else { return }
        let tokens = animations.keys.sorted { $0.rawValue < $1.rawValue }
        for token in tokens { perform(.finishAnimation(token)) }
        animationsEnded(tokens)
    }

    /// Completes the children whose animations ended; completions of unknown tokens are stale and
    /// ignored. Leaving children ended together lose their views in one
    /// ``StateContainerHost/removeViews(of:remaining:)``, bottom first.
    ///
    /// The work is proportional to the animations ended (plus what the host does), never to all
    /// children, so the animations of a transition may end one by one in linear time overall.
    private func animationsEnded(_ tokens: [AnimationToken]) {
        var ended: [InFlightAnimation] = []
        for token in tokens {
            guard let animation = animations.removeValue(forKey: token) else { continue }
            ended.append(animation)
        }
        guard !ended.isEmpty else { return }
        let animated = flight?.animated ?? true
        var removed: [(child: AnyObject, position: Int)] = []
        for animation in ended where !animation.isAppearing {
            if let entry = leaving.remove(animation.id) { removed.append(entry) }
        }
        if !removed.isEmpty {
            leaving.compactIfSparse()
            if removed.count > 1 { removed.sort { $0.position < $1.position } }
            performRemoveViews(removed.map { typed($0.child) })
        }
        for (child, _) in removed {
            if let record = records[ObjectIdentifier(child)] { finishLeaving(record, animated: animated) }
        }
        for animation in ended where animation.isAppearing {
            guard let record = records[animation.id] else { continue }
            finishArriving(record, animated: animated)
        }
        var transitionEnded = 0
        for animation in ended where animation.belongsToTransition { transitionEnded += 1 }
        if transitionEnded > 0, let flight {
            flight.remainingAnimations -= transitionEnded
            if flight.remainingAnimations <= 0 { endFlight() }
        }
    }

    /// ``animationsEnded(_:)`` for one token, without its batch bookkeeping (no array but the
    /// one naming the removed view).
    private func animationEnded(_ token: AnimationToken) {
        guard let animation = animations.removeValue(forKey: token) else { return }
        let animated = flight?.animated ?? true
        if animation.isAppearing {
            if let record = records[animation.id] { finishArriving(record, animated: animated) }
        } else if let (child, _) = leaving.remove(animation.id) {
            leaving.compactIfSparse()
            performRemoveViews([typed(child)])
            if let record = records[animation.id] { finishLeaving(record, animated: animated) }
        }
        if animation.belongsToTransition, let flight {
            flight.remainingAnimations -= 1
            if flight.remainingAnimations <= 0 { endFlight() }
        }
    }

    // MARK: Per-child steps

    private func finishLeaving(_ record: ContainerChildRecord, animated: Bool) {
        let child = record.child
        if record.appearance == .disappearing {
            record.appearance = .disappeared
            perform(.appearance(.didDisappear, child, animated: animated))
        }
        perform(.detach(child))
        records[ObjectIdentifier(record.child)] = nil
        holdingRecords[ObjectIdentifier(record.child)] = nil
    }

    private func finishArriving(_ record: ContainerChildRecord, animated: Bool) {
        let child = record.child
        if record.appearance == .appearing, visibility != .appearing {
            record.appearance = .appeared
            perform(.appearance(.didAppear, child, animated: animated))
        }
        record.phase = .present
        perform(.didAttach(child))
    }

    private func beginAppearing(_ record: ContainerChildRecord, animated: Bool) {
        guard record.appearance == .disappeared else { return }
        let child = record.child
        record.appearance = .appearing
        record.visibleSince = clock.now
        perform(.appearance(.willAppear, child, animated: animated))
    }

    private func beginDisappearing(_ record: ContainerChildRecord, animated: Bool) {
        guard record.appearance == .appearing || record.appearance == .appeared else { return }
        let child = record.child
        record.appearance = .disappearing
        perform(.appearance(.willDisappear, child, animated: animated))
    }

    // MARK: The container's own appearance

    /// The records of the children on screen that take part in the container's own appearance,
    /// bottom first: the current state's attached children, then those held until a reveal.
    /// (Children fading out are finished before the container disappears.)
    private func attachedRecordsInOrder() -> [ContainerChildRecord] {
        var result = order.compactMap { records[ObjectIdentifier($0)] }
        for object in heldLeaving {
            if let record = records[ObjectIdentifier(object)] { result.append(record) }
        }
        return result
    }

    private func applyAppearance(_ call: AppearanceCall, animated: Bool) {
        switch call {
        case .willAppear:
            if visibility == .disappearing { applyAppearance(.didDisappear, animated: animated) }
            guard visibility == .offScreen else { return }
            composeAppearanceState()
            visibility = .appearing
            perform(.containerAppearance(.willAppear, animated: animated))
            for record in attachedRecordsInOrder() { beginAppearing(record, animated: animated) }
        case .didAppear:
            if visibility == .offScreen { applyAppearance(.willAppear, animated: animated) }
            guard visibility == .appearing else { return }
            visibility = .onScreen
            perform(.containerAppearance(.didAppear, animated: animated))
            for record in attachedRecordsInOrder() where record.appearance == .appearing {
                let child = record.child
                record.appearance = .appeared
                perform(.appearance(.didAppear, child, animated: animated))
            }
        case .willDisappear:
            guard visibility == .onScreen || visibility == .appearing else { return }
            finishAllAnimationsAtOnce()
            holdTimer?.cancel()
            holdTimer = nil
            visibility = .disappearing
            perform(.containerAppearance(.willDisappear, animated: animated))
            for record in attachedRecordsInOrder() {
                record.visibleSince = nil
                beginDisappearing(record, animated: animated)
            }
        case .didDisappear:
            if visibility == .onScreen || visibility == .appearing {
                applyAppearance(.willDisappear, animated: animated)
            }
            guard visibility == .disappearing else { return }
            for record in attachedRecordsInOrder() where record.appearance == .disappearing {
                let child = record.child
                record.appearance = .disappeared
                perform(.appearance(.didDisappear, child, animated: animated))
            }
            visibility = .offScreen
            perform(.containerAppearance(.didDisappear, animated: animated))
        }
    }

    /// Off screen, about to appear: runs every waiting request and then the appearance state,
    /// silently, so the container appears already showing it.
    private func composeAppearanceState() {
        while let request = requests.popFirst() {
            if !needsInitialComposition, isSame(request.state, currentState) {
                settle(request, .alreadyShown)
            } else {
                execute(request)
            }
        }
        let target = delegate?.loadAppearanceState(lastRequestedState: lastRequestedState) ?? lastRequestedState
        if needsInitialComposition || !isSame(target, currentState) {
            requestedState = target
            execute(PendingRequest(state: target, animated: false, completions: []))
        }
    }
}
