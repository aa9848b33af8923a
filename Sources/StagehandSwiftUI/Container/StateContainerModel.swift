#if canImport(SwiftUI)
import Stagehand
import SwiftUI

/// Owns the `StateContainer` behind a ``StateContainerView`` for the lifetime of
/// the view; the engine owns its ``SwiftUIContainerHost``.
@MainActor
public final class StateContainerModel<State, ID: Hashable>: ObservableObject {
    /// The engine that decides every step.
    public let container: StateContainer<State, SwiftUIContainerHost<ID>>

    /// The host that publishes the children to draw.
    public var host: SwiftUIContainerHost<ID> { container.host }

    /// Creates the engine and its host.
    /// - Parameters:
    ///   - initialState: The state shown first.
    ///   - policy: What happens to requests made during a transition.
    ///   - clock: Times animations and anti-flicker delays; a `MainActorClock` by default.
    ///   - children: The identifiers of a state's children, bottom first; a pure function of
    ///     the state.
    public init(
        initialState: State,
        policy: TransitionPolicy = .coalesce,
        clock: (any StagehandClock)? = nil,
        children: @escaping (State) -> [ID]
    ) {
        let clock = clock ?? MainActorClock()
        let host = SwiftUIContainerHost<ID>(clock: clock)
        container = StateContainer(initialState: initialState, host: host, clock: clock, policy: policy) { state in
            children(state).map { host.child(for: $0) }
        }
    }
}
#endif
