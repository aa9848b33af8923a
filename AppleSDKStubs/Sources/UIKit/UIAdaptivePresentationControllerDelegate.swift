/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
///
/// Stand-in: Apple's requirements are `optional` members of an Objective-C protocol; the one the
/// UIKit backend implements is a plain requirement here (see `UINavigationControllerDelegate`).
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    ///
    /// "This method is not called if the presentation is dismissed programmatically" (the page).
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}
