/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
///
/// Stand-in: keeps the stack and records `setViewControllers(_:animated:)`,
/// `pushViewController(_:animated:)` and `popViewController(animated:)`. When the top view
/// controller changes it calls the delegate's `navigationController(_:willShow:animated:)` and then
/// `navigationController(_:didShow:animated:)` at once (UIKit calls the second when the animation
/// ends), each recorded as `nav.delegate.willShow(vc, animated: …)` / `didShow`. Containment of the
/// stacked view controllers (which UIKit does internally) is not modelled. The system back button
/// is `popViewController(animated: true)`, called by the test as UIKit would; the back button's
/// menu is ``standInUserPopsBack(to:)``; the interactive swipe is ``standInBeginInteractivePop()``
/// and ``standInEndInteractivePop(cancelled:)``.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private var interactivePop: (coordinator: StandInTransitionCoordinator, popped: UIViewController)?

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    weak open var delegate: (any UINavigationControllerDelegate)?

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    ///
    /// Setting it is `setViewControllers(_:animated: false)` (the page); recorded as such.
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var topViewController: UIViewController? { stack.last }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    @available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let names = viewControllers.map { UIKitCallRecorder.name(of: $0) }.joined(separator: ", ")
        UIKitCallRecorder.record(self, "setViewControllers([\(names)], animated: \(animated))")
        let previousTop = stack.last
        stack = viewControllers
        if let top = stack.last, top !== previousTop { show(top, animated: animated) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        UIKitCallRecorder.record(
            self, "pushViewController(\(UIKitCallRecorder.name(of: viewController)), animated: \(animated))")
        stack.append(viewController)
        show(viewController, animated: animated)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    ///
    /// Methods imported from Objective-C never warn about an unused result, hence
    /// `@discardableResult`. "If the view controller at the top of the stack is the root view
    /// controller, this method does nothing" (the page).
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        UIKitCallRecorder.record(self, "popViewController(animated: \(animated))")
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        if let top = stack.last { show(top, animated: animated) }
        return popped
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    ///
    /// Stand-in: the coordinator of the interactive pop in progress, else the inherited answer.
    @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        interactivePop?.coordinator ?? super.transitionCoordinator
    }

    /// Not an Apple API: the user starts the interactive pop (the edge swipe). As in UIKit the
    /// stack already shows the revealed view controller, and the delegate hears `willShow` while
    /// ``transitionCoordinator`` is the swipe's coordinator.
    public func standInBeginInteractivePop() {
        guard stack.count > 1, interactivePop == nil else { return }
        UIKitCallRecorder.record(self, "<user begins the interactive pop>")
        let popped = stack.removeLast()
        let coordinator = StandInTransitionCoordinator()
        UIKitCallRecorder.label(coordinator, "\(UIKitCallRecorder.name(of: self)).coordinator")
        interactivePop = (coordinator, popped)
        if let top = stack.last { willShow(top) }
    }

    /// Not an Apple API: the user lifts the finger. The coordinator's handlers run (with
    /// `isCancelled`), then a finished pop ends with the delegate's `didShow` of the revealed view
    /// controller, and a cancelled one puts the popped view controller back without `didShow`
    /// (UIKit calls `viewWillDisappear` on the revealed one and `viewWillAppear` on the original).
    /// - Parameter cancelled: Whether the user cancelled the swipe.
    public func standInEndInteractivePop(cancelled: Bool) {
        guard let (coordinator, popped) = interactivePop else { return }
        UIKitCallRecorder.record(self, "<user \(cancelled ? "cancels" : "finishes") the interactive pop>")
        coordinator.endInteraction(cancelled: cancelled)
        interactivePop = nil
        if cancelled {
            stack.append(popped)
        } else if let top = stack.last {
            didShow(top)
        }
    }

    /// Not an Apple API: the user picks an earlier screen from the back button's menu (a long
    /// press); UIKit pops every view controller above it at once, as
    /// `popToViewController(_:animated:)` does.
    /// - Parameter index: The index in ``viewControllers`` of the screen picked.
    public func standInUserPopsBack(to index: Int) {
        guard stack.indices.contains(index), index < stack.count - 1 else { return }
        UIKitCallRecorder.record(self, "<user picks screen \(index) from the back button's menu>")
        stack.removeSubrange((index + 1)...)
        show(stack[index], animated: true)
    }

    private func show(_ viewController: UIViewController, animated: Bool) {
        willShow(viewController, animated: animated)
        didShow(viewController, animated: animated)
    }

    private func willShow(_ viewController: UIViewController, animated: Bool = true) {
        guard let delegate else { return }
        UIKitCallRecorder.record(
            self, "delegate.willShow(\(UIKitCallRecorder.name(of: viewController)), animated: \(animated))")
        delegate.navigationController(self, willShow: viewController, animated: animated)
    }

    private func didShow(_ viewController: UIViewController, animated: Bool = true) {
        guard let delegate else { return }
        UIKitCallRecorder.record(
            self, "delegate.didShow(\(UIKitCallRecorder.name(of: viewController)), animated: \(animated))")
        delegate.navigationController(self, didShow: viewController, animated: animated)
    }
}
