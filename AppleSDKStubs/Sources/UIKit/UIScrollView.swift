/// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var isScrollEnabled = true

    /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var frameLayoutGuide: UILayoutGuide { guide("frameLayoutGuide") }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var contentLayoutGuide: UILayoutGuide { guide("contentLayoutGuide") }
}
