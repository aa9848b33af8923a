/// One change of a router (``Router`` or ``NavigationRouter``), as screens and observers see it.
///
/// `from` and `to` are the routes shown before and after; a ``NavigationRouter`` adds
/// ``navigation``: the states exited and entered, the tab selection, and the stack edits a
/// backend applies to its toolkit's stacks.
public struct RouteChange<Route: Hashable & Sendable, Event: Hashable & Sendable, Context> {
    /// The route shown before the change; `nil` on start.
    public let from: Route?
    /// The route shown after the change.
    public let to: Route
    /// What caused the change.
    public let cause: RouteCause<Route, Event>
    /// The context given by the caller, if any.
    public let context: Context?
    /// The navigation detail of a ``NavigationRouter``'s change; `nil` for a ``Router``'s.
    public let navigation: RouteNavigation<Route>?

    /// Creates a change value from the values of its properties.
    @inlinable
    public init(
        from: Route?, to: Route, cause: RouteCause<Route, Event>, context: Context?,
        navigation: RouteNavigation<Route>? = nil
    ) {
        self.from = from
        self.to = to
        self.cause = cause
        self.context = context
        self.navigation = navigation
    }

    /// The event that caused the change, if an event (sent, delayed or an invocation's) did.
    public var event: Event? {
        switch cause {
        case .event(let event), .delayed(let event), .invoked(_, let event): event
        default: nil
        }
    }

    /// The edits this change made to the stacks, in order: a ``NavigationRouter``'s as recorded;
    /// for a ``Router`` (one stack, `tab == nil`) a push of `to`, a pop, or the opened path.
    public var edits: [StackEdit<Route>] {
        if let navigation { return navigation.edits }
        switch cause {
        case .start, .restore: return [StackEdit(tab: nil, .replace(keeping: 0, with: [to]))]
        case .back: return [StackEdit(tab: nil, .pop(1))]
        case .open(let path): return [StackEdit(tab: nil, .replace(keeping: 0, with: path))]
        case .event, .delayed, .invoked, .select: return from == to ? [] : [StackEdit(tab: nil, .push(to))]
        }
    }
}

extension RouteChange: Sendable where Context: Sendable {}
