#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What the delegate proxy forwards to: the tab bar controller that owns it.
@MainActor
protocol NavigationDelegateTarget: AnyObject {
    /// A navigation controller is about to show `viewController`.
    func navigationWillShow(_ navigationController: UINavigationController, _ viewController: UIViewController)
    /// A navigation controller has shown `viewController`.
    func navigationDidShow(_ navigationController: UINavigationController, _ viewController: UIViewController)
    /// The user selected `viewController`'s tab.
    func tabDidSelect(_ viewController: UIViewController)
}

/// The navigation controllers' and the tab bar controller's delegate: a plain `NSObject` (a
/// generic class cannot expose its conformance to Objective-C in an extension, and UIKit holds
/// delegates weakly), forwarding each call to its target.
@MainActor
final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    weak var target: (any NavigationDelegateTarget)?

    override init() {
        super.init()
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        target?.navigationWillShow(navigationController, viewController)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        target?.navigationDidShow(navigationController, viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        target?.tabDidSelect(viewController)
    }
}
#endif
