/// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var text: String?

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// https://developer.apple.com/documentation/uikit/uilabel/font
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var font: UIFont!

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var textColor: UIColor!

    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var numberOfLines = 1

    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var textAlignment = NSTextAlignment.natural

    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open var adjustsFontForContentSizeCategory = false
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
public enum NSTextAlignment: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/nstextalignment/left
    case left = 0
    /// https://developer.apple.com/documentation/uikit/nstextalignment/center
    case center = 1
    /// https://developer.apple.com/documentation/uikit/nstextalignment/right
    case right = 2
    /// https://developer.apple.com/documentation/uikit/nstextalignment/justified
    case justified = 3
    /// https://developer.apple.com/documentation/uikit/nstextalignment/natural
    case natural = 4
}
