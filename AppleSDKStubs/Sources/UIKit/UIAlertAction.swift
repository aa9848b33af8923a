/// https://developer.apple.com/documentation/uikit/uialertaction
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIAlertAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
        @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
        case `default` = 0
        /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
        @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
        case cancel = 1
        /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
        @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
        case destructive = 2
    }

    let stubTitle: String?
    let stubStyle: Style
    let stubHandler: ((UIAlertAction) -> Void)?

    init(stubTitle: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        self.stubTitle = stubTitle
        stubStyle = style
        stubHandler = handler
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(stubTitle: title, style: style, handler: handler)
    }
}
