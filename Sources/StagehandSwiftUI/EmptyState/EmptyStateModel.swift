#if canImport(SwiftUI) && !os(watchOS)
import Combine
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

    private let clock: FollowingClock
    private let defaultClock: any StagehandClock

    /// Whether the page appears without its fade (Reduce Motion); the presenter still reports
    /// did-show after its animation time.
    public private(set) var reducesMotion = false

    /// Creates a model showing `configuration` when empty.
    /// - Parameters:
    ///   - configuration: What the page shows.
    ///   - clock: Times the show animation; a `MainActorClock` by default.
    public init(configuration: EmptyStateConfiguration = .empty, clock: (any StagehandClock)? = nil) {
        let defaultClock = clock ?? MainActorClock()
        let following = FollowingClock(defaultClock)
        self.defaultClock = defaultClock
        self.clock = following
        presenter = EmptyStatePresenter(configuration: configuration, clock: following)
        presenter.setOwnerHost(self)
    }

    /// Adopts the modifier's latest arguments and environment: later events go to `onEvent`,
    /// later timing to `clock` (`nil` for the model's default clock), and `reduceMotion` turns the
    /// fade off.
    /// - Parameters:
    ///   - onEvent: Receives the presenter's events.
    ///   - clock: The clock that times later show animations.
    ///   - reduceMotion: The environment's `accessibilityReduceMotion`.
    public func follow(onEvent: ((EmptyStateEvent) -> Void)?, clock: (any StagehandClock)?, reduceMotion: Bool = false)
    {
        presenter.onEvent = onEvent
        let target = clock ?? defaultClock
        if self.clock.target !== target { self.clock.target = target }
        reducesMotion = reduceMotion
    }

    /// Publishes `layout`, fading it in over `animationDuration` when one is given and Reduce
    /// Motion is off.
    /// - Parameters:
    ///   - layout: What to show.
    ///   - animationDuration: The length of the fade, or `nil` for none.
    public func showEmptyState(_ layout: EmptyStateLayout, animationDuration: Duration?) {
        if let animationDuration, !reducesMotion {
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
