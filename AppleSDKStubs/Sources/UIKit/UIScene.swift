/// https://developer.apple.com/documentation/uikit/uiscene
///
/// Stand-in: UIKit creates scenes and connects them through their delegate; a test makes one with
/// `init(session:connectionOptions:)` and calls the delegate as UIKit does.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    ///
    /// Stand-in: "Don't create `UIScene.ConnectionOptions` objects directly" (the page); a test
    /// gets UIKit's with ``standIn()``.
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    @MainActor
    open class ConnectionOptions: NSObject {
        init(standIn: Void) {
            super.init()
        }

        /// Not an Apple API: the options UIKit gives a scene it connects for no particular reason
        /// (a launch, a relaunch after the system ended the app).
        /// - Returns: The options.
        public static func standIn() -> UIScene.ConnectionOptions {
            UIScene.ConnectionOptions(standIn: ())
        }
    }
}
