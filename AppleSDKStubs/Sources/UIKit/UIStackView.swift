/// https://developer.apple.com/documentation/uikit/uistackview
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIStackView: UIView {
    private var arranged: [UIView]

    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    public init(arrangedSubviews views: [UIView]) {
        arranged = []
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    public required init(coder: NSCoder) {
        arranged = []
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var axis = NSLayoutConstraint.Axis.horizontal

    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var alignment = UIStackView.Alignment.fill

    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var spacing: CGFloat = 0

    /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    ///
    /// "Whenever an arranged view's removeFromSuperview() method is called, the stack view removes
    /// the view from its arrangedSubviews array."
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var arrangedSubviews: [UIView] { arranged.filter { $0.superview === self } }

    /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open func addArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view || $0.superview !== self }
        arranged.append(view)
        addSubview(view)
    }
}

extension UIStackView {
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    public enum Alignment: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/fill
        case fill = 0
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/center
        case center = 3
    }
}
