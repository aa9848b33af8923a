/// What caused a router's change: the one cause type of ``Router`` and ``NavigationRouter``.
public enum RouteCause<Route: Hashable & Sendable, Event: Hashable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// The router started and entered its initial route (or configuration).
    case start
    /// An event: sent, chosen by ``Router/go(to:context:)``, or a delayed rule of a flat machine.
    case event(Event)
    /// `back()` popped the stack of `tab`; `nil` is the flat router's back stack, or a
    /// ``NavigationRouter``'s root stack.
    case back(tab: Route?)
    /// ``NavigationRouter/select(tab:context:)`` selected a tab; nothing was exited or entered.
    case select(tab: Route)
    /// A deep link (`open(_:context:)` or ``NavigationRouter/open(link:context:)``) set this path.
    case open([Route])
    /// A delayed send of a ``NavigationRouter``'s chart delivered this event.
    case delayed(Event)
    /// The result of an invocation of a ``NavigationRouter``'s chart (an operation's value or
    /// error, a sequence's element, a child chart's event), mapped to this event, arrived while
    /// the router was at rest; `id` is the invocation's identifier.
    case invoked(id: String, Event)
    /// ``NavigationRouter/restore(_:context:)`` replaced the stacks, the selected tab and the
    /// chart's configuration by a snapshot's.
    case restore

    /// `start`, `back`, `select`, `open`, `restore` or the event, with what it names.
    public var description: String {
        switch self {
        case .start: "start"
        case .event(let event): "event '\(event)'"
        case .back(let tab?): "back in tab '\(tab)'"
        case .back(nil): "back"
        case .select(let tab): "select tab '\(tab)'"
        case .open(let path): "open '\(path.map { "\($0)" }.joined(separator: "/"))'"
        case .delayed(let event): "delayed event '\(event)'"
        case .invoked(let id, let event): "event '\(event)' of invocation '\(id)'"
        case .restore: "restore"
        }
    }
}
