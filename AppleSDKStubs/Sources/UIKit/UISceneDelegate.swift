/// https://developer.apple.com/documentation/uikit/uiscenedelegate
///
/// Stand-in: Apple's requirements are `optional` members of an Objective-C protocol; the two of
/// the state-restoration flow are plain requirements here (see `UINavigationControllerDelegate`).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}
