/// https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UILayoutGuide: NSObject {
    /// Which of its owning view's guides this is (stand-in only, for the recorded lines).
    var stubKind: String?

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open weak var owningView: UIView?

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
}
