/// The engine's run loop: every input goes through the inbox, one at a time, and pending work
/// (requests, reveals) runs one step at a time whenever the inbox is empty. Nothing nests.
extension StateContainer {
    /// Adds an input and, unless the engine is already working, processes inputs and pending work
    /// until nothing is left that can run now.
    func submit(_ input: ContainerInput<State>) {
        inbox.append(input)
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while true {
            if inboxHead < inbox.count {
                let next = inbox[inboxHead]
                inboxHead += 1
                if case .animationEnded(let token) = next {
                    var tokens = [token]
                    while inboxHead < inbox.count, case .animationEnded(let more) = inbox[inboxHead] {
                        tokens.append(more)
                        inboxHead += 1
                    }
                    animationsEnded(tokens)
                } else {
                    handle(next)
                }
            } else {
                inbox.removeAll(keepingCapacity: inbox.capacity <= 64)
                inboxHead = 0
                if !runNextStep() { break }
            }
        }
    }

    private func handle(_ input: ContainerInput<State>) {
        switch input {
        case .request(let request):
            accept(request)
        case .appearance(let call, let animated):
            applyAppearance(call, animated: animated)
        case .animationEnded(let token):
            animationsEnded([token])
        case .revealDue(let id, let timer):
            if reveals[id]?.timer === timer { reveals[id]?.isDue = true }
        case .holdElapsed:
            holdTimer = nil
        }
    }

    // MARK: Requests

    /// The state the container ends at if nothing else is requested; `nil` before the first
    /// composition, so that even a request for the initial state composes it.
    private var effectiveTarget: State? {
        if requestsHead < requests.count { return requests[requests.count - 1].state }
        if let flight { return flight.to }
        return needsInitialComposition ? nil : currentState
    }

    private func accept(_ request: PendingRequest<State>) {
        if let target = effectiveTarget, isSame(request.state, target) {
            if requestsHead < requests.count {
                requests[requests.count - 1].completions += request.completions
            } else if flight != nil {
                flight?.completions += request.completions
            } else {
                request.settle(.alreadyShown)
            }
            return
        }
        switch policy {
        case .coalesce:
            supersedePending()
            requests.append(request)
        case .queue:
            requests.append(request)
        case .interrupt:
            supersedePending()
            requests.append(request)
            if flight != nil { finishAllAnimationsAtOnce() }
        }
    }

    private func supersedePending() {
        while requestsHead < requests.count {
            let dropped = requests[requestsHead]
            requestsHead += 1
            dropped.settle(.superseded)
        }
        requests.removeAll(keepingCapacity: true)
        requestsHead = 0
    }

    private func popRequest() -> PendingRequest<State>? {
        guard requestsHead < requests.count else { return nil }
        let request = requests[requestsHead]
        requestsHead += 1
        if requestsHead == requests.count {
            requests.removeAll(keepingCapacity: requests.capacity <= 64)
            requestsHead = 0
        }
        return request
    }

    /// Runs one step of pending work if one can run now.
    /// - Returns: Whether a step ran.
    private func runNextStep() -> Bool {
        guard flight == nil, visibility == .onScreen || visibility == .offScreen else { return false }
        let hasRequest = requestsHead < requests.count
        if hasRequest {
            if visibility == .onScreen, let deadline = holdDeadline(), deadline > clock.now {
                scheduleHold(until: deadline)
            } else if let request = popRequest() {
                holdTimer?.cancel()
                holdTimer = nil
                if !needsInitialComposition, isSame(request.state, currentState) {
                    request.settle(.alreadyShown)
                } else {
                    execute(request)
                }
                return true
            }
        }
        if reveals.values.contains(where: \.isDue) {
            revealDueChildren()
            return true
        }
        return false
    }

    // MARK: Anti-flicker

