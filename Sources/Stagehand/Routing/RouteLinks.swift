/// Which routes a definition's non-delayed rules connect, built in one pass over its rules so a
/// deep link is checked in time linear in the definition plus the path.
struct RouteLinks<Route: Hashable & Sendable, Event: Hashable & Sendable> {
    private struct Link: Hashable {
        let from: Route
        let to: Route
    }

    private var links: Set<Link> = []
    /// Targets of rules from any state.
    private var fromAnyState: Set<Route> = []
    private let states: Set<Route>

    init(_ definition: StateMachine<Route, Event>.Definition) {
        states = Set(definition.states)
        for rule in definition.rules where rule.delay == nil {
            switch rule.sources {
            case .anyState:
                fromAnyState.insert(rule.target)
            case .states(let sources):
                for source in sources { links.insert(Link(from: source, to: rule.target)) }
            }
        }
    }

    /// Whether some non-delayed rule leads from `source` to `target` (guards not evaluated).
    func leads(from source: Route, to target: Route) -> Bool {
        links.contains(Link(from: source, to: target)) || (fromAnyState.contains(target) && states.contains(source))
    }
}
