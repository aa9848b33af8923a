#if canImport(SwiftUI) && !os(watchOS)
import Combine
import Stagehand
import SwiftUI

/// Owns the `StateContainer` behind a ``StateContainerView`` for the lifetime of the view, and is
/// its `StateContainerDelegate` (the container holds it weakly); the container owns its
/// ``SwiftUIContainerHost``.
///
/// The view hands the model its latest arguments on every update (``follow(children:policy:clock:onAppearance:)``),
/// so a changed `children` closure, policy, clock or appearance callback takes effect from the
/// next transition on, although the model itself is created once.
@MainActor
public final class StateContainerModel<State, ID: Hashable>: ObservableObject, StateContainerDelegate {
    /// The engine that decides every step.
    public let container: StateContainer<State, SwiftUIContainerHost<ID>>

    /// The host that publishes the children to draw.
    public var host: SwiftUIContainerHost<ID> { container.host }

    private var provider: (State) -> [ID]
    private var onAppearance: ((ID, AppearanceCall, Bool) -> Void)?
    private let clock: FollowingClock
    private let defaultClock: any StagehandClock

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
        self.defaultClock = defaultClock
        self.clock = following
        self.provider = children
        container = StateContainer(
            initialState: initialState, host: SwiftUIContainerHost<ID>(), clock: following, policy: policy,
            delegate: nil)
        container.delegate = self
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
        provider = children
        if container.policy != policy { container.policy = policy }
        let target = clock ?? defaultClock
        if self.clock.target !== target { self.clock.target = target }
        self.onAppearance = onAppearance
    }

    // MARK: StateContainerDelegate

    /// The child objects of the identifiers the view's `children` closure gives for `state`.
    /// - Parameter state: The state being shown.
    /// - Returns: The children, bottom first.
    public func children(for state: State) -> [StateContainerChild<ID>] {
        provider(state).map { host.child(for: $0) }
    }

    /// Records the call on `child` and passes it to the view's `onAppearance`.
    /// - Parameters:
    ///   - call: The appearance call.
    ///   - child: The child.
    ///   - animated: Whether it is animated.
    public func childAppearance(_ call: AppearanceCall, of child: StateContainerChild<ID>, animated: Bool) {
        child.lastAppearanceCall = call
        onAppearance?(child.key, call, animated)
    }
}
#endif
