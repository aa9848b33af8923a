/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var storedChildren: [UIViewController] = []
    private weak var storedParent: UIViewController?
    private var pendingAppearance: Bool?
    private var storedPresented: UIViewController?
    private weak var storedPresenting: UIViewController?
    private var storedPresentationController: UIPresentationController?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Inherited from `NSObject.init()`; UIKit calls `init(nibName: nil, bundle: nil)`.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var viewIfLoaded: UIView? { loadedView }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    @available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
    open var isViewLoaded: Bool { loadedView != nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if let loadedView, UIKitCallRecorder.isUnlabelled(loadedView) {
            UIKitCallRecorder.label(loadedView, "\(UIKitCallRecorder.name(of: self)).view")
        }
        viewDidLoad()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func viewDidLoad() {
        UIKitCallRecorder.record(self, "viewDidLoad()")
    }

    // MARK: Appearance

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func viewWillAppear(_ animated: Bool) {
        UIKitCallRecorder.record(self, "viewWillAppear(\(animated))")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func viewDidAppear(_ animated: Bool) {
        UIKitCallRecorder.record(self, "viewDidAppear(\(animated))")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func viewWillDisappear(_ animated: Bool) {
        UIKitCallRecorder.record(self, "viewWillDisappear(\(animated))")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func viewDidDisappear(_ animated: Bool) {
        UIKitCallRecorder.record(self, "viewDidDisappear(\(animated))")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        UIKitCallRecorder.record(self, "beginAppearanceTransition(\(isAppearing), animated: \(animated))")
        pendingAppearance = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        lastAnimated = animated
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func endAppearanceTransition() {
        UIKitCallRecorder.record(self, "endAppearanceTransition()")
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        if appearing { viewDidAppear(lastAnimated) } else { viewDidDisappear(lastAnimated) }
    }

    private var lastAnimated = false

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Transitions

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    ///
    /// Stand-in: `nil` unless an ancestor has one ("UIKit checks the view controller's ancestors",
    /// the page); `UINavigationController` answers with the interactive pop a test drives.
    @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { parent?.transitionCoordinator }

    // MARK: Containment

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open var children: [UIViewController] { storedChildren }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open var parent: UIViewController? { storedParent }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func addChild(_ childController: UIViewController) {
        UIKitCallRecorder.record(self, "addChild(\(UIKitCallRecorder.name(of: childController)))")
        childController.storedParent?.storedChildren.removeAll { $0 === childController }
        // "this method calls the willMove(toParent:) method of the child" (addChild(_:) page).
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func removeFromParent() {
        UIKitCallRecorder.record(self, "removeFromParent()")
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        // "this method calls the didMove(toParent:) method of the child, passing nil".
        didMove(toParent: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func willMove(toParent parent: UIViewController?) {
        UIKitCallRecorder.record(self, "willMove(toParent: \(UIKitCallRecorder.name(of: parent)))")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func didMove(toParent parent: UIViewController?) {
        UIKitCallRecorder.record(self, "didMove(toParent: \(UIKitCallRecorder.name(of: parent)))")
    }

    // MARK: Presentation

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    ///
    /// Stand-in: records `presenter.present(presented, animated: …)`, links the two (see
    /// ``presentedViewController`` and ``presentingViewController``) and runs `completion` at once,
    /// as UIKit does when the presentation finishes.
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        UIKitCallRecorder.record(
            self, "present(\(UIKitCallRecorder.name(of: viewControllerToPresent)), animated: \(flag))")
        storedPresented = viewControllerToPresent
        viewControllerToPresent.storedPresenting = self
        completion?()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    ///
    /// Stand-in: records `receiver.dismiss(animated: …)`; the controller presented by the receiver
    /// goes, with every controller it presented in turn ("calling this method on a view controller
    /// lower in the stack dismisses its immediate child view controller and all view controllers
    /// above that child", the page); called on a controller that presents nothing, the dismissal
    /// goes to its presenting controller. `completion` runs at once.
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        UIKitCallRecorder.record(self, "dismiss(animated: \(flag))")
        if storedPresented != nil {
            stubDismissPresented()
        } else {
            storedPresenting?.stubDismissPresented()
        }
        completion?()
    }

    /// Unlinks the controller this one presents and every one above it.
    func stubDismissPresented() {
        var next = storedPresented
        storedPresented = nil
        while let presented = next {
            next = presented.storedPresented
            presented.storedPresented = nil
            presented.storedPresenting = nil
            presented.storedPresentationController = nil
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open var presentedViewController: UIViewController? { storedPresented }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open var presentingViewController: UIViewController? { storedPresenting }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    @available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var isModalInPresentation = false

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    ///
    /// Stand-in: "if you've not yet presented the current view controller, accessing this property
    /// creates a presentation controller" (the page); it is forgotten when the controller is
    /// dismissed.
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open var presentationController: UIPresentationController? {
        if let storedPresentationController { return storedPresentationController }
        let created = UIPresentationController(stubPresenting: self)
        storedPresentationController = created
        return created
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    ///
    /// Stand-in: as in a regular-width environment (an iPad's), an action sheet is managed by a
    /// popover presentation controller (made on first access, like ``presentationController``);
    /// any other controller is not (`nil`).
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard let alert = self as? UIAlertController, alert.stubPreferredStyle == .actionSheet else { return nil }
        if let popover = storedPresentationController as? UIPopoverPresentationController { return popover }
        let created = UIPopoverPresentationController(stubPresenting: self)
        storedPresentationController = created
        return created
    }

    /// Not an Apple API: the user drags the presented sheet down. Unless the controller is
    /// `isModalInPresentation`, a finished drag dismisses it (recorded as
    /// `presenter.standInUserSwipesDown(presented)`) and tells its presentation controller's
    /// delegate `presentationControllerDidDismiss(_:)`; a cancelled drag puts the sheet back and
    /// tells the delegate nothing (UIKit calls it "only if the dismissal succeeds").
    /// - Parameter cancelled: Whether the user let go before the sheet went.
    /// - Returns: Whether the sheet was dismissed.
    @discardableResult
    public func standInUserSwipesDown(cancelled: Bool = false) -> Bool {
        guard let presenting = storedPresenting, !isModalInPresentation, !cancelled else { return false }
        UIKitCallRecorder.record(presenting, "standInUserSwipesDown(\(UIKitCallRecorder.name(of: self)))")
        let controller = presentationController
        presenting.stubDismissPresented()
        if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
        return true
    }

    // MARK: System appearance delegated to children

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    @available(iOS 7.0, *)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(tvOS, unavailable)
    open var childForStatusBarStyle: UIViewController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
    @available(iOS 7.0, *)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(tvOS, unavailable)
    open var childForStatusBarHidden: UIViewController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
    @available(iOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforscreenedgesdeferringsystemgestures
    @available(iOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open func setNeedsStatusBarAppearanceUpdate() {
        UIKitCallRecorder.record(self, "setNeedsStatusBarAppearanceUpdate()")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofhomeindicatorautohidden()
    @available(iOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        UIKitCallRecorder.record(self, "setNeedsUpdateOfHomeIndicatorAutoHidden()")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofscreenedgesdeferringsystemgestures()
    @available(iOS 11.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        UIKitCallRecorder.record(self, "setNeedsUpdateOfScreenEdgesDeferringSystemGestures()")
    }
}
