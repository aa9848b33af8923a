#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

extension NavigationTabBarController {
    /// Hides the tab bar while the tabs state is not active (before the router starts, after a
    /// sign-out), unless the controller lives in a ``NavigationRootViewController``, which shows
    /// it only while the tabs state is active. `setTabBarHidden(_:animated:)` where the system has
    /// it (iOS 18, tvOS 18, visionOS 2), the tab bar's `isHidden` before.
    func updateTabBarVisibility(animated: Bool) {
        let hidden = !defersReleasingLeftTabs && !router.isInTabs
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
            if isTabBarHidden != hidden { setTabBarHidden(hidden, animated: animated) }
        } else if tabBar.isHidden != hidden {
            tabBar.isHidden = hidden
        }
    }
}
#endif
