/// https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIFont: NSObject {
    private let style: UIFont.TextStyle

    private init(style: UIFont.TextStyle) {
        self.style = style
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(style: style)
    }
}

extension UIFont {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public let rawValue: String

        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")

        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}
