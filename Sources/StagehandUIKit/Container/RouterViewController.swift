#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// A ``StateViewController`` whose state is the current route of a `Router`.
///
/// The controller follows the router through `Router.drive(_:animated:)`, the glue every backend
/// shares: every route change the router makes (events, `go(to:)`, back, deep-link paths,
/// delayed rules) is requested as an animated transition. Override
/// ``StateViewController/children(for:)`` to return the screen of a route, built with
/// ``drive``'s `buildScreen(for:controller:_:)` so it gets the route change that led there
/// (typed context included) and, when it adopts `RouteScreen`, is registered with the router:
///
/// ```swift
/// override func children(for route: AppRoute) -> [UIViewController] {
///     [drive.buildScreen(for: route) { change in ProfileViewController(user: change.context) }]
/// }
/// ```
///
/// The router never keeps screens alive, and neither does this controller beyond what its
/// children are while shown.
@MainActor
open class RouterViewController<Route: Hashable & Sendable, Event: Hashable & Sendable, Context>:
    StateViewController<Route>
{
    /// The router whose route is shown.
    public let router: Router<Route, Event, Context>

    /// The router driving this controller: builds screens from route changes.
    public let drive: RouteDrive<Route, Event, Context>

    private let display: RouteDisplayProxy<Route>

    /// Creates a controller that shows `router`'s current route and follows its changes.
    /// - Parameters:
    ///   - router: The router to follow; the controller keeps it alive.
    ///   - animated: Whether route changes animate.
    ///   - policy: What happens to changes made during a transition.
    ///   - clock: Times anti-flicker delays; a `MainActorClock` by default.
    public init(
        router: Router<Route, Event, Context>, animated: Bool = true, policy: TransitionPolicy = .coalesce,
        clock: (any StagehandClock)? = nil
    ) {
        self.router = router
        let display = RouteDisplayProxy<Route>()
        self.display = display
        drive = router.drive(display, animated: animated)
        super.init(initialState: router.route, policy: policy, clock: clock)
        display.controller = self
    }

    /// Not supported: a storyboard cannot hand over the router. Create the controller in code with
    /// ``init(router:animated:policy:clock:)`` (for example in a storyboard scene's container, or
    /// with `UIStoryboard.instantiateViewController(identifier:creator:)`).
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) {
        return nil
    }
}

extension StateViewController: RouteContainer {
    /// Requests a transition to `route` (``setNeedsStateTransition(to:animated:completion:)``).
    /// - Parameters:
    ///   - route: The route to show.
    ///   - animated: Whether to animate.
    public func showRoute(_ route: State, animated: Bool) {
        setNeedsStateTransition(to: route, animated: animated)
    }
}

/// The container a ``RouterViewController``'s drive follows: it exists before the controller
/// (the drive is made before `super.init`) and forwards to it once it is set; weakly, as the
/// controller owns the drive.
@MainActor
private final class RouteDisplayProxy<Route>: RouteContainer {
    weak var controller: StateViewController<Route>?

    func showRoute(_ route: Route, animated: Bool) {
        controller?.showRoute(route, animated: animated)
    }
}
#endif
