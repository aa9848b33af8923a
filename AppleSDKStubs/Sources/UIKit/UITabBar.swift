/// https://developer.apple.com/documentation/uikit/uitabbar
///
/// Stand-in: a plain view; the backend reads and sets only its `isHidden` (on releases before
/// `UITabBarController.setTabBarHidden(_:animated:)`).
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UITabBar: UIView {}
