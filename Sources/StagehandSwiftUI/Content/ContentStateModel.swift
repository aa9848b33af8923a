#if canImport(SwiftUI) && !os(watchOS)
import Combine
import Stagehand
import SwiftUI

/// Owns the `Loader` and the `ContentStateController` behind a
/// ``ContentStateView`` and publishes the state they decide.
///
/// The loader decides the state (content, loading, error, empty; latest load wins; loading only
/// after its show delay and for at least its minimum time); the controller turns state changes
/// into transitions of the content child and the placeholder child on top of it.
@MainActor
public final class ContentStateModel<Failure: Error>: ObservableObject {
    /// The engine that runs loads and decides the state.
    public let loader: Loader<Failure>

    /// The engine that shows the content and the placeholder for the state.
    public let controller: ContentStateController<SwiftUIContainerHost<ContentStateKind>, Failure>

    /// The state shown.
    @Published public private(set) var state: ContentState<Failure>

    /// The error of the most recent error state, kept while its placeholder fades out.
    @Published public private(set) var displayedError: Failure?

    /// The host that publishes the children to draw.
    public var host: SwiftUIContainerHost<ContentStateKind> { controller.container.host }

    /// Creates the model.
    /// - Parameters:
    ///   - initialState: What to show before anything loaded; loading by default.
    ///   - timing: The loading state's anti-flicker timing.
    ///   - clock: Times the loading delays; a `MainActorClock` by default. Animations end when
    ///     SwiftUI reports them complete.
    ///   - hasContent: Whether there is content to show; evaluated on every decision.
    public init(
        initialState: ContentState<Failure> = .loading,
        timing: ContentLoadingTiming = .standard,
        clock: (any StagehandClock)? = nil,
        hasContent: @escaping () -> Bool
    ) {
        let clock = clock ?? MainActorClock()
        let host = SwiftUIContainerHost<ContentStateKind>()
        loader = Loader(initialState: initialState, hasContent: hasContent)
        controller = ContentStateController(
            content: StateContainerChild(key: .content), host: host, clock: clock, initialState: initialState,
            loadingTiming: timing, hasContent: hasContent)
        controller.loadingPlaceholder = StateContainerChild(key: .loading)
        controller.emptyPlaceholder = StateContainerChild(key: .empty)
        controller.errorPlaceholder = StateContainerChild(key: .error)
        // The loader's state is the truth; the controller applies the anti-flicker timing.
        state = initialState
        displayedError = initialState.error
        controller.follow(loader)
        // The observer holds the model weakly and removes itself once the model is gone.
        let slot = ObservationSlot()
        slot.id = loader.observe { [weak self, weak loader] _, new in
            guard let self else {
                if let id = slot.id { loader?.removeObserver(id) }
                return
            }
            publish(new)
        }
    }

    /// Starts `operation`, cancelling the load in flight.
    /// - Parameter operation: The work that loads the content.
    /// - Returns: The task running the load.
    @discardableResult
    public func load(_ operation: @escaping () async throws(Failure) -> Void) -> Task<Void, Never> {
        loader.load(operation)
    }

    /// Re-runs the last load.
    /// - Returns: The task running the load, or `nil` when nothing was loaded yet.
    @discardableResult
    public func retry() -> Task<Void, Never>? {
        loader.retry()
    }

    /// Cancels the load in flight; the state does not change because of it.
    public func cancel() {
        loader.cancel()
    }

    /// Tells the loader the content changed outside a load.
    public func contentDidChange() {
        loader.contentDidChange()
    }

    private func publish(_ new: ContentState<Failure>) {
        if let error = new.error { displayedError = error }
        state = new
    }
}
#endif
