#if canImport(UIKit) && !os(watchOS)
/// How a navigation controller's stack of routes becomes the router's: the one UIKit call that
/// does it, worked out in constant time for a push or a pop and in time linear in the stack for
/// anything else (a deep link, a sign-out, a replaced stack).
enum NavigationStackPlan: Equatable {
    /// The stacks are the same: no UIKit call.
    case none
    /// One route more on top: `pushViewController(_:animated:)`.
    case push
    /// One route less: `popViewController(animated:)`.
    case pop
    /// Anything else: `setViewControllers(_:animated:)` keeping the first `kept` view controllers.
    case replace(kept: Int)

    /// The plan that takes `current` to `desired`.
    ///
    /// When the change is `incremental` (an event, a delayed event or `back`, which push or pop
    /// one route), a push or a pop is recognised from the counts and the routes next to the top
    /// only; otherwise (a deep link can keep the top and replace what is below it) the stacks are
    /// compared from the root.
    /// - Parameters:
    ///   - current: The routes shown, root first.
    ///   - desired: The router's stack, root first.
    ///   - incremental: Whether the change pushed or popped at most one route.
    /// - Returns: The plan.
    static func plan<Route: Equatable>(
        from current: [Route], to desired: [Route], incremental: Bool
    ) -> NavigationStackPlan {
        if incremental, desired.count == current.count + 1, desired.count >= 2,
            desired[desired.count - 2] == current.last
        {
            return .push
        }
        if incremental, desired.count + 1 == current.count, !desired.isEmpty, current[current.count - 2] == desired.last
        {
            return .pop
        }
        if incremental, desired.count == current.count, desired.last == current.last { return .none }
        var kept = 0
        let shared = min(current.count, desired.count)
        while kept < shared, current[kept] == desired[kept] { kept += 1 }
        if kept == current.count, kept == desired.count { return .none }
        return .replace(kept: kept)
    }
}
#endif
