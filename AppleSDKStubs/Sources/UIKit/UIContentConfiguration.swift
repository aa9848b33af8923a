/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
///
/// The page declares `protocol UIContentConfiguration`: the protocol is not `@MainActor` (its
/// conforming configurations are values built anywhere); only `makeContentView()` is.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
public protocol UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
    ///
    /// The page declares `@MainActor func makeContentView() -> any UIView & UIContentView`.
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    @MainActor func makeContentView() -> any UIView & UIContentView
}

/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
///
/// The page declares `@MainActor protocol UIContentView : NSObjectProtocol`.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    var configuration: any UIContentConfiguration { get set }
}
