/// https://developer.apple.com/documentation/foundation/nsuseractivity
///
/// Stand-in: a Foundation class on Apple platforms that swift-corelibs-foundation does not have,
/// declared here because UIKit re-exports Foundation (see `Exports.swift`). It keeps its type and
/// its `userInfo`, nothing more; what UIKit does with it (archiving it with the scene session and
/// handing back a copy) is the test's to do.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
open class NSUserActivity: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
    public init(activityType: String) {
        storedActivityType = activityType
        super.init()
    }

    private let storedActivityType: String

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
    open var activityType: String { storedActivityType }

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    @available(iOS 8.0, macOS 10.10, tvOS 9.0, visionOS 1.0, *)
    open var userInfo: [AnyHashable: Any]?
}
