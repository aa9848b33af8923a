/// One thing that happened in or to a ``StateContainer``: the vocabulary every trace of a
/// container uses, from its observers to `StagehandTesting`'s recording host.
///
/// A container reports to its observers (``StateContainer/observe(_:)``) the requests it gets, its own
/// appearance changes as it applies them, the transitions it runs and every step it performs
/// through its host (containment, appearance calls, views, animations), each as it performs it.
/// Only ``animationEnded(_:appearing:)`` comes from a host: the toolkit ended an animation by
/// itself and the container accepted its completion.
///
/// Map an event with ``map(state:child:)`` to name its states and children (for example
/// `StateContainerEvent<String, String>`, which compares whole traces with `==`).
public enum StateContainerEvent<State, Child> {
    /// ``StateContainer/setNeedsTransition(to:animated:completion:)`` was called (reported at the
    /// call, before any deferral).
    case requested(State, animated: Bool)
    /// The container applied an appearance call of its own (reported when applied, which may be
    /// after the backend's call when it was made inside a callback). `willAppear`, `didAppear` and
    /// `willDisappear` are reported before the children get theirs, `didDisappear` after, so the
    /// container counts as on screen exactly while its children may get appearance calls.
    case container(AppearanceCall, animated: Bool)
    /// A transition starts; reported right before the delegate's
    /// ``StateContainerDelegate/willTransition(to:animated:)``.
    case willTransition(to: State, animated: Bool)
    /// A transition ended; reported right after the delegate's
    /// ``StateContainerDelegate/didTransition(from:animated:)``.
    case didTransition(from: State, to: State, animated: Bool)
    /// The child became a child of the container (``StateContainerContainmentHost/attach(_:)``).
    case attach(Child)
    /// Attaching the child has finished (``StateContainerContainmentHost/didAttach(_:)``).
    case didAttach(Child)
    /// The child is about to be detached (``StateContainerContainmentHost/willDetach(_:)``).
    case willDetach(Child)
    /// The child was detached; the container holds it no more (``StateContainerContainmentHost/detach(_:)``).
    case detach(Child)
    /// The child was told it will appear.
    case willAppear(Child, animated: Bool)
    /// The child was told it did appear.
    case didAppear(Child, animated: Bool)
    /// The child was told it will disappear.
    case willDisappear(Child, animated: Bool)
    /// The child was told it did disappear.
    case didDisappear(Child, animated: Bool)
    /// The container's views are now exactly these, bottom first
    /// (``StateContainerHost/arrangeViews(_:)`` or ``StateContainerHost/removeViews(of:remaining:)``).
    case views([Child])
    /// An animation of the child started; its delay may still run
    /// (``StateContainerHost/startAnimation(_:completion:)``).
    case animate(Child, appearing: Bool, duration: Duration, delay: Duration)
    /// The host ended the child's animation by itself and called its completion.
    case animationEnded(Child, appearing: Bool)
    /// The container finished the child's animation early (``StateContainerHost/finishAnimation(_:)``).
    case finishAnimation(Child, appearing: Bool)

    /// The appearance call an event reports for a child: `willAppear` for ``willAppear(_:animated:)``
    /// and so on; `nil` for every other event.
    package var appearanceCall: AppearanceCall? {
        switch self {
        case .willAppear: .willAppear
        case .didAppear: .didAppear
        case .willDisappear: .willDisappear
        case .didDisappear: .didDisappear
        default: nil
        }
    }

    /// The event for one appearance call delivered to `child`.
    /// - Parameters:
    ///   - call: The call.
    ///   - child: The child it reached.
    ///   - animated: Whether it is animated.
    /// - Returns: ``willAppear(_:animated:)`` for `.willAppear`, and so on.
    package static func appearance(_ call: AppearanceCall, of child: Child, animated: Bool) -> Self {
        switch call {
        case .willAppear: .willAppear(child, animated: animated)
        case .didAppear: .didAppear(child, animated: animated)
        case .willDisappear: .willDisappear(child, animated: animated)
        case .didDisappear: .didDisappear(child, animated: animated)
        }
    }

