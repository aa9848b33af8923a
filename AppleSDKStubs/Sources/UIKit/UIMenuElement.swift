/// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
@MainActor
open class UIMenuElement: NSObject {}

extension UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    @available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
        public let rawValue: UInt

        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
    }

    /// https://developer.apple.com/documentation/uikit/uimenuelement/state
    @available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
    public enum State: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenuelement/state/off
        case off
        /// https://developer.apple.com/documentation/uikit/uimenuelement/state/on
        case on
        /// https://developer.apple.com/documentation/uikit/uimenuelement/state/mixed
        case mixed
    }
}
