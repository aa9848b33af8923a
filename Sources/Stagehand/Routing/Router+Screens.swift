extension Router: RouteScreenRegistry {
    var isAnnouncing: Bool { phase == .routing }

    /// Registers `screen` for `route`; it is held weakly. Registering the same screen twice
    /// for a route does nothing; a route that is not a state of the definition is never
    /// entered, so nothing is registered for it. A screen registered while the screens of its
    /// route are being told of a change is told from the next change on.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it shows.
    public func register(_ screen: any RouteScreen<Route, Event, Context>, for route: Route) {
        guard let index = table.stateIndex[route] else { return }
        addScreen(screen, at: index)
    }

    /// Removes `screen` from `route`. A screen unregistered during a change hears nothing more.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it was registered for.
    public func unregister(_ screen: any RouteScreen<Route, Event, Context>, from route: Route) {
        guard let index = table.stateIndex[route] else { return }
        screenTable.clear(screen, in: index)
        if phase == .routing {
            screensDirty = true
            runHasWork = true
        } else {
            screenTable.compactIfWorthwhile(index)
            updateQuiet()
        }
    }

    /// The live screens registered for `route`, in registration order.
    /// - Parameter route: The route.
    /// - Returns: The screens that still exist.
    public func screens(for route: Route) -> [any RouteScreen<Route, Event, Context>] {
        guard let index = table.stateIndex[route] else { return [] }
        return screenTable.screens(of: index)
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

    /// Compacts every route's list after a run in which screens were unregistered.
    func compactAllScreens() {
        screensDirty = false
        screenTable.compactCleared()
        updateQuiet()
    }

    func updateQuiet() {
        isQuiet = screenTable.entryCount == 0 && observers.isEmpty
    }

    /// Runs the observers registered when the change began.
    @inlinable
    @inline(__always)
    func notifyObservers(_ change: Change) {
        if _fastPath(observers.isEmpty) { return }
        runObservers(change)
    }

    @usableFromInline
    func runObservers(_ change: Change) {
        observers.forEach { $0(change) }
    }
}
