/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
///
/// Stand-in: Apple's requirements are `optional` members of an Objective-C protocol; the one the
/// UIKit backend implements is a plain requirement here (see `UINavigationControllerDelegate`).
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    ///
    /// "It is called only in response to user taps in the tab bar and is not called when your
    /// code changes the tab bar contents programmatically" (the page).
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
