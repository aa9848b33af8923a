/// How a ``TabNavigationView`` presents one tab of a `NavigationRouter`: the switchers' title and
/// icon for the tab's region.
public struct NavigationTab<Route: Hashable & Sendable>: Sendable {
    /// The tab: a region of the router's tabs state.
    public let route: Route
    /// The title the view switchers show.
    public let title: String
    /// The icon the view switchers show, e.g. `mail-unread-symbolic`; `nil` for none.
    public let iconName: String?

    /// Describes a tab.
    /// - Parameters:
    ///   - route: The tab's region.
    ///   - title: The switchers' title.
    ///   - iconName: The switchers' icon.
    public init(_ route: Route, title: String, iconName: String? = nil) {
        self.route = route
        self.title = title
        self.iconName = iconName
    }
}
