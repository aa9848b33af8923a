import Stagehand

// What a tab navigation view shows (for tests and tools), and the screens whose controllers it
// registers with the router.
extension TabNavigationView {
    // MARK: Reading what is shown

    /// The GTK stack of `tab`, or `nil` when `tab` is not one of the router's tabs.
    /// - Parameter tab: A tab.
    /// - Returns: Its stack widget.
    public func stack(of tab: Route) -> Stack? {
        tabPosition[tab].map { tabStacks[$0].stack }
    }

    /// The GTK stack of the screens outside the tabs state (its page for the tabs state holds the
    /// ``viewStack``).
    public var rootStack: Stack { root.stack }

    /// The screen at the top of `tab`'s stack, or `nil` when the tab has none.
    /// - Parameter tab: A tab.
    /// - Returns: The visible screen of the tab.
    public func visibleScreen(of tab: Route) -> Widget? {
        tabPosition[tab].flatMap { tabStacks[$0].topWidget }
    }

    /// The screen of the router's visible route.
    public var visibleScreen: Widget? {
        if router.isInTabs, let tab = router.selectedTab { return visibleScreen(of: tab) }
        return root.topWidget
    }

    /// The presentations on screen (sheets, covers, alerts), outermost first.
    public var presentedRoutes: [Route] { presenter?.shown.routes ?? [] }

    /// The window (a sheet's, or an alert's `AdwMessageDialog`) showing the presentation of
    /// `route`, while it is open.
    /// - Parameter route: A presentation state.
    /// - Returns: Its window, or `nil`.
    public func presentedWindow(of route: Route) -> Widget? {
        presenter?.shown.openView(of: route)
    }

    /// The routes whose pages `tab`'s GTK stack holds, root first (its entries, built or not).
    /// - Parameter tab: A tab.
    /// - Returns: The routes.
    public func shownStack(of tab: Route) -> [Route] {
        tabPosition[tab].map { tabStacks[$0].routes } ?? []
    }

    /// The animation the view chose the last time `tab`'s visible page changed (`.slideLeft` for a
    /// push, `.slideRight` for a back, `.none` outside the selected tab or for a tab switch), or
    /// `nil` before the first change.
    /// - Parameter tab: A tab.
    /// - Returns: The transition.
    public func lastTransition(of tab: Route) -> StackTransition? {
        tabPosition[tab].flatMap { tabStacks[$0].lastTransition }
    }

    /// How many screens of `tab` are still in its GTK stack only for the slide away from them.
    /// - Parameter tab: A tab.
    /// - Returns: The number of leaving screens.
    public func leavingScreenCount(of tab: Route) -> Int {
        tabPosition[tab].map { tabStacks[$0].leavingCount } ?? 0
    }

    // MARK: Screens with controllers

    /// Ties a controller to a screen widget; while the view shows the widget's page, the
    /// controller is registered with the router for the page's route.
    ///
    /// The widget owns the controller (``Widget/own(_:)``): it holds it until it is first shown,
    /// then for as long as it is in use (its page in a stack, also while covered, or parked as a
    /// ``persistentScreen(_:)``). The controller may hold `widget` strongly, as a form class
    /// holding its own widget does: that forms no cycle, and once the page is popped or replaced
    /// and removed from its stack, the controller is released (and with it the wrapper, when
    /// nothing else holds them). Out of every view, a widget no longer keeps its controller: to
    /// reuse a screen in a later view, keep its controller (which holds the widget), not the widget
    /// alone. Tying another controller to the same widget replaces this one. Own behaviour through
    /// one wrapper per widget (pass the wrapper that owns anything else).
    /// - Parameters:
    ///   - widget: The screen's widget.
    ///   - controller: The object that hears the route being left and entered; nothing else needs
    ///     to keep it.
    /// - Returns: `widget`, to return from the screen factory.
    public static func screen(
        _ widget: Widget, controller: any RouteScreen<Route, Event, Context>
    ) -> Widget {
        NavigationScreenController.attach(controller, to: widget)
        return widget
    }

    /// Marks a long-lived screen that the factory returns again and again (the app keeps it): when
    /// its page leaves its stack, the view parks it there, hidden, instead of removing it, so
    /// showing it again neither re-roots, restyles nor re-measures its widgets. The view keeps it
    /// until the view goes away.
    /// - Parameter widget: The screen's widget.
    /// - Returns: `widget`, to return from the screen factory.
    public static func persistentScreen(_ widget: Widget) -> Widget {
        NavigationScreenController.setPersistent(widget)
        return widget
    }

    /// How many persistent screens `tab`'s GTK stack holds parked (hidden, off its stack).
    /// - Parameter tab: A tab.
    /// - Returns: The number of parked screens.
    public func parkedScreenCount(of tab: Route) -> Int {
        tabPosition[tab].map { tabStacks[$0].parkedCount } ?? 0
    }

    /// The controller tied to `widget` with ``screen(_:controller:)``, if any.
    /// - Parameter widget: A screen widget.
    /// - Returns: Its controller.
    public static func controller(of widget: Widget) -> (any RouteScreen<Route, Event, Context>)? {
        NavigationScreenController.controller(of: widget) as? any RouteScreen<Route, Event, Context>
    }
}