    private func holdDeadline() -> Duration? {
        var deadline: Duration?
        for record in records.values where record.phase != .leaving && record.minimumVisibleDuration > .zero {
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
    }

    // MARK: Transitions

    private func execute(_ request: PendingRequest<State>) {
        let onScreen = visibility == .onScreen
        let animated = request.animated && onScreen
        finishAllAnimationsAtOnce()
        cancelReveals()
        let previous = currentState
        needsInitialComposition = false
        flight = ContainerFlight(
            from: previous, to: request.state, animated: animated, completions: request.completions)
        observer?(.willTransition(to: request.state, animated: animated))
        willTransition(to: request.state, animated: animated)
        currentState = request.state

        // Plan: dedupe the new list, then split it against what is attached.
        let proposed = children(for: request.state)
        var next: [Child] = []
        next.reserveCapacity(proposed.count)
        var nextIDs = Set<ObjectIdentifier>(minimumCapacity: proposed.count)
        for child in proposed where nextIDs.insert(ObjectIdentifier(child)).inserted { next.append(child) }
        var leaving: [Child] = []
        for child in order {
            let id = ObjectIdentifier(child)
            if !nextIDs.contains(id), records[id] != nil { leaving.append(child) }
        }
        var arriving: [(child: Child, transition: ChildTransition)] = []
        for child in next where records[ObjectIdentifier(child)] == nil {
            let transition = self.transition(for: child, isAppearing: true)
            if transition.showDelay > .zero {
                let id = ObjectIdentifier(child)
                let timer = clock.schedule(after: transition.showDelay) { [weak self, id] in
                    self?.submitRevealDue(id)
                }
                reveals[id] = PendingReveal(
                    child: child, transition: transition, animated: request.animated, timer: timer)
            } else {
                arriving.append((child, transition))
            }
        }
        order = next

        // Leaving children: will-detach, will-disappear.
        for child in leaving {
            let id = ObjectIdentifier(child)
            host.willDetach(child)
            records[id]?.phase = .leaving
            records[id]?.visibleSince = nil
            beginDisappearing(child, animated: animated)
        }
        // Arriving children: attached, will-appear.
        for (child, transition) in arriving {
            host.attach(child)
            records[ObjectIdentifier(child)] = ContainerChildRecord(
                child: child, phase: .arriving, minimumVisibleDuration: transition.minimumVisibleDuration)
            if onScreen { beginAppearing(child, animated: animated) }
        }

        if animated {
            flight?.leaving = leaving
            host.arrangeViews(attachedInOrder() + leaving)
            var count = 0
            for (child, transition) in arriving {
                startAnimation(of: child, isAppearing: true, transition: transition, belongsToTransition: true)
                count += 1
            }
            for child in leaving {
                startAnimation(
                    of: child, isAppearing: false, transition: self.transition(for: child, isAppearing: false),
                    belongsToTransition: true)
                count += 1
            }
            flight?.remainingAnimations = count
            if count == 0 { endFlight() }
        } else {
            host.arrangeViews(attachedInOrder())
            for child in leaving { finishLeaving(child, animated: false) }
            for (child, _) in arriving { finishArriving(child, animated: false) }
            endFlight()
        }
    }

    private func submitRevealDue(_ id: ObjectIdentifier) {
        guard let timer = reveals[id]?.timer else { return }
        submit(.revealDue(id, timer: timer))
    }

    private func endFlight() {
        guard let ended = flight else { return }
        flight = nil
        didTransition(from: ended.from, animated: ended.animated)
        observer?(.didTransition(from: ended.from, to: ended.to, animated: ended.animated))
        for completion in ended.completions { completion(.shown) }
    }

    private func revealDueChildren() {
        let onScreen = visibility == .onScreen
        var due: [(child: Child, transition: ChildTransition, animated: Bool)] = []
        for child in order {
            let id = ObjectIdentifier(child)
            guard let reveal = reveals[id], reveal.isDue else { continue }
            reveals[id] = nil
            due.append((child, reveal.transition, reveal.animated && onScreen))
        }
        for (child, transition, animated) in due {
            host.attach(child)
            records[ObjectIdentifier(child)] = ContainerChildRecord(
                child: child, phase: .arriving, minimumVisibleDuration: transition.minimumVisibleDuration)
            if onScreen { beginAppearing(child, animated: animated) }
        }
        host.arrangeViews(attachedInOrder() + (flight?.leaving ?? []))
        for (child, transition, animated) in due {
            if animated {
                startAnimation(of: child, isAppearing: true, transition: transition, belongsToTransition: false)
            } else {
                finishArriving(child, animated: false)
            }
        }
    }

    // MARK: Animations

    private func startAnimation(
        of child: Child, isAppearing: Bool, transition: ChildTransition, belongsToTransition: Bool
    ) {
        nextToken += 1
        let token = AnimationToken(rawValue: nextToken)
        let id = ObjectIdentifier(child)
        animations[token] = InFlightAnimation(
            id: id, isAppearing: isAppearing, belongsToTransition: belongsToTransition)
        records[id]?.animation = token
        host.startAnimation(
            ChildAnimation(token: token, child: child, isAppearing: isAppearing, transition: transition)
        ) { [weak self] in
            self?.submit(.animationEnded(token))
        }
    }

    /// Finishes every in-flight animation at once (interrupt, disappearance, a new transition).
    func finishAllAnimationsAtOnce() {
        guard !animations.isEmpty else { return }
        let tokens = animations.keys.sorted { $0.rawValue < $1.rawValue }
        for token in tokens { host.finishAnimation(token) }
        animationsEnded(tokens)
    }

    /// Completes the children whose animations ended; completions of unknown tokens are stale and
    /// ignored. Leaving children ended together lose their views in one ``StateContainerHost/arrangeViews(_:)``.
    private func animationsEnded(_ tokens: [AnimationToken]) {
        var ended: [InFlightAnimation] = []
        for token in tokens {
            guard let animation = animations.removeValue(forKey: token) else { continue }
            records[animation.id]?.animation = nil
            ended.append(animation)
        }
        guard !ended.isEmpty else { return }
        let animated = flight?.animated ?? true
        var leavingIDs = Set<ObjectIdentifier>()
        for animation in ended where !animation.isAppearing { leavingIDs.insert(animation.id) }
        var removed: [Child] = []
        if !leavingIDs.isEmpty, var current = flight {
            current.leaving.removeAll { child in
                guard leavingIDs.contains(ObjectIdentifier(child)) else { return false }
                removed.append(child)
                return true
            }
            flight = current
            host.arrangeViews(attachedInOrder() + current.leaving)
        }
        for child in removed { finishLeaving(child, animated: animated) }
        for animation in ended where animation.isAppearing {
            guard let child = records[animation.id]?.child else { continue }
            finishArriving(child, animated: animated)
        }
        var transitionEnded = 0
        for animation in ended where animation.belongsToTransition { transitionEnded += 1 }
        if transitionEnded > 0, flight != nil {
            flight?.remainingAnimations -= transitionEnded
            if let remaining = flight?.remainingAnimations, remaining <= 0 { endFlight() }
        }
    }

    // MARK: Per-child steps

    private func finishLeaving(_ child: Child, animated: Bool) {
        let id = ObjectIdentifier(child)
        if records[id]?.appearance == .disappearing {
            records[id]?.appearance = .disappeared
            host.deliverAppearance(.didDisappear, to: child, animated: animated)
            childDidDisappear(child, animated: animated)
        }
        host.detach(child)
        records[id] = nil
    }

    private func finishArriving(_ child: Child, animated: Bool) {
        let id = ObjectIdentifier(child)
        if records[id]?.appearance == .appearing, visibility != .appearing {
            records[id]?.appearance = .appeared
            host.deliverAppearance(.didAppear, to: child, animated: animated)
            childDidAppear(child, animated: animated)
        }
        records[id]?.phase = .present
        host.didAttach(child)
    }

    func beginAppearing(_ child: Child, animated: Bool) {
        let id = ObjectIdentifier(child)
        guard records[id]?.appearance == .disappeared else { return }
        records[id]?.appearance = .appearing
        records[id]?.visibleSince = clock.now
        childWillAppear(child, animated: animated)
        host.deliverAppearance(.willAppear, to: child, animated: animated)
    }

    func beginDisappearing(_ child: Child, animated: Bool) {
        let id = ObjectIdentifier(child)
        guard let appearance = records[id]?.appearance, appearance == .appearing || appearance == .appeared else {
            return
        }
        records[id]?.appearance = .disappearing
        childWillDisappear(child, animated: animated)
        host.deliverAppearance(.willDisappear, to: child, animated: animated)
    }

    // MARK: The container's own appearance

    private func applyAppearance(_ call: AppearanceCall, animated: Bool) {
        switch call {
        case .willAppear:
            if visibility == .disappearing { applyAppearance(.didDisappear, animated: animated) }
            guard visibility == .offScreen else { return }
            composeAppearanceState()
            visibility = .appearing
            observer?(.container(.willAppear, animated: animated))
            for child in attachedInOrder() { beginAppearing(child, animated: animated) }
        case .didAppear:
            if visibility == .offScreen { applyAppearance(.willAppear, animated: animated) }
            guard visibility == .appearing else { return }
            visibility = .onScreen
            observer?(.container(.didAppear, animated: animated))
            for child in attachedInOrder() where records[ObjectIdentifier(child)]?.appearance == .appearing {
                records[ObjectIdentifier(child)]?.appearance = .appeared
                host.deliverAppearance(.didAppear, to: child, animated: animated)
                childDidAppear(child, animated: animated)
            }
        case .willDisappear:
            guard visibility == .onScreen || visibility == .appearing else { return }
            finishAllAnimationsAtOnce()
            holdTimer?.cancel()
            holdTimer = nil
            visibility = .disappearing
            observer?(.container(.willDisappear, animated: animated))
            for child in attachedInOrder() {
                records[ObjectIdentifier(child)]?.visibleSince = nil
                beginDisappearing(child, animated: animated)
            }
        case .didDisappear:
            if visibility == .onScreen || visibility == .appearing {
                applyAppearance(.willDisappear, animated: animated)
            }
            guard visibility == .disappearing else { return }
            for child in attachedInOrder() where records[ObjectIdentifier(child)]?.appearance == .disappearing {
                records[ObjectIdentifier(child)]?.appearance = .disappeared
                host.deliverAppearance(.didDisappear, to: child, animated: animated)
                childDidDisappear(child, animated: animated)
            }
            visibility = .offScreen
            observer?(.container(.didDisappear, animated: animated))
        }
    }

    /// Off screen, about to appear: runs every waiting request and then the appearance state,
    /// silently, so the container appears already showing it.
    private func composeAppearanceState() {
        while let request = popRequest() {
            if !needsInitialComposition, isSame(request.state, currentState) {
                request.settle(.alreadyShown)
            } else {
                execute(request)
            }
        }
        let target = loadAppearanceState()
        if needsInitialComposition || !isSame(target, currentState) {
            lastRequestedState = target
            execute(PendingRequest(state: target, animated: false, completions: []))
        }
    }
}
