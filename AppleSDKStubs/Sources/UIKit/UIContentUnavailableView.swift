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
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    open var configuration: any UIContentConfiguration = UIContentUnavailableConfiguration.empty()
}
