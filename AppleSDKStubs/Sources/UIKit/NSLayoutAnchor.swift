/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var stubItem: AnyObject?
    let stubAttribute: String

    init(item: AnyObject, attribute: String) {
        stubItem = item
        stubAttribute = attribute
        super.init()
    }

    var stubName: String { "\(UIKitCallRecorder.name(of: stubItem)).\(stubAttribute)" }

    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: "=", second: anchor, constant: 0)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: "=", second: anchor, constant: c)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(first: self, relation: ">=", second: anchor, constant: c)
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: "=", second: nil, constant: c)
    }
}
