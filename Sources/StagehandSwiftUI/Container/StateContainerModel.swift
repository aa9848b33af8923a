#if canImport(SwiftUI) && !os(watchOS)
import Combine
import Stagehand
import SwiftUI

/// Owns the `StateContainer` behind a ``StateContainerView`` for the lifetime of the view; the
/// engine owns its ``SwiftUIContainerHost``.
///
/// The view hands the model its latest arguments on every update (``follow(children:policy:clock:onAppearance:)``),
/// so a changed `children` closure, policy, clock or appearance callback takes effect from the
/// next transition on, although the model itself is created once.
@MainActor
public final class StateContainerModel<State, ID: Hashable>: ObservableObject {
    /// The engine that decides every step.
    public let container: StateContainer<State, SwiftUIContainerHost<ID>>

    /// The host that publishes the children to draw.
    public var host: SwiftUIContainerHost<ID> { container.host }

    private let provider: ChildrenProvider
    private let clock: FollowingClock
    private let defaultClock: any StagehandClock

    private final class ChildrenProvider {
        var children: (State) -> [ID]
        init(_ children: @escaping (State) -> [ID]) { self.children = children }
    }

    /// Creates the engine and its host.
    /// - Parameters:
    ///   - initialState: The state shown first.
    ///   - policy: What happens to requests made during a transition.
    ///   - clock: Times anti-flicker delays; a `MainActorClock` by default.
    ///   - children: The identifiers of a state's children, bottom first; a pure function of
    ///     the state.
    public init(
        initialState: State,
        policy: TransitionPolicy = .coalesce,
        clock: (any StagehandClock)? = nil,
        children: @escaping (State) -> [ID]
    ) {
        let defaultClock = clock ?? MainActorClock()
        let following = FollowingClock(defaultClock)
        let provider = ChildrenProvider(children)
        let host = SwiftUIContainerHost<ID>()
        self.defaultClock = defaultClock
        self.clock = following
        self.provider = provider
        container = StateContainer(initialState: initialState, host: host, clock: following, policy: policy) { state in
            provider.children(state).map { host.child(for: $0) }
        }
    }

    /// Adopts the view's latest arguments; each applies from the next request on.
    /// - Parameters:
    ///   - children: The identifiers of a state's children.
    ///   - policy: What happens to requests made during a transition.
    ///   - clock: The clock for later timing; `nil` for the model's default clock.
    ///   - onAppearance: Receives every appearance call delivered to a child.
    public func follow(
        children: @escaping (State) -> [ID],
        policy: TransitionPolicy,
        clock: (any StagehandClock)?,
        onAppearance: ((ID, AppearanceCall, Bool) -> Void)?
    ) {
        provider.children = children
        if container.policy != policy { container.policy = policy }
        let target = clock ?? defaultClock
        if self.clock.target !== target { self.clock.target = target }
        host.onAppearance = onAppearance
    }
}
#endif
