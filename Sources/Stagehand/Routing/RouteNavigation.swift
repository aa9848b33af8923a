/// What a ``NavigationRouter``'s change did beyond `from` and `to`: the states exited and
/// entered, the tab selection, the stack edits and the presentations (``RouteChange/navigation``).
public struct RouteNavigation<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The states exited, in SCXML exit order (deepest and latest first).
    public let exited: [Route]
    /// The states entered, in SCXML entry order (document order).
    public let entered: [Route]
    /// The tab selected before the change; `nil` when the tabs state was not active.
    public let previousSelectedTab: Route?
    /// The tab selected after the change; `nil` while the tabs state is not active.
    public let selectedTab: Route?
    /// The edits made to the tab stacks and the root stack, in the order they were made.
    public let edits: [StackEdit<Route>]
    /// The presentations dismissed and presented, in the order a backend applies them (every
    /// dismissal first, the last presented first; then the presentations, outermost first).
    public let presentationEdits: [PresentationEdit<Route>]
    /// The presentation states shown after the change, outermost first.
    public let presentations: [Route]

    /// Creates a navigation detail from the values of its properties.
    package init(
        exited: [Route], entered: [Route], previousSelectedTab: Route?, selectedTab: Route?, edits: [StackEdit<Route>],
        presentationEdits: [PresentationEdit<Route>] = [], presentations: [Route] = []
    ) {
        self.exited = exited
        self.entered = entered
        self.previousSelectedTab = previousSelectedTab
        self.selectedTab = selectedTab
        self.edits = edits
        self.presentationEdits = presentationEdits
        self.presentations = presentations
    }
}
