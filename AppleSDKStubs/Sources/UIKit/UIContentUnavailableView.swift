/// https://developer.apple.com/documentation/uikit/uicontentunavailableview
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    /// https://developer.apple.com/documentation/uikit/uicontentunavailableview/init(configuration:)
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public convenience init(configuration: UIContentUnavailableConfiguration) {
        self.init(frame: .zero)
        self.configuration = configuration
    }

    /// https://developer.apple.com/documentation/uikit/uicontentunavailableview/configuration
    ///
    /// `public`, not `open`: UIKit declares it in its Swift extension of the Objective-C class, as
    /// it does `init(configuration:)` (symbol `s:So24UIContentUnavailableViewC5UIKitE…` on
    /// https://developer.apple.com/documentation/uikit/uicontentunavailableview/init(configuration:)),
    /// and a member of a Swift extension cannot be overridden. Its type is the `UIContentView`
    /// requirement's, `@MainActor var configuration: any UIContentConfiguration { get set }`
    /// (https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration).
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public var configuration: any UIContentConfiguration = UIContentUnavailableConfiguration.empty()
}
