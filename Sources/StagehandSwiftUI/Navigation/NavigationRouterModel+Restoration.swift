#if canImport(SwiftUI) && !os(watchOS)
import Foundation
import Stagehand

extension NavigationRouterModel where Route: Codable, Event: Codable {
    /// The router's navigation — selected tab, stacks, chart — as JSON `Data`, the form
    /// `@SceneStorage` keeps: save it whenever it changes, and pass it to ``restore(from:)`` when
    /// the scene comes back.
    public var restorationData: Data {
        // Encoding a snapshot of `Codable` routes and events with JSONEncoder fails only for
        // values JSON cannot hold (a non-finite Double in an event's payload): nothing is saved.
        (try? JSONEncoder().encode(router.snapshot())) ?? Data()
    }

    /// Restores the navigation saved as ``restorationData``, in one change without animation
    /// (see `NavigationRouter.restore(_:context:)`); empty data (nothing saved yet) starts the
    /// router instead.
    /// - Parameter data: The saved data.
    /// - Throws: `NavigationRestoreError`: data that is not a snapshot
    ///   (`unreadable`), a newer format, another chart's snapshot, or one that does not fit the
    ///   chart; the router is then unchanged, and the app starts it fresh.
    public func restore(from data: Data) throws(NavigationRestoreError<Route>) {
        guard !data.isEmpty else { return router.start() }
        let snapshot: NavigationSnapshot<Route, Event>
        do {
            snapshot = try JSONDecoder().decode(NavigationSnapshot<Route, Event>.self, from: data)
        } catch {
            throw NavigationRestoreError(decoding: error)
        }
        try router.restore(snapshot)
    }
}
#endif
