/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UICollectionViewLayout: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    public override init() {
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionview
///
/// The stand-in has no data source: it reports one section without items. Tests subclass it.
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    open var numberOfSections: Int { 1 }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    open func numberOfItems(inSection section: Int) -> Int { 0 }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
    @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
    open var backgroundView: UIView?
}
