/// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public struct UIEdgeInsets: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat

    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
