/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-4g1sb
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor
public protocol UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-4g1sb/makecontentview()
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    func makeContentView() -> any UIView & UIContentView
}

/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor
public protocol UIContentView: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    var configuration: any UIContentConfiguration { get set }
}
