/// https://developer.apple.com/documentation/uikit/uiscenesession
///
/// Stand-in: keeps its `stateRestorationActivity`. UIKit creates sessions, and before it
/// disconnects a scene it saves a copy of the activity the scene delegate's
/// `stateRestorationActivity(for:)` returns with the session; a test makes the session of the next
/// connection with ``standIn(stateRestorationActivity:)``.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UISceneSession: NSObject {
    init(standIn: Void) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var stateRestorationActivity: NSUserActivity?

    /// Not an Apple API: a session as UIKit hands it to a connecting scene, with the activity it
    /// saved when the scene was last disconnected (`nil` on a first launch).
    /// - Parameter stateRestorationActivity: The saved activity.
    /// - Returns: The session.
    public static func standIn(stateRestorationActivity: NSUserActivity?) -> UISceneSession {
        let session = UISceneSession(standIn: ())
        session.stateRestorationActivity = stateRestorationActivity
        return session
    }
}
