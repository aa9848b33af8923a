/// https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: UIControl.Event)] = []

    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.stubPerform()
        }
    }
}

extension UIControl {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public struct Event: OptionSet, Hashable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
        public let rawValue: UInt

        /// https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
        public static let touchUpInside = Event(rawValue: 1 << 6)

        /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
}
