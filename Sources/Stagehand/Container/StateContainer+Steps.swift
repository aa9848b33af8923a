/// The shell's steps: each performs one host call (containment calls only when the host adopts
/// ``StateContainerContainmentHost``) and reports it to the observer as a ``StateContainerEvent``.
extension StateContainer {
    /// Whether anything observes the container's events (so an event that costs work to build,
    /// such as the list of remaining views, is built only then).
    var isObserved: Bool { observer != nil }

    /// Reports `event` to the observer.
    func emit(_ event: StateContainerEvent<State, Child>) {
        observer?(event)
    }

    /// The delegate's transition description of `child`, or the standard one without a delegate.
    func describeTransition(of child: Child, isAppearing: Bool) -> ChildTransition {
        delegate?.transition(for: child, isAppearing: isAppearing) ?? .standard(for: child, isAppearing: isAppearing)
    }

    func attachStep(_ child: Child) {
        containment?.attach(child)
        if isObserved { emit(.attach(child)) }
    }

    func didAttachStep(_ child: Child) {
        containment?.didAttach(child)
        if isObserved { emit(.didAttach(child)) }
    }

    func willDetachStep(_ child: Child) {
        containment?.willDetach(child)
        if isObserved { emit(.willDetach(child)) }
    }

    func detachStep(_ child: Child) {
        containment?.detach(child)
        if isObserved { emit(.detach(child)) }
    }

    func appearanceStep(_ call: AppearanceCall, to child: Child, animated: Bool) {
        containment?.deliverAppearance(call, to: child, animated: animated)
        if isObserved { emit(.appearance(call, of: child, animated: animated)) }
    }

    func arrangeStep(_ children: [Child]) {
        host.arrangeViews(children)
        if isObserved { emit(.views(children)) }
    }

    func removeViewsStep(_ children: [Child], remaining: () -> [Child]) {
        host.removeViews(of: children, remaining: remaining)
        if isObserved { emit(.views(remaining())) }
    }

    /// Starts `animation` on the host; its completion reports ``StateContainerEvent/animationEnded(_:appearing:)``
    /// (while the container still tracks the token) and then calls `ended`.
    func animationStep(
        _ animation: ChildAnimation<Child>, isTracked: @escaping @MainActor () -> Bool,
        ended: @escaping @MainActor () -> Void
    ) {
        if isObserved {
            emit(
                .animate(
                    animation.child, appearing: animation.isAppearing, duration: animation.duration,
                    delay: animation.delay))
        }
        let appearing = animation.isAppearing
        // The child is captured weakly: a host may keep a completion after the animation ended.
        host.startAnimation(animation) { [weak self, weak child = animation.child] in
            if let self, let child, self.isObserved, isTracked() {
                self.emit(.animationEnded(child, appearing: appearing))
            }
            ended()
        }
    }

    func finishAnimationStep(_ token: AnimationToken, child: Child?, appearing: Bool) {
        host.finishAnimation(token)
        if isObserved, let child { emit(.finishAnimation(child, appearing: appearing)) }
    }
}
