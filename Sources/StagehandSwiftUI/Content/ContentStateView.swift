#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

/// Shows content, loading, empty or error for a ``ContentStateModel``: the content stays, the
/// placeholder for the state cross-fades on top of it.
///
/// With the default placeholders, loading is a `ProgressView` and empty and error are
/// ``EmptyStatePage``s (Apple's `ContentUnavailableView` on iOS 17 and later); the error page's
/// button retries the last load.
///
/// ```swift
/// @StateObject var feed = ContentStateModel<FeedError> { !store.items.isEmpty }
/// var body: some View {
///     ContentStateView(model: feed, empty: .empty) { FeedList(items: store.items) }
///         .task { feed.load { try await store.refresh() } }
/// }
/// ```
public struct ContentStateView<Failure: Error, Content: View, Loading: View, Empty: View, ErrorContent: View>: View {
    @ObservedObject private var model: ContentStateModel<Failure>
    private let content: () -> Content
    private let loading: () -> Loading
    private let empty: () -> Empty
    private let error: (Failure) -> ErrorContent

    /// Creates the view with your own placeholders.
    /// - Parameters:
    ///   - model: The model whose state to show.
    ///   - content: The content, kept below the placeholders.
    ///   - loading: The loading placeholder.
    ///   - empty: The empty placeholder.
    ///   - error: The error placeholder for a failure.
    public init(
        model: ContentStateModel<Failure>,
        @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder loading: @escaping () -> Loading,
        @ViewBuilder empty: @escaping () -> Empty,
        @ViewBuilder error: @escaping (Failure) -> ErrorContent
    ) {
        self.model = model
        self.content = content
        self.loading = loading
        self.empty = empty
        self.error = error
    }

    /// The content with the placeholder of the current state on top.
    public var body: some View {
        StateContainerLayer(host: model.host) { kind in
            child(kind)
        }
        .forwardingAppearance(to: model.controller.container)
    }

    @ViewBuilder
    private func child(_ kind: ContentStateKind) -> some View {
        switch kind {
        case .content:
            content()
        case .loading:
            loading()
        case .empty:
            empty()
        case .error:
            if let failure = model.displayedError { error(failure) }
        }
    }
}

extension ContentStateView
where Loading == ProgressView<EmptyView, EmptyView>, Empty == EmptyStatePage, ErrorContent == EmptyStatePage {
    /// Creates the view with the default placeholders: a progress view while loading, an
    /// ``EmptyStatePage`` for `empty`, and an error page whose button retries the last load.
    /// - Parameters:
    ///   - model: The model whose state to show.
    ///   - empty: What the empty page shows.
    ///   - imageResolver: Turns image names into images.
    ///   - content: The content, kept below the placeholders.
    public init(
        model: ContentStateModel<Failure>,
        empty: EmptyStateConfiguration = .empty,
        imageResolver: EmptyStateImageProvider = .standard,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(
            model: model,
            content: content,
            loading: { ProgressView() },
            empty: { EmptyStatePage(empty.layout, imageResolver: imageResolver) },
            error: { failure in
                let configuration =
                    ContentState<Failure>.error(failure).placeholderConfiguration() ?? .error(message: nil)
                return EmptyStatePage(configuration.layout, imageResolver: imageResolver) { _ in model.retry() }
            })
    }
}
#endif
