/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
///
/// Stand-in: made by `UIViewController.presentationController` for the controller it manages;
/// holds that controller weakly (UIKit's controller owns its presentation controller while it is
/// presented).
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIPresentationController: NSObject {
    private weak var stubPresented: UIViewController?

    init(stubPresenting presented: UIViewController) {
        stubPresented = presented
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public var presentedViewController: UIViewController { stubPresented! }

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}
