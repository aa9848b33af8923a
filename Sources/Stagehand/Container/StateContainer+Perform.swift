/// The shell's half of the engine: every command the engine returns is performed here, and only
/// here, through the host (its containment calls only when it adopts
/// ``StateContainerContainmentHost``), the clock, the delegate and the observers. Each host step
/// is reported to the observers as a ``StateContainerEvent`` right after it is performed. The
/// answers to the engine's questions go straight back to it.
extension StateContainer {
    /// Performs one command of the engine.
    ///
    /// Nothing here holds a value of the generic `State` (or another type built from the
    /// container's generic parameters): the commands that need one are performed by helpers that
    /// are never inlined, so that performing a per-child command asks for no generic metadata (a
    /// `State` local would make every call look up `Optional<State>`'s metadata on entry).
    /// - Parameter command: What the engine decided.
    func perform(_ command: ContainerCommand) {
        switch command {
        case .attach, .didAttach, .willDetach, .detach:
            if let containment { performContainment(command, containment) }
            if isObserved { reportStep(command) }
        case .appearance(let call, let object, let animated):
            let child = typed(object)
            let isDid = call == .didAppear || call == .didDisappear
            // The hook comes before a `will` call and after a `did` call.
            if !isDid { delegate?.childAppearance(call, of: child, animated: animated) }
            containment?.deliverAppearance(call, to: child, animated: animated)
            if isObserved { reportStep(command) }
            if isDid { delegate?.childAppearance(call, of: child, animated: animated) }
        case .arrangeViews(let objects):
            host.arrangeViews(typed(objects))
            if isObserved { reportStep(command) }
        case .removeViews(let objects):
            removeViews(typed(objects))
        case .removeView(let object):
            removeViews([typed(object)])
        case .startAnimation(let token):
            if let animation = engine.animations[token] { start(animation, token: token) }
        case .finishAnimation(let token, _, _):
            host.finishAnimation(token)
            if isObserved { reportStep(command) }
        case .scheduleTimer(let id, let delay):
            timers[id] = clock.schedule(after: delay) { [weak self] in self?.submit(.timerFired(id)) }
        case .cancelTimer(let id):
            timers.removeValue(forKey: id)?.cancel()
        case .containerAppearance:
            reportStep(command)
        case .beginTransition(let animated):
            beginTransition(animated: animated)
            engine.transitionBegan(into: &commands)
        case .askChildren:
            askChildren()
        case .askTransitions(let objects, let appearing):
            engine.transitionsSupplied(describeTransitions(of: objects, isAppearing: appearing), into: &commands)
        case .askAppearanceState:
            askAppearanceState()
        case .endTransition(let animated):
            endTransition(animated: animated)
        case .settle(let completions, let outcome):
            for completion in completions { completion(outcome) }
        }
    }

    /// Makes the containment call of an attach or detach command.
    @inline(__always)
    private func performContainment(
        _ command: ContainerCommand, _ containment: any StateContainerContainmentHost<Child>
    ) {
        switch command {
        case .attach(let child): containment.attach(typed(child))
        case .didAttach(let child): containment.didAttach(typed(child))
        case .willDetach(let child): containment.willDetach(typed(child))
        case .detach(let child): containment.detach(typed(child))
        default: preconditionFailure("Internal inconsistency: \(command) is not a containment command")
        }
    }

    /// Reports a host step just performed to the observers. Kept out of ``perform(_:)`` (never
    /// inlined), so that performing a command asks for no event type's generic metadata while
    /// nothing observes the container.
    /// - Parameter command: The step.
    @inline(never)
    private func reportStep(_ command: ContainerCommand) {
        switch command {
        case .attach(let child): report(.attach(typed(child)))
        case .didAttach(let child): report(.didAttach(typed(child)))
        case .willDetach(let child): report(.willDetach(typed(child)))
        case .detach(let child): report(.detach(typed(child)))
        case .appearance(let call, let child, let animated):
            report(.appearance(call, of: typed(child), animated: animated))
        case .arrangeViews(let objects): report(.views(typed(objects)))
        case .finishAnimation(_, let child, let appearing):
            report(.finishAnimation(typed(child), appearing: appearing))
        case .containerAppearance(let call, let animated):
            report(.container(call, animated: animated))
        default: break
        }
    }

