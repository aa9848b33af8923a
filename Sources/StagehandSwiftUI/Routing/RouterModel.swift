#if canImport(SwiftUI) && !os(watchOS)
import Combine
import Stagehand
import SwiftUI

/// An observable bridge from `Router` to SwiftUI: it publishes the current route,
/// the path and the last routing error, so views re-render when the route changes.
///
/// It follows the router through `Router.drive(_:animated:)`, the glue every backend shares, so
/// a screen can be built from the route change that led to its route, typed context included
/// (``change(for:)``). Pair it with ``StateContainerView`` to display the route:
///
/// ```swift
/// @StateObject var routes = RouterModel(router: appRouter)
/// var body: some View {
///     StateContainerView(state: routes.route, children: { [$0] }) { route in
///         screen(for: routes.change(for: route))
///     }
///     .onAppear { routes.start() }
/// }
/// ```
@MainActor
public final class RouterModel<Route: Hashable & Sendable, Event: Hashable & Sendable, Context>: ObservableObject {
    /// The router that validates and performs every change.
    public let router: Router<Route, Event, Context>

    /// The current route.
    @Published public private(set) var route: Route

    /// The back stack followed by the current route.
    @Published public private(set) var path: [Route]

    /// The error of the most recent failed request, cleared by the next successful one.
    @Published public private(set) var lastError: RouterError<Route, Event>?

    /// The router driving this model: it keeps the change that led to each route.
    public let drive: RouteDrive<Route, Event, Context>

    private let display: RouterModelDisplay<Route, Event, Context>

    /// Creates a bridge that follows `router` from now on.
    /// - Parameter router: The router to observe; the model keeps it alive.
    public init(router: Router<Route, Event, Context>) {
        self.router = router
        route = router.route
        path = router.path
        let display = RouterModelDisplay<Route, Event, Context>()
        self.display = display
        drive = router.drive(display, animated: true)
        display.model = self
    }

    /// The route change that led to `route` most recently, with its typed context (a `start`
    /// change without context before the router has moved there); build the route's screen
    /// from it.
    /// - Parameter route: A route.
    /// - Returns: The change.
    public func change(for route: Route) -> RouteChange<Route, Event, Context> {
        drive.change(for: route)
    }

    /// Starts the router (entering the initial route) if it has not started yet.
    /// - Parameter context: Context passed to the initial route's enter handlers.
    public func start(context: Context? = nil) {
        router.start(context: context)
        refresh()
    }

    /// Sends `event`; on failure the error is published in ``lastError``.
    /// - Parameters:
    ///   - event: The event to send.
    ///   - context: Context passed to the leave and enter handlers.
    /// - Returns: `true` when the event was routed or queued, `false` when it was rejected.
    @discardableResult
    public func send(_ event: Event, context: Context? = nil) -> Bool {
        perform { () throws(RouterError<Route, Event>) in try router.send(event, context: context) }
    }

    /// Goes to `route` through the single rule that leads there; see `Router.go(to:context:)`.
    /// - Parameters:
    ///   - route: The route to show.
    ///   - context: Context passed to the handlers.
    /// - Returns: `true` on success, `false` when the error was published.
    @discardableResult
    public func go(to route: Route, context: Context? = nil) -> Bool {
        perform { () throws(RouterError<Route, Event>) in try router.go(to: route, context: context) }
    }

    /// Returns to the previous route on the back stack.
    /// - Parameter context: Context passed to the handlers.
    /// - Returns: `true` on success, `false` when the error was published.
    @discardableResult
    public func back(context: Context? = nil) -> Bool {
        perform { () throws(RouterError<Route, Event>) in try router.back(context: context) }
    }

    /// Replaces the route path (a deep link), validated rule by rule.
    /// - Parameters:
    ///   - path: The routes from the initial one to the target.
    ///   - context: Context passed to the handlers.
    /// - Returns: `true` on success, `false` when the error was published.
    @discardableResult
    public func setPath(_ path: [Route], context: Context? = nil) -> Bool {
        perform { () throws(RouterError<Route, Event>) in try router.open(path, context: context) }
    }

    private func perform(
        _ request: () throws(RouterError<Route, Event>) -> RouteResult
    ) -> Bool {
        do throws(RouterError<Route, Event>) {
            _ = try request()
            lastError = nil
            refresh()
            return true
        } catch {
            lastError = error
            return false
        }
    }

    func refresh() {
        if route != router.route { route = router.route }
        if path != router.path { path = router.path }
    }
}

/// The container a ``RouterModel``'s drive follows: every route change refreshes the model's
/// published route and path (weakly, as the model owns the drive).
@MainActor
private final class RouterModelDisplay<Route: Hashable & Sendable, Event: Hashable & Sendable, Context>:
    RouteContainer
{
    weak var model: RouterModel<Route, Event, Context>?

    func showRoute(_ route: Route, animated: Bool) {
        model?.refresh()
    }
}
#endif
