/// https://developer.apple.com/documentation/uikit/uievent
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIEvent: NSObject {}
