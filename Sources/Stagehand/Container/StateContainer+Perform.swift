/// The shell's half of the engine: every command the engine emits is performed here, and only
/// here, through the host, the user's hooks and the observers.
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
            host.attach(typed(child))
        case .didAttach(let child):
            host.didAttach(typed(child))
        case .willDetach(let child):
            host.willDetach(typed(child))
        case .detach(let child):
            host.detach(typed(child))
        case .appearance(let call, let object, let animated):
            let child = typed(object)
            switch call {
            case .willAppear:
                childWillAppear(child, animated: animated)
                host.deliverAppearance(.willAppear, to: child, animated: animated)
            case .didAppear:
                host.deliverAppearance(.didAppear, to: child, animated: animated)
                childDidAppear(child, animated: animated)
            case .willDisappear:
                childWillDisappear(child, animated: animated)
                host.deliverAppearance(.willDisappear, to: child, animated: animated)
            case .didDisappear:
                host.deliverAppearance(.didDisappear, to: child, animated: animated)
                childDidDisappear(child, animated: animated)
            }
        case .finishAnimation(let token):
            host.finishAnimation(token)
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
    }

    /// Removes the views of leaving children whose animations ended; the others stay.
    /// - Parameter children: The children whose views to remove.
    func performRemoveViews(_ children: [Child]) {
        host.removeViews(of: children, remaining: { shownInOrder() })
    }

    /// Starts one child's animation; its end comes back as an input.
    /// - Parameter animation: What to animate.
    func performStart(_ animation: ChildAnimation<Child>) {
        let token = animation.token
        host.startAnimation(animation) { [weak self] in
            self?.submit(.animationEnded(token))
        }
    }

    /// A transition starts: reports it, then calls ``willTransition(to:animated:)``.
    /// - Parameters:
    ///   - state: The state about to be shown.
    ///   - animated: Whether it animates.
    func performWillTransition(to state: State, animated: Bool) {
        report(.willTransition(to: state, animated: animated))
        willTransition(to: state, animated: animated)
    }

    /// A transition ended: calls ``didTransition(from:animated:)``, then reports it.
    /// - Parameters:
    ///   - from: The previous state.
    ///   - to: The state shown now.
    ///   - animated: Whether it animated.
    func performDidTransition(from: State, to: State, animated: Bool) {
        didTransition(from: from, animated: animated)
        report(.didTransition(from: from, to: to, animated: animated))
    }
}
