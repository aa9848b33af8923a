/// What caused a ``NavigationRouter`` change.
public enum NavigationCause<Route: Hashable & Sendable, Event: Hashable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// The router started and entered the chart's initial configuration.
    case start
    /// An event sent to the router.
    case event(Event)
    /// ``NavigationRouter/back(context:)`` popped the stack of `tab` (`nil`: the root stack).
    case back(tab: Route?)
    /// ``NavigationRouter/select(tab:context:)`` selected a tab; nothing was exited or entered.
    case select(tab: Route)
    /// A deep link (``NavigationRouter/open(_:context:)`` or ``NavigationRouter/open(link:context:)``)
    /// set this path.
    case open([Route])
    /// A delayed send of the chart delivered this event.
    case delayed(Event)

    /// `start`, `back`, `select`, `open` or the event, with what it names.
    public var description: String {
        switch self {
        case .start: "start"
        case .event(let event): "event '\(event)'"
        case .back(let tab?): "back in tab '\(tab)'"
        case .back(nil): "back"
        case .select(let tab): "select tab '\(tab)'"
        case .open(let path): "open '\(path.map { "\($0)" }.joined(separator: "/"))'"
        case .delayed(let event): "delayed event '\(event)'"
        }
    }
}
