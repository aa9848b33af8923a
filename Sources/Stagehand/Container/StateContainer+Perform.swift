/// The shell's half of the engine: every command the engine emits is performed here, and only
/// here, through the host (its containment calls only when it adopts
/// ``StateContainerContainmentHost``), the delegate and the observers. Each host step is reported
/// to the observers as a ``StateContainerEvent`` right after it is performed.
extension StateContainer {
    /// Performs one command of the engine.
    ///
    /// Always inlined: each call site names its case, so the switch folds away and the command
    /// costs what the direct host call costs.
    /// - Parameter command: What the engine decided.
    @inline(__always)
    func perform(_ command: ContainerCommand) {
        switch command {
        case .attach(let child):
            containment?.attach(typed(child))
            if isObserved { report(.attach(typed(child))) }
        case .didAttach(let child):
            containment?.didAttach(typed(child))
            if isObserved { report(.didAttach(typed(child))) }
        case .willDetach(let child):
            containment?.willDetach(typed(child))
            if isObserved { report(.willDetach(typed(child))) }
        case .detach(let child):
            containment?.detach(typed(child))
            if isObserved { report(.detach(typed(child))) }
        case .appearance(let call, let object, let animated):
            let child = typed(object)
            let isDid = call == .didAppear || call == .didDisappear
            // The hook comes before a `will` call and after a `did` call.
            if !isDid { delegate?.childAppearance(call, of: child, animated: animated) }
            containment?.deliverAppearance(call, to: child, animated: animated)
            if isObserved { report(.appearance(call, of: child, animated: animated)) }
            if isDid { delegate?.childAppearance(call, of: child, animated: animated) }
        case .finishAnimation(let token):
            host.finishAnimation(token)
            if isObserved, let animation = animations[token], let record = records[animation.id] {
                report(.finishAnimation(typed(record.child), appearing: animation.isAppearing))
            }
        case .containerAppearance(let call, let animated):
            report(.container(call, animated: animated))
        case .settle(let completions, let outcome):
            for completion in completions { completion(outcome) }
        }
    }

    /// Makes the container's views exactly `children`, bottom first.
    /// - Parameter children: Every child whose view must be in the container.
    func performArrange(_ children: [Child]) {
        host.arrangeViews(children)
        if isObserved { report(.views(children)) }
    }

    /// Removes the views of leaving children whose animations ended; the others stay.
    /// - Parameter children: The children whose views to remove.
    func performRemoveViews(_ children: [Child]) {
        host.removeViews(of: children, remaining: { shownInOrder() })
        if isObserved { report(.views(shownInOrder())) }
    }

    /// Starts one child's animation. Its completion reports
    /// ``StateContainerEvent/animationEnded(_:appearing:)`` while the animation is still tracked,
    /// then comes back as an input.
    /// - Parameter animation: What to animate.
    func performStart(_ animation: ChildAnimation<Child>) {
        let token = animation.token
        let appearing = animation.isAppearing
        if isObserved {
            report(
                .animate(
                    animation.child, appearing: appearing, duration: animation.duration, delay: animation.delay))
        }
        // The child is captured weakly: a host may keep a completion after the animation ended.
        host.startAnimation(animation) { [weak self, weak child = animation.child] in
            guard let self else { return }
            if self.isObserved, let child, self.animations[token] != nil {
                self.report(.animationEnded(child, appearing: appearing))
            }
            self.submit(.animationEnded(token))
        }
    }

    /// A transition starts: reports it, then calls the delegate's
    /// ``StateContainerDelegate/willTransition(to:animated:)``.
    /// - Parameters:
    ///   - state: The state about to be shown.
    ///   - animated: Whether it animates.
    func performWillTransition(to state: State, animated: Bool) {
        report(.willTransition(to: state, animated: animated))
        delegate?.willTransition(to: state, animated: animated)
    }

    /// A transition ended: calls the delegate's ``StateContainerDelegate/didTransition(from:animated:)``,
    /// then reports it.
    /// - Parameters:
    ///   - from: The previous state.
    ///   - to: The state shown now.
    ///   - animated: Whether it animated.
    func performDidTransition(from: State, to: State, animated: Bool) {
        delegate?.didTransition(from: from, animated: animated)
        report(.didTransition(from: from, to: to, animated: animated))
    }

    /// The delegate's transition description of `child`, or the standard one without a delegate.
    func describeTransition(of child: Child, isAppearing: Bool) -> ChildTransition {
        delegate?.transition(for: child, isAppearing: isAppearing) ?? .standard(for: child, isAppearing: isAppearing)
    }
}
