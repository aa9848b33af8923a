/// The container's own appearance.
extension ContainerEngine {
    /// Input: an appearance call of the container itself, as its backend made it. Calls that
    /// skip a half (did-appear without will-appear, did-disappear without will-disappear) imply
    /// it; calls that do not fit the container's visibility are ignored.
    /// - Parameters:
    ///   - call: The call.
    ///   - animated: Whether it is animated.
    ///   - now: The clock's reading.
    ///   - commands: Where the commands to perform are appended.
    mutating func appearance(
        _ call: AppearanceCall, animated: Bool, now: Duration, into commands: inout [ContainerCommand]
    ) {
        self.now = now
        switch call {
        case .willAppear:
            if visibility == .disappearing { didDisappear(animated: animated, into: &commands) }
            guard visibility == .offScreen else { return }
            composition = ContainerComposition(animated: animated, thenDidAppear: false)
            continueComposition(into: &commands)
        case .didAppear:
            if visibility == .offScreen {
                composition = ContainerComposition(animated: animated, thenDidAppear: true)
                continueComposition(into: &commands)
            } else {
                didAppear(animated: animated, into: &commands)
            }
        case .willDisappear:
            willDisappear(animated: animated, into: &commands)
        case .didDisappear:
            if visibility == .onScreen || visibility == .appearing {
                willDisappear(animated: animated, into: &commands)
            }
            didDisappear(animated: animated, into: &commands)
        }
    }

    /// Off screen, about to appear: runs every waiting request and then the appearance state,
    /// silently, one transition at a time (each ends before the next begins: off screen nothing
    /// animates), so the container appears already showing it; then the will-appear itself.
    mutating func continueComposition(into commands: inout [ContainerCommand]) {
        guard var composition else { return }
        switch composition.stage {
        case .requests:
            while let request = requests.popFirst() {
                if !needsInitialComposition, isSame(request.state, currentState) {
                    settle(request, .alreadyShown, into: &commands)
                } else {
                    execute(request, into: &commands)
                    return  // goes on when that transition ends
                }
            }
            composition.stage = .awaitingState
            self.composition = composition
            commands.append(.askAppearanceState)
        case .awaitingState:
            return
        case .composingState:
            finishWillAppear(composition, into: &commands)
        }
    }

    /// Answer: the state the delegate wants shown as the container appears. It is composed
    /// silently unless it is already shown; then the will-appear follows.
    /// - Parameters:
    ///   - target: The state to show.
    ///   - commands: Where the commands to perform are appended.
    mutating func appearanceStateSupplied(_ target: State, into commands: inout [ContainerCommand]) {
        guard var composition, composition.stage == .awaitingState else { return }
        composition.stage = .composingState
        self.composition = composition
        if needsInitialComposition || !isSame(target, currentState) {
            requestedState = target
            execute(PendingRequest(state: target, animated: false, completions: []), into: &commands)
        } else {
            finishWillAppear(composition, into: &commands)
        }
    }

    private mutating func finishWillAppear(_ composition: ContainerComposition, into commands: inout [ContainerCommand])
    {
        self.composition = nil
        let animated = composition.animated
        visibility = .appearing
        commands.append(.containerAppearance(.willAppear, animated: animated))
        for record in attachedRecordsInOrder() { beginAppearing(record, animated: animated, into: &commands) }
        if composition.thenDidAppear { didAppear(animated: animated, into: &commands) }
    }

    private mutating func didAppear(animated: Bool, into commands: inout [ContainerCommand]) {
        guard visibility == .appearing else { return }
        visibility = .onScreen
        commands.append(.containerAppearance(.didAppear, animated: animated))
        for record in attachedRecordsInOrder() where record.appearance == .appearing {
            record.appearance = .appeared
            commands.append(.appearance(.didAppear, record.child, animated: animated))
        }
    }

    private mutating func willDisappear(animated: Bool, into commands: inout [ContainerCommand]) {
        guard visibility == .onScreen || visibility == .appearing else { return }
        finishAllAnimationsAtOnce(into: &commands)
        antiFlicker.cancelHold(into: &commands)
        visibility = .disappearing
        commands.append(.containerAppearance(.willDisappear, animated: animated))
        for record in attachedRecordsInOrder() {
            record.visibleSince = nil
            beginDisappearing(record, animated: animated, into: &commands)
        }
    }

    private mutating func didDisappear(animated: Bool, into commands: inout [ContainerCommand]) {
        guard visibility == .disappearing else { return }
        for record in attachedRecordsInOrder() where record.appearance == .disappearing {
            record.appearance = .disappeared
            commands.append(.appearance(.didDisappear, record.child, animated: animated))
        }
        visibility = .offScreen
        commands.append(.containerAppearance(.didDisappear, animated: animated))
    }
}
