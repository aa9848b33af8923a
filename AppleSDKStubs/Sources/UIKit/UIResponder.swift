/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/init()
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public override init() {
        super.init()
    }
}
