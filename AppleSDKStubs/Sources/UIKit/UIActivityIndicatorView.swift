/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIActivityIndicatorView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public init(style: UIActivityIndicatorView.Style) {
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open private(set) var isAnimating = false

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func startAnimating() {
        isAnimating = true
    }
}

extension UIActivityIndicatorView {
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium
        @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
        case medium = 100
        /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/large
        @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
        case large = 101
    }
}
