#if canImport(SwiftUI)
import Stagehand
import SwiftUI

/// The observable host the `View.emptyState(itemCount:configuration:imageResolver:clock:onEvent:)`
/// modifier gives `EmptyStatePresenter`: it publishes the layout to show and the
/// scroll setting to apply.
@MainActor
public final class EmptyStateModel: ObservableObject, EmptyStateHost {
    /// The engine that decides when the page shows and which callbacks fire.
    public let presenter: EmptyStatePresenter

    /// The layout on screen, or `nil` while the page is hidden.
    @Published public private(set) var layout: EmptyStateLayout?

    /// Whether the list may scroll; the presenter turns it off while the page shows and restores
    /// it on hide.
    @Published public var isScrollEnabled = true

    /// Creates a model showing `configuration` when empty.
    /// - Parameters:
    ///   - configuration: What the page shows.
    ///   - clock: Times the show animation; a `MainActorClock` by default.
    public init(configuration: EmptyStateConfiguration = .empty, clock: (any StagehandClock)? = nil) {
        presenter = EmptyStatePresenter(configuration: configuration, clock: clock ?? MainActorClock())
        presenter.setOwnerHost(self)
    }

    /// Publishes `layout`, fading it in over `animationDuration` when one is given.
    /// - Parameters:
    ///   - layout: What to show.
    ///   - animationDuration: The length of the fade, or `nil` for none.
    public func showEmptyState(_ layout: EmptyStateLayout, animationDuration: Duration?) {
        if let animationDuration {
            withAnimation(.easeInOut(duration: animationDuration.timeInterval)) { self.layout = layout }
        } else {
            self.layout = layout
        }
    }

    /// Publishes the changed layout of the shown page.
    /// - Parameter layout: The new content.
    public func updateEmptyState(_ layout: EmptyStateLayout) {
        self.layout = layout
    }

    /// Removes the page.
    public func hideEmptyState() {
        layout = nil
    }
}
#endif
