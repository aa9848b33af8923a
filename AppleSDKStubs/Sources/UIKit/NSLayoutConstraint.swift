/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
    private let line: String

    init<AnchorType>(
        first: NSLayoutAnchor<AnchorType>, relation: String, second: NSLayoutAnchor<AnchorType>?, constant: CGFloat
    ) {
        firstItem = first.stubItem
        secondItem = second?.stubItem
        self.constant = constant
        let right = second.map { "\($0.stubName) + \(constant)" } ?? "\(constant)"
        line = "\(first.stubName) \(relation) \(right)"
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    public private(set) weak var firstItem: AnyObject?

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    public private(set) weak var secondItem: AnyObject?

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    open var constant: CGFloat

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open var isActive = false {
        didSet {
            if isActive && !oldValue { UIKitCallRecorder.recordConstraint(line) }
        }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

extension NSLayoutConstraint {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    public enum Axis: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
        case horizontal
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        case vertical
    }
}
