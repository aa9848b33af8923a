/// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
open class UITraitCollection: NSObject {
    private let style: UIUserInterfaceStyle
    private let contrast: UIAccessibilityContrast

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init()
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public override init() {
        style = .unspecified
        contrast = .unspecified
        super.init()
    }

    private init(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast) {
        self.style = style
        self.contrast = contrast
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    @available(iOS 12.0, tvOS 10.0, visionOS 1.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, contrast: .unspecified)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(style: .unspecified, contrast: accessibilityContrast)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var contrast = UIAccessibilityContrast.unspecified
        for traits in traitCollections {
            if traits.style != .unspecified { style = traits.style }
            if traits.contrast != .unspecified { contrast = traits.contrast }
        }
        self.init(style: style, contrast: contrast)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12.0, tvOS 10.0, visionOS 1.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { style }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { contrast }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12.0, tvOS 10.0, visionOS 1.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
public enum UIAccessibilityContrast: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/unspecified
    case unspecified = -1
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/normal
    case normal = 0
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast/high
    case high = 1
}
