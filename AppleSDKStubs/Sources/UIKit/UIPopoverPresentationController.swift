/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
///
/// Stand-in: what `UIViewController.popoverPresentationController` gives an action sheet (the
/// stand-in behaves as UIKit in a regular-width environment, an iPad's, where an action sheet is
/// a popover that needs an anchor).
@available(iOS 8.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    ///
    /// Stand-in: setting it is recorded as `presented.popover.sourceView = view`.
    @available(iOS 8.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public var sourceView: UIView? {
        didSet {
            UIKitCallRecorder.record(
                presentedViewController, "popover.sourceView = \(UIKitCallRecorder.name(of: sourceView))")
        }
    }
}
