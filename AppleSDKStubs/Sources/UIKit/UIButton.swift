/// https://developer.apple.com/documentation/uikit/uibutton
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-5rlyb
    ///
    /// `public`, not `open`: the page declares `@MainActor @preconcurrency var configuration:
    /// UIButton.Configuration? { get set }`, a member of UIKit's Swift extension of `UIButton`
    /// (symbol `s:So8UIButtonC5UIKitE13configuration…`), which a subclass cannot override.
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public var configuration: UIButton.Configuration?
}

extension UIButton {
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public struct Configuration: Hashable {
        private var style: String

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public var title: String?

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public var image: UIImage?

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain()
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public static func plain() -> UIButton.Configuration {
            Configuration(style: "plain")
        }

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public static func filled() -> UIButton.Configuration {
            Configuration(style: "filled")
        }
    }
}
