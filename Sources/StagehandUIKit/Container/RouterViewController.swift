#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// A ``StateViewController`` whose state is the current route of a `Router`.
///
/// Every route change the router makes (events, `go(to:)`, back, deep-link paths) is requested
/// as an animated transition; override ``StateViewController/children(for:)`` to return the
/// screen of a route. The router never keeps screens alive, and neither does this controller
/// beyond what its children are while shown.
@MainActor
open class RouterViewController<Route: Hashable & Sendable, Event: Hashable & Sendable, Context>:
    StateViewController<Route>
{
    /// The router whose route is shown.
    public let router: Router<Route, Event, Context>

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
        super.init(initialState: router.route, policy: policy, clock: clock)
        router.observe { [weak self] change in
            self?.setNeedsStateTransition(to: change.to, animated: animated)
        }
    }

    /// Not supported: a storyboard cannot hand over the router. Create the controller in code with
    /// ``init(router:animated:policy:clock:)`` (for example in a storyboard scene's container, or
    /// with `UIStoryboard.instantiateViewController(identifier:creator:)`).
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) {
        return nil
    }
}
#endif
