/// https://developer.apple.com/documentation/uikit/uitableview
///
/// The stand-in has no data source: it reports one section without rows. Tests subclass it and
/// override ``numberOfSections`` and ``numberOfRows(inSection:)``.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Inherited from `UIView.init(frame:)`; the table view is plain, as the page of
    /// `init(frame:style:)` says. With it, `UITableView()` (inherited from `NSObject.init()`)
    /// creates a plain table view with a zero frame.
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var numberOfSections: Int { 1 }

    /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func numberOfRows(inSection section: Int) -> Int { 0 }

    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    ///
    /// The stand-in has no cells to reload; it records the call.
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func reloadData() {
        UIKitCallRecorder.record(self, "reloadData()")
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/backgroundview
    @available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
    open var backgroundView: UIView?
}

extension UITableView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
        case plain
        /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
        case grouped
    }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UITableViewController: UIViewController {
    private let style: UITableView.Style

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The controller's view is its table view (see `tableView`).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open override func loadView() {
        view = UITableView(frame: .zero, style: style)
    }
}
