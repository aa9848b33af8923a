#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// A ready-made loading, empty or error placeholder: an ``EmptyStateView`` showing Stagehand's
/// preset for the state it is prepared for (`ContentState.placeholderConfiguration`), with the
/// error's description on the error page.
///
/// ```swift
/// placeholders.loadingView = StandardPlaceholderView()
/// placeholders.emptyView = StandardPlaceholderView(empty: .search(query: query))
/// placeholders.errorView = StandardPlaceholderView { [weak self] _ in self?.retry() }
/// ```
@MainActor
public final class StandardPlaceholderView: PlaceholderView {
    private let page: EmptyStateView
    private let emptyConfiguration: EmptyStateConfiguration

    /// Creates a placeholder.
    /// - Parameters:
    ///   - empty: What the page shows when prepared for the empty state.
    ///   - imageResolver: Turns image names into images.
    ///   - onButtonTapped: Called with the role of the page button the user tapped (for example
    ///     the error page's retry button).
    public init(
        empty: EmptyStateConfiguration = .empty,
        imageResolver: EmptyStateImageResolver = .standard,
        onButtonTapped: ((EmptyStateButtonRole) -> Void)? = nil
    ) {
        page = EmptyStateView(imageResolver: imageResolver)
        emptyConfiguration = empty
        super.init(frame: .zero)
        page.onButtonTapped = onButtonTapped
        addSubview(page)
        page.pinEdges(to: self)
    }

    /// Creates the placeholder from a storyboard or nib, with the ``EmptyStateConfiguration/empty``
    /// page and the standard image resolver; set ``onButtonTapped`` for the buttons.
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
        page = EmptyStateView(imageResolver: .standard)
        emptyConfiguration = .empty
        super.init(coder: coder)
        addSubview(page)
        page.pinEdges(to: self)
    }

    /// Called with the role of the page button the user tapped.
    public var onButtonTapped: ((EmptyStateButtonRole) -> Void)? {
        get { page.onButtonTapped }
        set { page.onButtonTapped = newValue }
    }

    /// Shows the preset for `state`: loading, the empty configuration, or the error page with the
    /// error's description.
    /// - Parameters:
    ///   - state: The state the view represents.
    ///   - error: The error of the error state, `nil` otherwise.
    public override func preparePlaceholder(for state: ContentStateKind, error: (any Error)?) {
        let configuration: EmptyStateConfiguration
        switch state {
        case .content: return
        case .loading: configuration = .loading
        case .empty: configuration = emptyConfiguration
        case .error: configuration = .error(message: error.map { String(describing: $0) })
        }
        page.apply(configuration.layout)
    }
}
#endif