    /// Asks the delegate for the children of the current state (never inlined, like
    /// ``reportStep(_:)``) and answers the engine.
    @inline(never)
    private func askChildren() {
        let children = delegate?.children(for: engine.currentState) ?? []
        engine.childrenSupplied(children, into: &commands)
    }

    /// Asks the delegate for the state to show as the container appears (never inlined, like
    /// ``reportStep(_:)``) and answers the engine.
    @inline(never)
    private func askAppearanceState() {
        let last = engine.requestedState
        let target = delegate?.loadAppearanceState(lastRequestedState: last) ?? last
        engine.appearanceStateSupplied(target, into: &commands)
    }

    /// A transition begins: reports it, then calls the delegate's
    /// ``StateContainerDelegate/willTransition(to:animated:)`` (never inlined, like ``reportStep(_:)``).
    @inline(never)
    private func beginTransition(animated: Bool) {
        guard let states = engine.transitionStates else { return }
        report(.willTransition(to: states.to, animated: animated))
        delegate?.willTransition(to: states.to, animated: animated)
    }

    /// A transition ended: calls the delegate's ``StateContainerDelegate/didTransition(from:animated:)``,
    /// then reports it (never inlined, like ``reportStep(_:)``).
    @inline(never)
    private func endTransition(animated: Bool) {
        guard let states = engine.endedTransition else { return }
        delegate?.didTransition(from: states.from, animated: animated)
        report(.didTransition(from: states.from, to: states.to, animated: animated))
    }

    /// Removes the views of leaving children whose animations ended; the others stay.
    /// - Parameter children: The children whose views to remove.
    @inline(never)
    private func removeViews(_ children: [Child]) {
        host.removeViews(of: children, remaining: { typed(engine.shownInOrder()) })
        if isObserved { report(.views(typed(engine.shownInOrder()))) }
    }

    /// Starts one child's animation. Its completion reports
    /// ``StateContainerEvent/animationEnded(_:appearing:)`` while the animation is still tracked,
    /// then comes back as an input.
    @inline(never)
    private func start(_ tracked: InFlightAnimation, token: AnimationToken) {
        let animation = ChildAnimation(
            token: token, child: typed(tracked.child), isAppearing: tracked.isAppearing,
            transition: tracked.transition)
        let appearing = animation.isAppearing
        if isObserved { reportAnimate(animation) }
        // The child is not captured: a host may keep a completion after the animation ended, and
        // while the engine tracks the animation it holds the child (see `reportAnimationEnded`).
        host.startAnimation(animation) { [weak self] in
            guard let self else { return }
            if self.isObserved { self.reportAnimationEnded(token: token, appearing: appearing) }
            self.submit(.animationEnded(token))
        }
    }

    /// Reports an animation about to start (never inlined, like ``reportStep(_:)``).
    @inline(never)
    private func reportAnimate(_ animation: ChildAnimation<Child>) {
        report(
            .animate(
                animation.child, appearing: animation.isAppearing, duration: animation.transition.duration,
                delay: animation.transition.delay)
        )
    }

    /// Reports the end of an animation the engine still tracks, whose child it therefore still
    /// holds; a stale completion reports nothing (never inlined, like ``reportStep(_:)``).
    @inline(never)
    private func reportAnimationEnded(token: AnimationToken, appearing: Bool) {
        guard let tracked = engine.animations[token] else { return }
        report(.animationEnded(typed(tracked.child), appearing: appearing))
    }

    /// The delegate's transition description of each child, or the standard one without a delegate.
    @inline(never)
    private func describeTransitions(of objects: [AnyObject], isAppearing: Bool) -> [ChildTransition] {
        var transitions: [ChildTransition] = []
        transitions.reserveCapacity(objects.count)
        let delegate = delegate
        for object in objects {
            let child = typed(object)
            transitions.append(
                delegate?.transition(for: child, isAppearing: isAppearing)
                    ?? .standard(for: child, isAppearing: isAppearing))
        }
        return transitions
    }
}
