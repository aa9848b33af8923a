/// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIColor: NSObject {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: ((UITraitCollection) -> UIColor)?

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        components = (0, 0, 0, 0)
        provider = dynamicProvider
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection).resolvedColor(with: traitCollection) ?? self
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = resolvedColor(with: UITraitCollection())
        red?.pointee = resolved.components.red
        green?.pointee = resolved.components.green
        blue?.pointee = resolved.components.blue
        alpha?.pointee = resolved.components.alpha
        return true
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open class var secondaryLabel: UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.6)
                : UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
        }
    }
}
