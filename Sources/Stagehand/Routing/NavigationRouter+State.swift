// What a navigation router shows: the selected tab, the stacks, the visible route and path.

extension NavigationRouter {
    /// Whether ``start(context:)`` has run.
    public var isStarted: Bool { core.phase != .notStarted }

    /// The selected tab; `nil` while the tabs state is not active.
    public var selectedTab: Route? { selected >= 0 ? tabs[selected] : nil }

    /// Whether the tabs state is active.
    public var isInTabs: Bool { tabsActive }

    /// The stack of `tab`, root first, its active atomic state last; empty while the tabs
    /// state is not active or when `tab` is not a tab.
    /// - Parameter tab: A tab.
    /// - Returns: A copy of its stack.
    public func stack(of tab: Route) -> [Route] {
        guard let position = tabs.firstIndex(of: tab) else { return [] }
        return stacks[position].array()
    }

    /// The stack outside the tabs state, root first; it ends with the tabs state while that is
    /// active.
    public var rootStack: [Route] { root }

    /// The route shown: the top of the selected tab's stack, or of the root stack.
    public var visibleRoute: Route {
        if selected >= 0, let top = stacks[selected].last { return top }
        if let top = root.last { return top }
        return definition.table.states[rootLeafIndex()] ?? tabsRoute
    }

    /// The chain of states from below the chart's root down to ``visibleRoute``, such as
    /// `[tabs, account, profile]`.
    public var path: [Route] {
        let table = definition.table
        guard let visible = table.index[visibleRoute] else { return [] }
        var chain: [Route] = []
        var state = visible
        while state > 0 {
            chain.append(table.states[state]!)
            state = table.parent[state]
        }
        return chain.reversed()
    }

    /// The active atomic states, in document order.
    public var configuration: [Route] { chart.configuration }

    /// Whether `route` is an active state of the chart.
    /// - Parameter route: A route.
    /// - Returns: `true` if it is active.
    public func isActive(_ route: Route) -> Bool { chart.isActive(route) }

    /// Whether ``back(context:)`` would go back: the selected tab's stack (or the root stack
    /// outside the tabs state) has more than one entry.
    public var canGoBack: Bool {
        if selected >= 0 { return stacks[selected].count > 1 }
        return root.count > 1
    }
}
