#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The presented sheets' presentation-controller delegate: a plain `NSObject` (a generic class
/// cannot expose its conformance to Objective-C in an extension, and UIKit holds delegates
/// weakly), forwarding the end of a user's interactive dismissal to its owner.
@MainActor
final class PresentationDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate {
    /// Told with the controller the user dismissed (a finished swipe down); a cancelled swipe
    /// tells nothing.
    var onDidDismiss: ((UIViewController) -> Void)?

    override init() {
        super.init()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onDidDismiss?(presentationController.presentedViewController)
    }
}
#endif
