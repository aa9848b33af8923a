/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
@MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler

    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.handler = handler
        super.init()
    }

    /// Runs the handler, as UIKit does when the user triggers the action (stand-in only).
    func stubPerform() {
        handler(self)
    }
}

extension UIAction {
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier
    @available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// https://developer.apple.com/documentation/uikit/uiaction/identifier/init(rawvalue:)
        public let rawValue: String

        /// https://developer.apple.com/documentation/uikit/uiaction/identifier/init(rawvalue:)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
@available(iOS 13.0, tvOS 14.0, visionOS 1.0, *)
public typealias UIActionHandler = (UIAction) -> Void
