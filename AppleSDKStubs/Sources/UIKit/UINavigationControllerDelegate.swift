/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
///
/// Stand-in: Apple's requirements are `optional` members of an Objective-C protocol. Linux has no
/// Objective-C runtime, so the two the UIKit backend implements are plain requirements here: an
/// implementation with a wrong label or type fails to conform instead of being silently skipped.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}
