import Dispatch
import Stagehand
import Testing

/// Tests a `NavigationRouter` exhaustively: each request a test makes — an event, a tab, a deep
/// link, back — states exactly what the change it causes does to the selected tab, every stack
/// and the screens that hear leave and enter, and a change the test does not state fails it.
///
/// Each action takes an expectation closure. The closure gets the ``state`` the previous change
/// left, with ``NavigationTestState/left`` and ``NavigationTestState/entered`` empty, and sets
/// what the request's change should have made of it; the store compares that with what the router
/// did and records an issue (Swift Testing's `Issue.record`, at the action's source location) with
/// a diff when they differ. Leave the closure out to state that nothing changes.
///
/// ```swift
/// let store = try NavigationTestStore(chart, tabs: .tabs)
/// store.start {
///     $0.selectedTab = .comments
///     $0.stacks = [.comments: [.list], .account: [.landing]]
///     $0.rootStack = [.tabs]
///     $0.entered = [.tabs, .comments, .list, .account, .landing]
/// }
/// try store.send("open") {
///     $0.stacks[.comments] = [.list, .detail]
///     $0.left = [.list]
///     $0.entered = [.detail]
/// }
/// store.finish()
/// ```
///
/// **Later changes.** A request's first change is the one its closure states. The changes that
/// follow it — requests that screens or observers made during the change, delayed sends of the
/// chart that fire in ``advance(by:sourceLocation:)`` — wait until the test states each with
/// ``receive(_:sourceLocation:_:)``, in order. A request that throws (the error comes from the
/// router, untouched) states nothing; the changes it made before failing wait the same way.
///
/// **Exhaustivity.** With ``Exhaustivity/on`` (the default), a change left waiting fails the test
/// at the next action, at ``finish(sourceLocation:)``, or when the store is released. With
/// ``Exhaustivity/off``, waiting changes are skipped silently, ``receive(_:sourceLocation:_:)``
/// looks for the first change with its cause, and a closure states only what it sets: it is
/// applied to the state the router reached and must leave it unchanged.
///
/// **Recording.** The store registers a screen of its own on every route and observes the
/// router, so what it asserts is what any screen and observer hears. The router's other screens
/// and observers keep working. Each change costs reading every stack once.
///
/// Modals are not part of the router yet: when they are, `dismiss` joins these actions and the
/// state gains the presented modals.
@MainActor
public final class NavigationTestStore<Route: Hashable & Sendable, Event: StatechartEvent, Context> {
    /// The router under test.
    public typealias Router = NavigationRouter<Route, Event, Context>
    /// A change of the router under test.
    public typealias Change = RouteChange<Route, Event, Context>
    /// The navigation the store asserts.
    public typealias State = NavigationTestState<Route>

    /// Whether every change must be stated.
    public enum Exhaustivity: Hashable, Sendable {
        /// Every change must be stated, completely: a change left waiting fails the test.
        case on
        /// Changes may be skipped, and a closure states only what it sets.
        case off
    }

    /// The router under test; read it, or register screens and observers of your own on it.
    public let router: Router
    /// The clock the router's delayed sends run on, moved by ``advance(by:sourceLocation:)``.
    public let clock: ManualClock?
    /// Whether every change must be stated; ``Exhaustivity/on`` by default.
    public var exhaustivity: Exhaustivity {
        get { recorder.exhaustive ? .on : .off }
        set { recorder.exhaustive = newValue == .on }
    }
    /// The navigation after the last change stated or skipped, with that change's lifecycle.
    public internal(set) var state: State

    let recorder = NavigationTestRecorder<Route, Event, Context>()
    private let probes: [NavigationTestRecorder<Route, Event, Context>.Probe]
    private let observation: ObservationID
    private let sourceLocation: SourceLocation

    /// Creates a store over `router`, started or not, and records its changes from now on.
    /// - Parameters:
    ///   - router: The router under test; if it has not started, start it with
    ///     ``start(context:sourceLocation:_:)``.
    ///   - clock: The clock the router was made with, if its chart has delayed sends.
    ///   - exhaustivity: Whether every change must be stated.
    ///   - sourceLocation: Where changes left unstated are reported when the store is released.
    public init(
        router: Router, clock: ManualClock? = nil, exhaustivity: Exhaustivity = .on,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.router = router
        self.clock = clock
        self.sourceLocation = sourceLocation
        state = NavigationTestRecorder.state(of: router)
        let recorder = recorder
        recorder.exhaustive = exhaustivity == .on
        probes = router.definition.states.map { NavigationTestRecorder.Probe(route: $0, recorder: recorder) }
        for probe in probes { router.register(probe, for: probe.route) }
        observation = router.observe { [weak router] change in
            if let router { recorder.close(change, router: router) }
        }
        NavigationTestMainQueue.mark()
    }