    /// The child the event concerns, or `nil` for views and the container's own events.
    public var child: Child? {
        switch self {
        case .attach(let child), .didAttach(let child), .willDetach(let child), .detach(let child),
            .willAppear(let child, _), .didAppear(let child, _), .willDisappear(let child, _),
            .didDisappear(let child, _), .animate(let child, _, _, _), .animationEnded(let child, _),
            .finishAnimation(let child, _):
            child
        case .views, .requested, .container, .willTransition, .didTransition:
            nil
        }
    }

    /// The same event with its states and children transformed, for example into names.
    /// - Parameters:
    ///   - state: Transforms a state.
    ///   - child: Transforms a child.
    /// - Returns: The transformed event.
    public func map<NewState, NewChild>(
        state: (State) -> NewState, child: (Child) -> NewChild
    ) -> StateContainerEvent<NewState, NewChild> {
        switch self {
        case .requested(let value, let animated): .requested(state(value), animated: animated)
        case .container(let call, let animated): .container(call, animated: animated)
        case .willTransition(let value, let animated): .willTransition(to: state(value), animated: animated)
        case .didTransition(let from, let to, let animated):
            .didTransition(from: state(from), to: state(to), animated: animated)
        case .attach(let value): .attach(child(value))
        case .didAttach(let value): .didAttach(child(value))
        case .willDetach(let value): .willDetach(child(value))
        case .detach(let value): .detach(child(value))
        case .willAppear(let value, let animated): .willAppear(child(value), animated: animated)
        case .didAppear(let value, let animated): .didAppear(child(value), animated: animated)
        case .willDisappear(let value, let animated): .willDisappear(child(value), animated: animated)
        case .didDisappear(let value, let animated): .didDisappear(child(value), animated: animated)
        case .views(let values): .views(values.map(child))
        case .animate(let value, let appearing, let duration, let delay):
            .animate(child(value), appearing: appearing, duration: duration, delay: delay)
        case .animationEnded(let value, let appearing): .animationEnded(child(value), appearing: appearing)
        case .finishAnimation(let value, let appearing): .finishAnimation(child(value), appearing: appearing)
        }
    }
}

extension StateContainerEvent: Equatable where State: Equatable, Child: Equatable {}

extension StateContainerEvent: Hashable where State: Hashable, Child: Hashable {}

extension StateContainerEvent: Sendable where State: Sendable, Child: Sendable {}

extension StateContainerEvent: CustomStringConvertible {
    /// The event as one short line, such as `willAppear(b, animated)`.
    public var description: String {
        func flag(_ animated: Bool) -> String { animated ? "animated" : "not animated" }
        func direction(_ appearing: Bool) -> String { appearing ? "appearing" : "disappearing" }
        switch self {
        case .attach(let child): return "attach(\(child))"
        case .didAttach(let child): return "didAttach(\(child))"
        case .willDetach(let child): return "willDetach(\(child))"
        case .detach(let child): return "detach(\(child))"
        case .willAppear(let child, let animated): return "willAppear(\(child), \(flag(animated)))"
        case .didAppear(let child, let animated): return "didAppear(\(child), \(flag(animated)))"
        case .willDisappear(let child, let animated): return "willDisappear(\(child), \(flag(animated)))"
        case .didDisappear(let child, let animated): return "didDisappear(\(child), \(flag(animated)))"
        case .views(let children): return "views[\(children.map { "\($0)" }.joined(separator: ", "))]"
        case .animate(let child, let appearing, let duration, let delay):
            return "animate(\(child), \(direction(appearing)), \(duration), delay \(delay))"
        case .animationEnded(let child, let appearing): return "animationEnded(\(child), \(direction(appearing)))"
        case .finishAnimation(let child, let appearing): return "finishAnimation(\(child), \(direction(appearing)))"
        case .requested(let state, let animated): return "requested(\(state), \(flag(animated)))"
        case .container(let call, let animated): return "container.\(call)(\(flag(animated)))"
        case .willTransition(let state, let animated): return "willTransition(to: \(state), \(flag(animated)))"
        case .didTransition(let from, let to, let animated):
            return "didTransition(from: \(from), to: \(to), \(flag(animated)))"
        }
    }
}
