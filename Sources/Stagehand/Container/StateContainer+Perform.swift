/// The shell's half of the engine: every command the engine emits is performed here, and only
/// here, through the host (its containment calls only when it adopts
/// ``StateContainerContainmentHost``), the delegate and the observers. Each host step is reported
/// to the observers as a ``StateContainerEvent`` right after it is performed.
extension StateContainer {
    /// Performs one command of the engine.
    /// - Parameter command: What the engine decided.
    func perform(_ command: ContainerCommand<State, Child>) {
        switch command {
        case .attach(let child):
            containment?.attach(child)
            if isObserved { report(.attach(child)) }
        case .didAttach(let child):
            containment?.didAttach(child)
            if isObserved { report(.didAttach(child)) }
        case .willDetach(let child):
            containment?.willDetach(child)
            if isObserved { report(.willDetach(child)) }
        case .detach(let child):
            containment?.detach(child)
            if isObserved { report(.detach(child)) }
        case .appearance(let call, let child, let animated):
            // The hook comes before a `will` call and after a `did` call.
            if !call.isDid { delegate?.childAppearance(call, of: child, animated: animated) }
            containment?.deliverAppearance(call, to: child, animated: animated)
            if isObserved { report(.appearance(call, of: child, animated: animated)) }
            if call.isDid { delegate?.childAppearance(call, of: child, animated: animated) }
        case .arrangeViews(let children):
            host.arrangeViews(children)
            if isObserved { report(.views(children)) }
        case .removeViews(let children):
            host.removeViews(of: children, remaining: { shownInOrder() })
            if isObserved { report(.views(shownInOrder())) }
        case .startAnimation(let animation):
            start(animation)
        case .finishAnimation(let token):
            host.finishAnimation(token)
            if isObserved, let animation = animations[token], let record = records[animation.id] {
                report(.finishAnimation(typed(record.child), appearing: animation.isAppearing))
            }
        case .willTransition(let state, let animated):
            report(.willTransition(to: state, animated: animated))
            delegate?.willTransition(to: state, animated: animated)
        case .didTransition(let from, let to, let animated):
            delegate?.didTransition(from: from, animated: animated)
            report(.didTransition(from: from, to: to, animated: animated))
        case .containerAppearance(let call, let animated):
            report(.container(call, animated: animated))
        case .settle(let completions, let outcome):
            for completion in completions { completion(outcome) }
        }
    }

    /// The delegate's transition description of `child`, or the standard one without a delegate.
    func describeTransition(of child: Child, isAppearing: Bool) -> ChildTransition {
        delegate?.transition(for: child, isAppearing: isAppearing) ?? .standard(for: child, isAppearing: isAppearing)
    }

    /// Starts `animation` on the host. Its completion reports
    /// ``StateContainerEvent/animationEnded(_:appearing:)`` while the animation is still tracked,
    /// then comes back as an input.
    private func start(_ animation: ChildAnimation<Child>) {
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
}

extension AppearanceCall {
    /// Whether the call ends a change (`didAppear`, `didDisappear`).
    fileprivate var isDid: Bool { self == .didAppear || self == .didDisappear }
}
