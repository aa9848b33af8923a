extension Router {
    /// Registers `screen` for `route`; it is held weakly. Registering the same screen twice
    /// for a route does nothing. A screen registered during a change hears the next one.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it shows.
    public func register(_ screen: Screen, for route: Route) {
        guard let index = table.stateIndex[route] else {
            var list = strayScreens[route, default: []].filter { $0.screen != nil }
            if !list.contains(where: { $0.screen === screen }) { list.append(WeakScreen(screen)) }
            strayScreens[route] = list
            return
        }
        // Lists are compacted only between runs: a notification walks its list in place.
        if phase != Self.routing { compactScreens(of: index) }
        if screenLists[index].contains(where: { $0.screen === screen }) { return }
        screenLists[index].append(WeakScreen(screen))
        screenEntries += 1
        updateQuiet()
    }

    /// Removes `screen` from `route`. A screen unregistered during a change hears nothing more.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route it was registered for.
    public func unregister(_ screen: Screen, from route: Route) {
        guard let index = table.stateIndex[route] else {
            strayScreens[route]?.removeAll { $0.screen == nil || $0.screen === screen }
            return
        }
        if phase == Self.routing {
            for position in screenLists[index].indices where screenLists[index][position].screen === screen {
                screenLists[index][position].screen = nil
            }
            screensDirty = true
            runHasWork = true
        } else {
            screenLists[index].removeAll { $0.screen === screen }
            compactScreens(of: index)
        }
    }

    /// The live screens registered for `route`, in registration order.
    /// - Parameter route: The route.
    /// - Returns: The screens that still exist.
    public func screens(for route: Route) -> [Screen] {
        guard let index = table.stateIndex[route] else { return strayScreens[route, default: []].compactMap(\.screen) }
        return screenLists[index].compactMap(\.screen)
    }

    /// Adds an observer of route changes; it runs synchronously after the entered screens.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping (Change) -> Void) -> ObserverID {
        nextObserverID += 1
        observers.append(Observer(id: nextObserverID, run: handler))
        updateQuiet()
        return ObserverID(raw: nextObserverID)
    }

    /// Removes an observer; an unknown identifier does nothing.
    /// - Parameter id: What ``observe(_:)`` returned.
    public func removeObserver(_ id: ObserverID) {
        observers.removeAll { $0.id == id.raw }
        updateQuiet()
    }

    /// Drops the entries of released (or, during a run, unregistered) screens of one route.
    func compactScreens(of index: Int) {
        let before = screenLists[index].count
        screenLists[index].removeAll { $0.screen == nil }
        screenEntries -= before - screenLists[index].count
        updateQuiet()
    }

    /// Compacts every route's list after a run in which screens were unregistered.
    func compactAllScreens() {
        screensDirty = false
        for index in screenLists.indices where screenLists[index].contains(where: { $0.screen == nil }) {
            compactScreens(of: index)
        }
    }

    func updateQuiet() {
        isQuiet = screenEntries == 0 && observers.isEmpty
    }

    /// Tells the screens of the route at `index` that it is being left, in registration order,
    /// walking the list in place (it only grows during a run; screens added meanwhile wait for
    /// the next change).
    @inlinable
    func notifyLeave(_ index: Int, _ change: Change) {
        let count = screenLists[index].count
        var position = 0
        while position < count {
            if let screen = screenLists[index][position].screen { screen.routeWillLeave(change) }
            position &+= 1
        }
    }

    /// Tells the screens of the route at `index` that it was entered (see ``notifyLeave(_:_:)``).
    @inlinable
    func notifyEnter(_ index: Int, _ change: Change) {
        let count = screenLists[index].count
        var position = 0
        while position < count {
            if let screen = screenLists[index][position].screen { screen.routeDidEnter(change) }
            position &+= 1
        }
    }

    /// Runs the observers registered when the change began.
    @inlinable
    func notifyObservers(_ change: Change) {
        if _fastPath(observers.isEmpty) { return }
        let list = observers
        for observer in list { observer.run(change) }
    }
}
