/// https://developer.apple.com/documentation/uikit/uiimageview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiimageview/init(coder:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var image: UIImage?
}
