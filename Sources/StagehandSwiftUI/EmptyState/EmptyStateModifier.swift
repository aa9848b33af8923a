#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

/// Overlays a list with its empty-state page while its item count is zero; see
/// `View.emptyState(itemCount:configuration:imageResolver:clock:onEvent:)`.
public struct EmptyStateModifier: ViewModifier {
    private let itemCount: Int
    private let configuration: EmptyStateConfiguration
    private let imageResolver: EmptyStateImageProvider
    private let clock: (any StagehandClock)?
    private let onEvent: ((EmptyStateEvent) -> Void)?
    @StateObject private var model: EmptyStateModel
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Creates the modifier.
    /// - Parameters:
    ///   - itemCount: The number of items in the list, summed over all sections.
    ///   - configuration: What the page shows.
    ///   - imageResolver: Turns image names into images.
    ///   - clock: Times the show animation; a `MainActorClock` by default.
    ///   - onEvent: Receives the presenter's events, each only on a real change.
    ///
    /// `onEvent` and `clock` follow updates: the latest ones given are used.
    public init(
        itemCount: Int,
        configuration: EmptyStateConfiguration,
        imageResolver: EmptyStateImageProvider = .standard,
        clock: (any StagehandClock)? = nil,
        onEvent: ((EmptyStateEvent) -> Void)? = nil
    ) {
        self.itemCount = itemCount
        self.configuration = configuration
        self.imageResolver = imageResolver
        self.clock = clock
        self.onEvent = onEvent
        _model = StateObject(wrappedValue: EmptyStateModel(configuration: configuration, clock: clock))
    }

    /// The list, its scroll setting and, while empty, the page on top.
    /// - Parameter content: The list being modified.
    /// - Returns: The list with its empty state.
    public func body(content: Content) -> some View {
        let _ = model.follow(onEvent: onEvent, clock: clock, reduceMotion: reduceMotion)
        content
            .scrollDisabled(!model.isScrollEnabled)
            .overlay {
                if let layout = model.layout {
                    EmptyStatePage(layout, imageResolver: imageResolver) { role in
                        model.presenter.buttonTapped(role)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { model.presenter.viewTapped() }
                    .transition(.opacity)
                }
            }
            .onChange(of: configuration, initial: true) {
                model.presenter.configuration = configuration
            }
            .onChange(of: itemCount, initial: true) {
                model.presenter.update(itemCount: itemCount)
            }
    }
}

extension View {
    /// Shows an empty-state page over this list whenever `itemCount` is zero, in the spirit of
    /// UIEmptyState, decided per list by `EmptyStatePresenter`.
    ///
    /// Scrolling is disabled while the page shows (unless the configuration allows it) and
    /// restored afterwards. Events arrive only on real changes: will-show, did-show after the
    /// animation, will-hide, did-hide, button and view taps.
    ///
    /// ```swift
    /// List(results) { Text($0.name) }
    ///     .emptyState(itemCount: results.count, configuration: .search(query: query))
    /// ```
    /// - Parameters:
    ///   - itemCount: The number of items in the list, summed over all sections.
    ///   - configuration: What the page shows.
    ///   - imageResolver: Turns image names into images.
    ///   - clock: Times the show animation; a `MainActorClock` by default.
    ///   - onEvent: Receives the presenter's events.
    /// - Returns: This view with its empty state.
    public func emptyState(
        itemCount: Int,
        configuration: EmptyStateConfiguration = .empty,
        imageResolver: EmptyStateImageProvider = .standard,
        clock: (any StagehandClock)? = nil,
        onEvent: ((EmptyStateEvent) -> Void)? = nil
    ) -> some View {
        modifier(
            EmptyStateModifier(
                itemCount: itemCount, configuration: configuration, imageResolver: imageResolver, clock: clock,
                onEvent: onEvent)
        )
    }
}
#endif
