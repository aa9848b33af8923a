/// Something that shows one route at a time and can be asked to show another: what
/// ``Router/drive(_:animated:)`` drives.
///
/// ``StateContainer`` adopts it (the GTK backend's `RouterView` is one), and so do the Apple
/// backends' router glue (UIKit's `StateViewController`, SwiftUI's `RouterModel`). A backend with
/// a container of its own adopts it with one method.
@MainActor
public protocol RouteContainer<Route>: AnyObject {
    /// The routes shown.
    associatedtype Route

    /// Asks the container to show `route` (after the router has moved there).
    /// - Parameters:
    ///   - route: The router's new route.
    ///   - animated: Whether the change should animate.
    func showRoute(_ route: Route, animated: Bool)
}

extension StateContainer: RouteContainer {
    /// Requests a transition to `route` (``setNeedsTransition(to:animated:completion:)``).
    /// - Parameters:
    ///   - route: The route to show.
    ///   - animated: Whether to animate.
    public func showRoute(_ route: State, animated: Bool) {
        setNeedsTransition(to: route, animated: animated)
    }
}
