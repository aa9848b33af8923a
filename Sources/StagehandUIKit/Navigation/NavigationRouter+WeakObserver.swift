#if canImport(UIKit) && !os(watchOS)
import Stagehand

extension NavigationRouter {
    /// Passes every change from now on to `handler` with `owner`, holding `owner` weakly: the first
    /// change after `owner` is gone removes the observation instead (see `ObservationSlot`).
    ///
    /// A controller follows its router this way, so its registration does not outlive it by more
    /// than one notification, without a `deinit` that would have to reach the main actor.
    /// - Parameters:
    ///   - owner: The object that follows the router; held weakly.
    ///   - handler: Receives the owner and the change; it must not capture the owner strongly.
    func observe<Owner: AnyObject>(
        weakly owner: Owner, _ handler: @escaping (Owner, RouteChange<Route, Event, Context>) -> Void
    ) {
        let slot = ObservationSlot()
        slot.id = observe { [weak owner, weak self] change in
            guard let owner else {
                if let id = slot.id { self?.removeObserver(id) }
                return
            }
            handler(owner, change)
        }
    }
}
#endif
