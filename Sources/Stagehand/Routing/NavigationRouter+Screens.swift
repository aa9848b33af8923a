extension NavigationRouter {
    /// Registers `screen` for `route`; it is held weakly. Registering the same screen twice for
    /// a route does nothing; a route that is not a state of the chart is never entered. A
    /// screen registered during a change hears the next one.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - route: The route (state) it shows.
    public func register(_ screen: any RouteScreen<Route, Event, Context>, for route: Route) {
        registerScreen(screen, for: route)
    }

    /// Removes `screen` from `route`; a screen unregistered during a change hears nothing more.
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

    /// Adds an observer of changes; it runs after the entered screens heard the change.
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
    func routeIndex(of route: Route) -> Int? { definition.table.index[route] }

    /// Listens to the chart's macrosteps only while someone listens to the router.
    @usableFromInline
    func listenersChanged() {
        if !core.isQuiet && chartObservation == nil {
            chartObservation = chart.observe { [weak self] step in self?.chartStepped(step) }
        } else if core.isQuiet, let observation = chartObservation {
            chart.removeObserver(observation)
            chartObservation = nil
        }
    }

    func chartStepped(_ step: Statechart<Route, Event>.Macrostep) {
        stepExited.append(contentsOf: step.exited)
        stepEntered.append(contentsOf: step.entered)
    }

    /// Notes what the change starts from (for the change value), when someone listens.
    func beginChange() {
        edits.removeAll(keepingCapacity: true)
        presentationEdits.removeAll(keepingCapacity: true)
        guard !core.isQuiet else { return }
        stepExited.removeAll(keepingCapacity: true)
        stepEntered.removeAll(keepingCapacity: true)
        changePreviousTab = selectedTab
        changePreviousRoute = core.phase == .notStarted || !chart.isRunning && root.isEmpty ? nil : visibleRoute
        if root.isEmpty && !tabsActive { changePreviousRoute = nil }
    }

    /// Counts the change and tells the screens of the exited states, those of the entered
    /// states, then the observers.
    func announce(_ cause: RouteCause<Route, Event>, context: Context?) {
        countChange(cause)
        guard !core.isQuiet else { return }
        let navigation = RouteNavigation(
            exited: stepExited, entered: stepEntered, previousSelectedTab: changePreviousTab, selectedTab: selectedTab,
            edits: edits, presentationEdits: presentationEdits,
            presentations: presented.isEmpty ? [] : presentations)
        let change = Change(
            from: changePreviousRoute, to: visibleRoute, cause: cause, context: context, navigation: navigation)
        edits.removeAll(keepingCapacity: true)
        presentationEdits.removeAll(keepingCapacity: true)
        stepExited.removeAll(keepingCapacity: true)
        stepEntered.removeAll(keepingCapacity: true)
        let index = definition.table.index
        for route in navigation.exited {
            if let state = index[route] { core.notifyScreens(entered: false, state, change) }
        }
        for route in navigation.entered {
            if let state = index[route] { core.notifyScreens(entered: true, state, change) }
        }
        notifyObservers(change)
    }
}
