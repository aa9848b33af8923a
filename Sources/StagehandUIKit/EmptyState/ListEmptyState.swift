#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// The empty state of one table or collection view, in the spirit of UIEmptyState, decided by
/// `EmptyStatePresenter`.
///
/// Create one per list (several lists on one screen each get their own) and call ``reload()``
/// after every change to the list's data, for example right after `reloadData()` or a batch
/// update. The page appears when the item count summed over all sections is zero. It is set as
/// the list's `backgroundView`, so it stays in place while the list scrolls and never covers
/// cells; the list's previous background view and its own `isScrollEnabled` value are put back
/// when the page hides. No method swizzling, no associated objects.
///
/// ```swift
/// emptyState = ListEmptyState(tableView: tableView, configuration: .search(query: query))
/// emptyState.onEvent = { event in if event == .buttonTapped(.primary) { retry() } }
/// tableView.reloadData()
/// emptyState.reload()
/// ```
@MainActor
public final class ListEmptyState: EmptyStateHost {
    /// The engine that decides when the page shows and which callbacks fire.
    public let presenter: EmptyStatePresenter

    /// How the page is drawn; takes effect the next time it is shown.
    public var style: EmptyStateStyle

    /// Turns image names from the configuration into images.
    public let imageResolver: EmptyStateImageResolver

    private weak var tableView: UITableView?
    private weak var collectionView: UICollectionView?
    private var pageView: UIView?
    private var replacedBackgroundView: UIView?

    /// Creates the empty state of `tableView`.
    /// - Parameters:
    ///   - tableView: The list to watch; held weakly.
    ///   - configuration: What the page shows.
    ///   - style: How the page is drawn.
    ///   - imageResolver: Turns image names into images.
    ///   - clock: Times the show animation; a `MainActorClock` by default.
    public convenience init(
        tableView: UITableView,
        configuration: EmptyStateConfiguration = .empty,
        style: EmptyStateStyle = .standard,
        imageResolver: EmptyStateImageResolver = .standard,
        clock: (any StagehandClock)? = nil
    ) {
        self.init(configuration: configuration, style: style, imageResolver: imageResolver, clock: clock)
        self.tableView = tableView
    }

    /// Creates the empty state of `collectionView`.
    /// - Parameters:
    ///   - collectionView: The list to watch; held weakly.
    ///   - configuration: What the page shows.
    ///   - style: How the page is drawn.
    ///   - imageResolver: Turns image names into images.
    ///   - clock: Times the show animation; a `MainActorClock` by default.
    public convenience init(
        collectionView: UICollectionView,
        configuration: EmptyStateConfiguration = .empty,
        style: EmptyStateStyle = .standard,
        imageResolver: EmptyStateImageResolver = .standard,
        clock: (any StagehandClock)? = nil
    ) {
        self.init(configuration: configuration, style: style, imageResolver: imageResolver, clock: clock)
        self.collectionView = collectionView
    }

    private init(
        configuration: EmptyStateConfiguration,
        style: EmptyStateStyle,
        imageResolver: EmptyStateImageResolver,
        clock: (any StagehandClock)?
    ) {
        self.presenter = EmptyStatePresenter(configuration: configuration, clock: clock ?? MainActorClock())
        self.style = style
        self.imageResolver = imageResolver
        presenter.setOwnerHost(self)
    }

    /// What the page shows; changing it while shown updates the page in place.
    public var configuration: EmptyStateConfiguration {
        get { presenter.configuration }
        set { presenter.configuration = newValue }
    }

    /// Receives will-show, did-show, will-hide, did-hide, button and view taps and animation
    /// completion, each only on a real change.
    public var onEvent: ((EmptyStateEvent) -> Void)? {
        get { presenter.onEvent }
        set { presenter.onEvent = newValue }
    }

    /// Whether the page is currently shown.
    public var isShown: Bool { presenter.isShown }

    /// Reads the list's item count per section and shows or hides the page.
    ///
    /// Call it after every data change. A list that has been deallocated counts as not empty.
    public func reload() {
        if let tableView {
            presenter.update(
                sectionCounts: (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) })
        } else if let collectionView {
            presenter.update(
                sectionCounts: (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            )
        } else {
            presenter.update(itemCount: 1)
        }
    }

    // MARK: EmptyStateHost

    /// The list's scroll setting, which the presenter saves on show and restores on hide.
    public var isScrollEnabled: Bool {
        get { list?.isScrollEnabled ?? true }
        set { list?.isScrollEnabled = newValue }
    }

    /// Puts the page in the list's background, fading it in when `animationDuration` is given.
    /// - Parameters:
    ///   - layout: What to show.
    ///   - animationDuration: The length of the show animation, or `nil` for none.
    public func showEmptyState(_ layout: EmptyStateLayout, animationDuration: Duration?) {
        let page = makePage(layout)
        if pageView == nil { replacedBackgroundView = background }
        pageView = page
        background = page
        if let animationDuration, let standard = page as? EmptyStateView {
            standard.animateIn(duration: animationDuration)
        }
    }

    /// Redraws the shown page with `layout`.
    /// - Parameter layout: The new content.
    public func updateEmptyState(_ layout: EmptyStateLayout) {
        if let standard = pageView as? EmptyStateView {
            standard.apply(layout)
        } else if #available(iOS 17.0, tvOS 17.0, *), let system = pageView as? UIContentUnavailableView {
            system.configuration = contentUnavailableConfiguration(layout)
        }
    }

    /// Removes the page and puts the list's own background view back.
    public func hideEmptyState() {
        (pageView as? EmptyStateView)?.stopAnimation()
        pageView = nil
        background = replacedBackgroundView
        replacedBackgroundView = nil
    }

    // MARK: Private

    private var list: UIScrollView? {
        if let tableView { return tableView }
        return collectionView
    }

    private var background: UIView? {
        get { tableView?.backgroundView ?? collectionView?.backgroundView }
        set {
            if let tableView {
                tableView.backgroundView = newValue
            } else {
                collectionView?.backgroundView = newValue
            }
        }
    }

    private func makePage(_ layout: EmptyStateLayout) -> UIView {
        if style == .contentUnavailable, #available(iOS 17.0, tvOS 17.0, *) {
            return UIContentUnavailableView(configuration: contentUnavailableConfiguration(layout))
        }
        let view = EmptyStateView(imageResolver: imageResolver)
        view.apply(layout)
        view.onButtonTapped = { [weak self] role in self?.presenter.buttonTapped(role) }
        view.onViewTapped = { [weak self] in self?.presenter.viewTapped() }
        return view
    }

    @available(iOS 17.0, tvOS 17.0, *)
    private func contentUnavailableConfiguration(_ layout: EmptyStateLayout) -> UIContentUnavailableConfiguration {
        .emptyState(layout, imageResolver: imageResolver) { [weak self] role in
            self?.presenter.buttonTapped(role)
        }
    }
}
#endif
