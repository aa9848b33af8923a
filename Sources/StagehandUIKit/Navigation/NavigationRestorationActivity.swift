#if canImport(UIKit) && !os(watchOS)
import Foundation
import Stagehand
import UIKit

/// The `NSUserActivity` that carries a `NavigationRouter`'s navigation through a scene's state
/// restoration: its activity type, and the `userInfo` key under which it holds the snapshot.
///
/// UIKit asks the scene delegate's `stateRestorationActivity(for:)` for an activity before it
/// disconnects a scene, saves it with the scene's session, and gives it back as the session's
/// `stateRestorationActivity` when the scene connects again. The controllers make that activity
/// (``NavigationRootViewController/stateRestorationActivity(activityType:)``,
/// ``NavigationTabBarController/stateRestorationActivity(activityType:)``) and restore from it
/// (``NavigationRootViewController/restore(from:activityType:context:)``,
/// ``NavigationTabBarController/restore(from:activityType:context:)``): the router's
/// `NavigationSnapshot` — selected tab, every stack, presentations, the chart's configuration and
/// history, the chart's fingerprint — encoded as JSON `Data` in ``snapshotKey``.
public enum NavigationRestorationActivity {
    /// The activity type the controllers use unless given another, `"org.stagehand.navigation"`;
    /// list the type you use under `NSUserActivityTypes` in the app's `Info.plist`, as every
    /// activity type the app creates.
    public static let activityType = "org.stagehand.navigation"

    /// The `userInfo` key whose value is the navigation snapshot as JSON `Data`,
    /// `"StagehandNavigationSnapshot"`.
    public static let snapshotKey = "StagehandNavigationSnapshot"

    /// An activity of `activityType` holding the router's snapshot, or `nil` when the snapshot
    /// cannot be encoded as JSON (a non-finite `Double` in an event's payload): nothing is saved.
    @MainActor
    static func activity<Route: Codable, Event: Codable, Context>(
        for router: NavigationRouter<Route, Event, Context>, activityType: String
    ) -> NSUserActivity? {
        guard let data = try? JSONEncoder().encode(router.snapshot()) else { return nil }
        let activity = NSUserActivity(activityType: activityType)
        activity.userInfo = [snapshotKey: data]
        return activity
    }

    /// Restores `router` from a scene session's activity; `nil` (nothing saved) starts it.
    @MainActor
    static func restore<Route: Codable, Event: Codable, Context>(
        _ router: NavigationRouter<Route, Event, Context>, from activity: NSUserActivity?, activityType: String,
        context: Context?
    ) throws(NavigationRestoreError<Route>) {
        guard let activity else { return router.start(context: context) }
        guard activity.activityType == activityType else {
            throw .unreadable(
                "the activity's type is '\(activity.activityType)'; a navigation activity's is '\(activityType)'")
        }
        guard let data = activity.userInfo?[snapshotKey] as? Data else {
            throw .unreadable("the activity holds no '\(snapshotKey)' data")
        }
        let snapshot: NavigationSnapshot<Route, Event>
        do {
            snapshot = try JSONDecoder().decode(NavigationSnapshot<Route, Event>.self, from: data)
        } catch {
            throw NavigationRestoreError(decoding: error)
        }
        try router.restore(snapshot, context: context)
    }
}

/// A controller that shows a `NavigationRouter` — ``NavigationRootViewController`` or
/// ``NavigationTabBarController`` — and so can save its navigation in a scene's state
/// restoration activity and restore it from one.
@MainActor
public protocol NavigationRestoring: AnyObject {
    /// The router's routes.
    associatedtype RestoredRoute: Hashable & Sendable
    /// The router's events.
    associatedtype RestoredEvent: StatechartEvent
    /// The context the router's screens and observers receive.
    associatedtype RestoredContext

    /// The router whose navigation is saved and restored.
    var router: NavigationRouter<RestoredRoute, RestoredEvent, RestoredContext> { get }
}

extension NavigationRootViewController: NavigationRestoring {}
extension NavigationTabBarController: NavigationRestoring {}

extension NavigationRestoring where RestoredRoute: Codable, RestoredEvent: Codable {
    /// The router's navigation as the activity a scene delegate returns from
    /// `stateRestorationActivity(for:)`: an `NSUserActivity` of `activityType` whose `userInfo`
    /// holds the snapshot under ``NavigationRestorationActivity/snapshotKey``.
    /// - Parameter activityType: The activity's type; ``NavigationRestorationActivity/activityType``
    ///   unless the app uses its own.
    /// - Returns: The activity, or `nil` when the snapshot cannot be encoded (nothing is saved).
    public func stateRestorationActivity(
        activityType: String = NavigationRestorationActivity.activityType
    ) -> NSUserActivity? {
        NavigationRestorationActivity.activity(for: router, activityType: activityType)
    }

    /// Restores the navigation saved in a scene session's `stateRestorationActivity`, in one
    /// change without animation: the tabs or the screen outside them, each stack's screens and
    /// the presentations, each built once (see `NavigationRouter.restore(_:context:)`); `nil`
    /// (nothing saved) starts the router instead. Restored presentations made before the
    /// controller appeared (a scene delegate restores before its window is shown) are presented,
    /// without animation, when it appears.
    /// - Parameters:
    ///   - activity: The session's `stateRestorationActivity`.
    ///   - activityType: The type ``stateRestorationActivity(activityType:)`` was given.
    ///   - context: The context the screens and observers receive.
    /// - Throws: `NavigationRestoreError`, and the router is unchanged: `unreadable` for an
    ///   activity of another type or without snapshot data, or data that is not a snapshot; a
    ///   newer format; another chart's snapshot; one that does not fit the chart. Start the
    ///   router then (`router.start(context:)`): the app starts fresh.
    public func restore(
        from activity: NSUserActivity?, activityType: String = NavigationRestorationActivity.activityType,
        context: RestoredContext? = nil
    ) throws(NavigationRestoreError<RestoredRoute>) {
        try NavigationRestorationActivity.restore(router, from: activity, activityType: activityType, context: context)
    }
}
#endif
