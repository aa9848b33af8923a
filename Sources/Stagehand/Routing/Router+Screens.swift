extension Router {
    /// Registers `screen` for `route`; it is held weakly. Registering the same screen twice
    /// for a route does nothing; a route that is not a state of the definition is never
    /// entered, so nothing is registered for it. A screen registered while the screens of its
    /// route are being told of a change is told from the next change on.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it shows.
    public func register(_ screen: any RouteScreen<Route, Event, Context>, for route: Route) {
        registerScreen(screen, for: route)
    }

    /// Removes `screen` from `route`. A screen unregistered during a change hears nothing more.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it was registered for.
    public func unregister(_ screen: any RouteScreen<Route, Event, Context>, from route: Route) {
        unregisterScreen(screen, from: route)
    }

    /// The live screens registered for `route`, in registration order.
    /// - Parameter route: The route.
    /// - Returns: The screens that still exist.
    public func screens(for route: Route) -> [any RouteScreen<Route, Event, Context>] {
        registeredScreens(for: route)
    }

    /// Adds an observer of route changes; it runs synchronously after the entered screens.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping (RouteChange<Route, Event, Context>) -> Void) -> ObservationID {
        addObserver(handler)
    }

    /// Removes an observer; an unknown identifier does nothing.
    /// - Parameter id: What ``observe(_:)`` returned.
    public func removeObserver(_ id: ObservationID) { dropObserver(id) }

    @usableFromInline
    func routeIndex(of route: Route) -> Int? { table.stateIndex[route] }

    @usableFromInline
    func listenersChanged() {}
}
