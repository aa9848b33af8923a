/// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    private init() {}

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/empty()
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/loading()
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static func loading() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/search()
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public static func search() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/image
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var image: UIImage?

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/imageproperties-swift.property
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var imageProperties = UIContentUnavailableConfiguration.ImageProperties()

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/text
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var text: String?

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/secondarytext
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var secondaryText: String?

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/button
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var button = UIButton.Configuration.plain()

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.property
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var buttonProperties = UIContentUnavailableConfiguration.ButtonProperties()

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/secondarybutton
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var secondaryButton = UIButton.Configuration.plain()

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/secondarybuttonproperties
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var secondaryButtonProperties = UIContentUnavailableConfiguration.ButtonProperties()

    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }
}

extension UIContentUnavailableConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentunavailableimageproperties
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public struct ImageProperties {
        /// https://developer.apple.com/documentation/uikit/uicontentunavailableimageproperties/tintcolor
        @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
        public var tintColor: UIColor?

        /// https://developer.apple.com/documentation/uikit/uicontentunavailableimageproperties/maximumsize
        @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
        public var maximumSize = CGSize.zero
    }

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public struct ButtonProperties {
        /// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct/primaryaction
        @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
        public var primaryAction: UIAction?
    }
}
