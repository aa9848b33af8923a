/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIView: UIResponder {
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    private var guides: [String: UILayoutGuide] = [:]

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// Inherited from `NSObject.init()`; UIKit creates a view with a zero frame.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry and rendering

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var frame: CGRect

    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var alpha: CGFloat = 1

    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var isHidden = false

    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var isUserInteractionEnabled = true

    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var backgroundColor: UIColor?

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
    open var tintColor: UIColor!

    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    open var translatesAutoresizingMaskIntoConstraints = true

    /// https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open var preservesSuperviewLayoutMargins = false

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    open var traitCollection: UITraitCollection { UITraitCollection() }

    // MARK: Hierarchy

    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var subviews: [UIView] { storedSubviews }

    /// https://developer.apple.com/documentation/uikit/uiview/superview
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open var superview: UIView? { storedSuperview }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func addSubview(_ view: UIView) {
        UIKitCallRecorder.record(self, "addSubview(\(UIKitCallRecorder.name(of: view)))")
        place(view, at: storedSubviews.count)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func insertSubview(_ view: UIView, at index: Int) {
        UIKitCallRecorder.record(self, "insertSubview(\(UIKitCallRecorder.name(of: view)), at: \(index))")
        place(view, at: index)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func bringSubviewToFront(_ view: UIView) {
        UIKitCallRecorder.record(self, "bringSubviewToFront(\(UIKitCallRecorder.name(of: view)))")
        guard view.storedSuperview === self else { return }
        place(view, at: storedSubviews.count)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func removeFromSuperview() {
        UIKitCallRecorder.record(self, "removeFromSuperview()")
        detachFromSuperview()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qfau
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point
    }

    /// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Layout guides and anchors

    /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { guide("safeAreaLayoutGuide") }

    /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var readableContentGuide: UILayoutGuide { guide("readableContentGuide") }

    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }

    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }

    /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }

    /// https://developer.apple.com/documentation/uikit/uiview/topanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }

    /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }

    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }

    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "width") }

    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "height") }

    // MARK: Stand-in internals

    func guide(_ kind: String) -> UILayoutGuide {
        if let existing = guides[kind] { return existing }
        let created = UILayoutGuide()
        created.owningView = self
        created.stubKind = kind
        guides[kind] = created
        return created
    }

    func detachFromSuperview() {
        storedSuperview?.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    private func place(_ view: UIView, at index: Int) {
        view.detachFromSuperview()
        storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
        view.storedSuperview = self
    }
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public enum ContentMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill
        case scaleToFill
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit
        case scaleAspectFit
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
        case scaleAspectFill
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
    public enum AnimationCurve: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiview/animationcurve/easeinout
        case easeInOut
        /// https://developer.apple.com/documentation/uikit/uiview/animationcurve/easein
        case easeIn
        /// https://developer.apple.com/documentation/uikit/uiview/animationcurve/easeout
        case easeOut
        /// https://developer.apple.com/documentation/uikit/uiview/animationcurve/linear
        case linear
    }
}
