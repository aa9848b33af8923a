/// The shell's half of the engine: every command the engine emits is performed here, and only
/// here, through the host, the user's hooks and the observers.
extension StateContainer {
    /// Performs one command of the engine.
    /// - Parameter command: What the engine decided.
    func perform(_ command: ContainerCommand<State, Child>) {
        switch command {
        case .attach(let child):
            host.attach(child)
        case .didAttach(let child):
            host.didAttach(child)
        case .willDetach(let child):
            host.willDetach(child)
        case .detach(let child):
            host.detach(child)
        case .appearance(let call, let child, let animated):
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
        case .arrangeViews(let children):
            host.arrangeViews(children)
        case .removeViews(let children):
            host.removeViews(of: children, remaining: { shownInOrder() })
        case .startAnimation(let animation):
            let token = animation.token
            host.startAnimation(animation) { [weak self] in
                self?.submit(.animationEnded(token))
            }
        case .finishAnimation(let token):
            host.finishAnimation(token)
        case .willTransition(let state, let animated):
            report(.willTransition(to: state, animated: animated))
            willTransition(to: state, animated: animated)
        case .didTransition(let from, let to, let animated):
            didTransition(from: from, animated: animated)
            report(.didTransition(from: from, to: to, animated: animated))
        case .containerAppearance(let call, let animated):
            report(.container(call, animated: animated))
        case .settle(let completions, let outcome):
            for completion in completions { completion(outcome) }
        }
    }
}
