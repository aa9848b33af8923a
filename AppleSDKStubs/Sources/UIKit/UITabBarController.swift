/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
///
/// Stand-in: keeps the tabs' view controllers and the selection and records
/// `setViewControllers(_:animated:)` and `selectedIndex = …`. A tap on a tab bar item is
/// ``standInUserSelects(index:)``: it selects the tab and calls the delegate's
/// `tabBarController(_:didSelect:)`, which UIKit calls only for taps. Containment of the tabs'
/// view controllers (which UIKit does internally) is not modelled.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selection = 0
    private var tabBarHiddenFlag = false
    private let standInTabBar = UITabBar()

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
    @available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
    open var tabBar: UITabBar { standInTabBar }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/istabbarhidden
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var isTabBarHidden: Bool {
        get { tabBarHiddenFlag }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabbarhidden(_:animated:)
    ///
    /// Stand-in: keeps the value (not recorded, so the call sequences of the other tests stay
    /// as they are; tests read ``isTabBarHidden``).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        tabBarHiddenFlag = hidden
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    weak open var delegate: (any UITabBarControllerDelegate)?

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let names = (viewControllers ?? []).map { UIKitCallRecorder.name(of: $0) }.joined(separator: ", ")
        UIKitCallRecorder.record(self, "setViewControllers([\(names)], animated: \(animated))")
        tabs = viewControllers
        if selection >= (viewControllers?.count ?? 0) { selection = 0 }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var selectedIndex: Int {
        get { selection }
        set {
            UIKitCallRecorder.record(self, "selectedIndex = \(newValue)")
            selection = newValue
        }
    }

    /// Not an Apple API: the user taps the tab bar item at `index`.
    /// - Parameter index: The tab's index in ``viewControllers``.
    public func standInUserSelects(index: Int) {
        guard let tabs, tabs.indices.contains(index) else { return }
        UIKitCallRecorder.record(self, "<user taps tab \(index)>")
        selection = index
        delegate?.tabBarController(self, didSelect: tabs[index])
    }
}
