/// What caused a ``Router``'s route to change.
public enum RouteCause<Event: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The router started and entered its initial route.
    case start
    /// An event (sent, chosen by `go(to:)`, or a delayed rule of the machine).
    case event(Event)
    /// `back()` returned to the previous route.
    case back
    /// `setPath(_:)` jumped to the last route of a path.
    case path

    /// `start`, `back`, `path`, or the event.
    public var description: String {
        switch self {
        case .start: "start"
        case .event(let event): "event '\(event)'"
        case .back: "back"
        case .path: "path"
        }
    }
}
