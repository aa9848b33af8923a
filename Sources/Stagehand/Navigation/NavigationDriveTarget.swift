/// Which part of a ``NavigationRouter``'s active configuration a ``NavigationDrive`` shows.
public enum NavigationDriveTarget<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The visible route: the top of the selected tab's stack, or of the root stack.
    case visibleRoute
    /// The selected tab (a tab bar's container); outside the tabs state, the top of the root
    /// stack.
    case selectedTab
    /// The top of one tab's stack (that tab's own container); nothing while the tabs state is
    /// not active.
    case tab(Route)
    /// The top of the root stack (the tabs state itself while it is active).
    case root
}
