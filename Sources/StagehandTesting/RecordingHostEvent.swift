import Stagehand

/// One call recorded by ``RecordingHost``: a host call the engine made, or (when the host
/// observes its container) an event the container reported. Children and states are recorded by
/// name, so whole traces compare with `==`.
public enum RecordingHostEvent: Hashable, Sendable, CustomStringConvertible {
    /// `StateContainerHost/attach(_:)`.
    case attach(String)
    /// `StateContainerHost/didAttach(_:)`.
    case didAttach(String)
    /// `StateContainerHost/willDetach(_:)`.
    case willDetach(String)
    /// `StateContainerHost/detach(_:)`.
    case detach(String)
    /// `StateContainerHost/deliverAppearance(_:to:animated:)` with `AppearanceCall/willAppear`.
    case willAppear(String, animated: Bool)
    /// `StateContainerHost/deliverAppearance(_:to:animated:)` with `AppearanceCall/didAppear`.
    case didAppear(String, animated: Bool)
    /// `StateContainerHost/deliverAppearance(_:to:animated:)` with `AppearanceCall/willDisappear`.
    case willDisappear(String, animated: Bool)
    /// `StateContainerHost/deliverAppearance(_:to:animated:)` with `AppearanceCall/didDisappear`.
    case didDisappear(String, animated: Bool)
    /// `StateContainerHost/arrangeViews(_:)`, bottom first.
    case views([String])
    /// `StateContainerHost/startAnimation(_:completion:)`.
    case animate(String, appearing: Bool, duration: Duration, delay: Duration)
    /// The host ended an animation and called its completion.
    case animationEnded(String, appearing: Bool)
    /// `StateContainerHost/finishAnimation(_:)`.
    case finishAnimation(String, appearing: Bool)
    /// The container reported `StateContainerEvent/requested(_:animated:)`.
    case requested(String, animated: Bool)
    /// The container reported `StateContainerEvent/container(_:animated:)`.
    case container(AppearanceCall, animated: Bool)
    /// The container reported `StateContainerEvent/willTransition(to:animated:)`.
    case willTransition(to: String, animated: Bool)
    /// The container reported `StateContainerEvent/didTransition(from:to:animated:)`.
    case didTransition(from: String, to: String, animated: Bool)

    /// The child the event concerns, or `nil` for views and container events.
    public var child: String? {
        switch self {
        case .attach(let name), .didAttach(let name), .willDetach(let name), .detach(let name),
            .willAppear(let name, _), .didAppear(let name, _), .willDisappear(let name, _),
            .didDisappear(let name, _), .animate(let name, _, _, _), .animationEnded(let name, _),
            .finishAnimation(let name, _):
            name
        case .views, .requested, .container, .willTransition, .didTransition:
            nil
        }
    }

    /// The event as one short line, such as `willAppear(b, animated)`.
    public var description: String {
        func flag(_ animated: Bool) -> String { animated ? "animated" : "not animated" }
        func direction(_ appearing: Bool) -> String { appearing ? "appearing" : "disappearing" }
        switch self {
        case .attach(let name): return "attach(\(name))"
        case .didAttach(let name): return "didAttach(\(name))"
        case .willDetach(let name): return "willDetach(\(name))"
        case .detach(let name): return "detach(\(name))"
        case .willAppear(let name, let animated): return "willAppear(\(name), \(flag(animated)))"
        case .didAppear(let name, let animated): return "didAppear(\(name), \(flag(animated)))"
        case .willDisappear(let name, let animated): return "willDisappear(\(name), \(flag(animated)))"
        case .didDisappear(let name, let animated): return "didDisappear(\(name), \(flag(animated)))"
        case .views(let names): return "views[\(names.joined(separator: ", "))]"
        case .animate(let name, let appearing, let duration, let delay):
            return "animate(\(name), \(direction(appearing)), \(duration), delay \(delay))"
        case .animationEnded(let name, let appearing): return "animationEnded(\(name), \(direction(appearing)))"
        case .finishAnimation(let name, let appearing): return "finishAnimation(\(name), \(direction(appearing)))"
        case .requested(let state, let animated): return "requested(\(state), \(flag(animated)))"
        case .container(let call, let animated): return "container.\(call)(\(flag(animated)))"
        case .willTransition(let state, let animated): return "willTransition(to: \(state), \(flag(animated)))"
        case .didTransition(let from, let to, let animated):
            return "didTransition(from: \(from), to: \(to), \(flag(animated)))"
        }
    }
}
