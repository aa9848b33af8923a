// EXPECT: does not conform to protocol 'UINavigationControllerDelegate'
// Must NOT type-check against the stand-ins: the delegate method is imported as
// `navigationController(_:didShow:animated:)`
// (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)).
// With the Objective-C selector's spelling UIKit would never call it (the requirement is
// optional there); the stand-in makes the mistake a compile error.
import UIKit

final class BackReporter: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}

    func navigationController(
        _ navigationController: UINavigationController, didShowViewController viewController: UIViewController,
        animated: Bool
    ) {}
}