    /// Creates a store over a new router, not yet started.
    /// - Parameters:
    ///   - definition: The chart; its states are the routes.
    ///   - tabs: The parallel state whose regions are the tabs.
    ///   - presentations: The states shown over the stacks, with how (`NavigationPresentation`).
    ///   - clock: The clock for the chart's delayed sends, if it has any.
    ///   - exhaustivity: Whether every change must be stated.
    ///   - sourceLocation: Where changes left unstated are reported when the store is released.
    /// - Throws: The router's `NavigationDefinitionError` for a bad tabs state or presentation.
    public convenience init(
        _ definition: Statechart<Route, Event>.Definition, tabs: Route,
        presentations: [Route: NavigationPresentation<Event>] = [:], clock: ManualClock? = nil,
        exhaustivity: Exhaustivity = .on, sourceLocation: SourceLocation = #_sourceLocation
    ) throws(NavigationDefinitionError<Route>) {
        let router = try Router(definition, tabs: tabs, presentations: presentations, clock: clock)
        self.init(router: router, clock: clock, exhaustivity: exhaustivity, sourceLocation: sourceLocation)
    }

    // Not an isolated deinit: that one hides the task-local values, so Swift Testing could not
    // tell which test released the store. This one runs where the last reference went, inside the
    // test, and reports there when that is the main queue (as a main-actor test is).
    deinit {
        let release = NavigationTestRelease(
            router: router, recorder: recorder, probes: probes, observation: observation, location: sourceLocation)
        if NavigationTestMainQueue.isCurrent {
            MainActor.assumeIsolated { release.run() }
        } else {
            Task { @MainActor in release.run() }
        }
    }

    /// The changes made but not yet stated or skipped, oldest first.
    public var waitingChanges: [Change] { recorder.waiting.map(\.change) }

    // MARK: Requests

    /// Starts the router and states its first change.
    /// - Parameters:
    ///   - context: The context for the initial screens.
    ///   - sourceLocation: Where a failure is reported.
    ///   - expected: Sets the state the start should reach; `nil` states it changes nothing.
    /// - Returns: The change, or `nil` when the router had started already.
    @discardableResult
    public func start(
        context: Context? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: ((inout State) -> Void)? = nil
    ) -> Change? {
        settle(before: "start", at: sourceLocation)
        router.start(context: context)
        return check("start", expected, at: sourceLocation)
    }

    /// Sends `event` to the router and states its change.
    /// - Parameters:
    ///   - event: The event.
    ///   - context: The context the screens receive.
    ///   - sourceLocation: Where a failure is reported.
    ///   - expected: Sets the state the change should reach; `nil` states it changes nothing.
    /// - Returns: The change, or `nil` when the router made none.
    /// - Throws: What the router throws; the closure is not called then.
    @discardableResult
    public func send(
        _ event: Event, context: Context? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: ((inout State) -> Void)? = nil
    ) throws(RouterError<Route, Event>) -> Change? {
        try act("send '\(event)'", at: sourceLocation, expected) { () throws(RouterError<Route, Event>) in
            _ = try router.send(event, context: context)
        }
    }

    /// Selects `tab` and states the change (a tab that is already selected makes none).
    /// - Parameters:
    ///   - tab: The tab.
    ///   - context: The context observers receive.
    ///   - sourceLocation: Where a failure is reported.
    ///   - expected: Sets the state the change should reach; `nil` states it changes nothing.
    /// - Returns: The change, or `nil` when the router made none.
    /// - Throws: What the router throws; the closure is not called then.
    @discardableResult
    public func select(
        tab: Route, context: Context? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: ((inout State) -> Void)? = nil
    ) throws(RouterError<Route, Event>) -> Change? {
        try act("select tab '\(tab)'", at: sourceLocation, expected) { () throws(RouterError<Route, Event>) in
            _ = try router.select(tab: tab, context: context)
        }
    }

    /// Goes back and states the change.
    /// - Parameters:
    ///   - context: The context the screens receive.
    ///   - sourceLocation: Where a failure is reported.
    ///   - expected: Sets the state the change should reach; `nil` states it changes nothing.
    /// - Returns: The change, or `nil` when the router made none.
    /// - Throws: What the router throws; the closure is not called then.
    @discardableResult
    public func back(
        context: Context? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: ((inout State) -> Void)? = nil
    ) throws(RouterError<Route, Event>) -> Change? {
        try act("back", at: sourceLocation, expected) { () throws(RouterError<Route, Event>) in
            _ = try router.back(context: context)
        }
    }

