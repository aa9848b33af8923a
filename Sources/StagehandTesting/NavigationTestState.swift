/// What a ``NavigationTestStore`` asserts after each change of a `NavigationRouter`: the selected
/// tab, the stack of every tab, the root stack, and the routes whose screens heard leave and enter
/// during the change, in order.
///
/// An expectation closure gets the state the previous change left (with ``left`` and ``entered``
/// empty, since they belong to one change) and sets what the change should have made of it:
///
/// ```swift
/// try store.send("open") {
///     $0.stacks[.comments] = [.list, .detail]
///     $0.left = [.list]
///     $0.entered = [.detail]
/// }
/// ```
///
/// A tab whose stack is empty (every tab while the tabs state is not active) may be absent from
/// ``stacks`` or map to `[]`: both mean the same, and compare equal.
public struct NavigationTestState<Route: Hashable & Sendable>: Equatable, Sendable, CustomStringConvertible {
    /// The selected tab; `nil` while the tabs state is not active.
    public var selectedTab: Route?
    /// The stack of each tab, root first, its active state last.
    public var stacks: [Route: [Route]]
    /// The stack outside the tabs state, root first; it ends with the tabs state while that is
    /// active.
    public var rootStack: [Route]
    /// The presentation states shown over the stacks (sheets, alerts), outermost first.
    public var presentations: [Route] = []
    /// The routes whose screens heard `routeWillLeave` during the change, in the order they heard
    /// it (SCXML exit order: deepest first).
    public var left: [Route]
    /// The routes whose screens heard `routeDidEnter` during the change, in the order they heard
    /// it (SCXML entry order: outermost first).
    public var entered: [Route]
    /// The tabs in document order, for listing the stacks in that order (not compared).
    var tabOrder: [Route] = []

    /// Creates a state from the values of its properties.
    public init(
        selectedTab: Route? = nil, stacks: [Route: [Route]] = [:], rootStack: [Route] = [], left: [Route] = [],
        entered: [Route] = []
    ) {
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.rootStack = rootStack
        self.left = left
        self.entered = entered
    }

    /// The route shown: the top of the selected tab's stack, else of the root stack.
    public var visibleRoute: Route? {
        if let selectedTab, let top = stacks[selectedTab]?.last { return top }
        return rootStack.last
    }

    /// Whether two states have the same selected tab, root stack, lifecycle and non-empty stacks.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.selectedTab == rhs.selectedTab && lhs.rootStack == rhs.rootStack && lhs.presentations == rhs.presentations
            && lhs.left == rhs.left
            && lhs.entered == rhs.entered
            && lhs.stacks.filter { !$0.value.isEmpty } == rhs.stacks.filter { !$0.value.isEmpty }
    }

    /// One line per part: the selected tab, the root stack, each non-empty stack (tabs in document
    /// order), then the routes that left and entered.
    public var description: String {
        Self.lines(of: self, stacks: stackKeys(with: self), presentations: !presentations.isEmpty).map {
            "\($0.key): \($0.value)"
        }.joined(separator: "\n")
    }

    /// This state with no lifecycle: what a change that heard nothing would leave.
    var withoutLifecycle: Self {
        var state = self
        state.left = []
        state.entered = []
        return state
    }

    /// The lines of `expected` and `actual` side by side, as a unified diff: an unchanged line
    /// starts with two spaces, a differing one appears twice, `-` with the expected value, then `+`
    /// with the actual one.
    /// - Parameters:
    ///   - expected: The state the test expected.
    ///   - actual: The state the router reached.
    /// - Returns: The diff, one line per part.
    static func difference(expected: Self, actual: Self) -> String {
        let keys = actual.stackKeys(with: expected)
        let presentations = !expected.presentations.isEmpty || !actual.presentations.isEmpty
        let left = lines(of: expected, stacks: keys, presentations: presentations)
        let right = lines(of: actual, stacks: keys, presentations: presentations)
        var result: [String] = []
        for (old, new) in zip(left, right) {
            if old.value == new.value {
                result.append("  \(old.key): \(old.value)")
            } else {
                result.append("- \(old.key): \(old.value)")
                result.append("+ \(new.key): \(new.value)")
            }
        }
        return result.joined(separator: "\n")
    }

    /// The tabs whose stack is not empty in this state or in `other`: this state's tabs in
    /// document order first, then any other keys in the order of their descriptions.
    private func stackKeys(with other: Self) -> [Route] {
        var seen = Set<Route>()
        var keys: [Route] = []
        for tab in tabOrder + other.tabOrder where seen.insert(tab).inserted {
            if !(stacks[tab] ?? []).isEmpty || !(other.stacks[tab] ?? []).isEmpty { keys.append(tab) }
        }
        var extra: [Route] = []
        for (key, stack) in stacks where !stack.isEmpty && !seen.contains(key) { extra.append(key) }
        for (key, stack) in other.stacks where !stack.isEmpty && !seen.contains(key) { extra.append(key) }
        for key in extra.sorted(by: { "\($0)" < "\($1)" }) where seen.insert(key).inserted { keys.append(key) }
        return keys
    }

    /// The labelled lines of `state`, with a line for each tab of `stacks`, and one for the
    /// presentations when `presentations`.
    private static func lines(
        of state: Self, stacks: [Route], presentations: Bool
    ) -> [(key: String, value: String)] {
        var lines: [(key: String, value: String)] = [
            ("selected tab", state.selectedTab.map { "\($0)" } ?? "none"),
            ("root", list(state.rootStack)),
        ]
        for tab in stacks { lines.append(("\(tab)", list(state.stacks[tab] ?? []))) }
        if presentations { lines.append(("presented", list(state.presentations))) }
        lines.append(("left", list(state.left)))
        lines.append(("entered", list(state.entered)))
        return lines
    }

    private static func list(_ routes: [Route]) -> String {
        "[" + routes.map { "\($0)" }.joined(separator: ", ") + "]"
    }
}