    /// Dismisses the presentation on top as the user does (Escape, a swipe, a close button) and
    /// states the change.
    /// - Parameters:
    ///   - context: The context the screens receive.
    ///   - sourceLocation: Where a failure is reported.
    ///   - expected: Sets the state the change should reach; `nil` states it changes nothing.
    /// - Returns: The change, or `nil` when the router made none.
    /// - Throws: What the router throws; the closure is not called then.
    @discardableResult
    public func dismiss(
        context: Context? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: ((inout State) -> Void)? = nil
    ) throws(RouterError<Route, Event>) -> Change? {
        try act("dismiss", at: sourceLocation, expected) { () throws(RouterError<Route, Event>) in
            _ = try router.dismiss(context: context)
        }
    }

    /// Opens a deep link given as routes and states the change.
    /// - Parameters:
    ///   - path: The routes, outermost first.
    ///   - context: The context the screens receive.
    ///   - sourceLocation: Where a failure is reported.
    ///   - expected: Sets the state the change should reach; `nil` states it changes nothing.
    /// - Returns: The change, or `nil` when the router made none.
    /// - Throws: What the router throws; the closure is not called then.
    @discardableResult
    public func open(
        _ path: [Route], context: Context? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: ((inout State) -> Void)? = nil
    ) throws(RouterError<Route, Event>) -> Change? {
        try act("open '\(path.map { "\($0)" }.joined(separator: "/"))'", at: sourceLocation, expected) {
            () throws(RouterError<Route, Event>) in
            _ = try router.open(path, context: context)
        }
    }

    /// Opens a deep link given as `/`-separated state identifiers and states the change.
    /// - Parameters:
    ///   - link: The identifiers, outermost first, such as `"account/signIn"`.
    ///   - context: The context the screens receive.
    ///   - sourceLocation: Where a failure is reported.
    ///   - expected: Sets the state the change should reach; `nil` states it changes nothing.
    /// - Returns: The change, or `nil` when the router made none.
    /// - Throws: What the router throws; the closure is not called then.
    @discardableResult
    public func open(
        link: String, context: Context? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: ((inout State) -> Void)? = nil
    ) throws(RouterError<Route, Event>) -> Change? {
        try act("open link '\(link)'", at: sourceLocation, expected) { () throws(RouterError<Route, Event>) in
            _ = try router.open(link: link, context: context)
        }
    }

    // MARK: Later changes

    /// Advances ``clock``; the changes of the delayed sends that fire wait for
    /// ``receive(_:sourceLocation:_:)``.
    /// - Parameters:
    ///   - duration: How far to move the clock.
    ///   - sourceLocation: Where a store without a clock is reported.
    public func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let clock else {
            Self.fail("advance(by:): the store has no clock; give it the router's ManualClock", at: sourceLocation)
            return
        }
        clock.advance(by: duration)
    }

    /// States the oldest waiting change, which must have `cause` (without exhaustivity: the oldest
    /// with `cause`, skipping those before it).
    /// - Parameters:
    ///   - cause: What caused the change, such as `.delayed("timeout")` or `.event("refresh")`.
    ///   - sourceLocation: Where a failure is reported.
    ///   - expected: Sets the state the change should reach; `nil` states it changes nothing.
    /// - Returns: The change, or `nil` when no change was waiting.
    @discardableResult
    public func receive(
        _ cause: RouteCause<Route, Event>, sourceLocation: SourceLocation = #_sourceLocation,
        _ expected: ((inout State) -> Void)? = nil
    ) -> Change? {
        let action = "receive \(cause)"
        if exhaustivity == .off {
            guard recorder.waiting.contains(where: { $0.change.cause == cause }) else {
                Self.fail("\(action): no waiting change has this cause\(describeWaiting())", at: sourceLocation)
                return nil
            }
            while let entry = recorder.waiting.first, entry.change.cause != cause {
                state = entry.state
                _ = recorder.takeFirst()
            }
        }
        guard let entry = recorder.waiting.first else {
            Self.fail("\(action): no change is waiting", at: sourceLocation)
            return nil
        }
        if entry.change.cause != cause {
            Self.fail("\(action): the next change was caused by \(entry.change.cause)", at: sourceLocation)
        }
        return check(action, expected, at: sourceLocation)
    }

    /// Drops the waiting changes without stating them; ``state`` becomes the last one's.
    public func skipWaitingChanges() {
        if let last = recorder.takeAll().last { state = last.state }
    }

    /// Fails the test for each change still waiting (with exhaustivity on), then drops them.
    /// - Parameter sourceLocation: Where a failure is reported.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        reportWaiting("at finish()", at: sourceLocation)
    }
}
