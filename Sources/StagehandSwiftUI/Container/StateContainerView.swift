#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

/// Shows the children of the current state, driven by `StateContainer`: the SwiftUI
/// counterpart of `StateViewController` (StagehandUIKit).
///
/// Give it the state to show and a pure function from a state to the identifiers of its
/// children, bottom first; `content` draws one child. When `state` changes, the engine runs the
/// transition: children present before and after stay (same view identity, no appearance
/// calls), arriving ones fade in below the leaving ones, which fade out; the transition ends when
/// SwiftUI reports the fades complete (at once with Reduce Motion). Every argument follows
/// updates: a new `children` closure, policy, clock or `onAppearance` applies from the next
/// transition on.
///
/// ```swift
/// enum Layer: Hashable { case list, spinner }
///
/// StateContainerView(state: model.phase, children: { phase -> [Layer] in
///     phase == .loading ? [.list, .spinner] : [.list]
/// }) { child in
///     switch child {
///     case .list: ItemList(items: model.items)
///     case .spinner: ProgressView()
///     }
/// }
/// ```
public struct StateContainerView<State: Equatable, ID: Hashable, Content: View>: View {
    private let state: State
    private let animated: Bool
    private let policy: TransitionPolicy
    private let clock: (any StagehandClock)?
    private let onAppearance: ((ID, AppearanceCall, Bool) -> Void)?
    private let children: (State) -> [ID]
    private let content: (ID) -> Content
    @StateObject private var model: StateContainerModel<State, ID>

    /// Creates the container view.
    /// - Parameters:
    ///   - state: The state to show; changes are requested as transitions.
    ///   - animated: Whether state changes animate.
    ///   - policy: What happens to changes made during a transition.
    ///   - clock: Times anti-flicker delays; a `MainActorClock` by default.
    ///   - onAppearance: Receives every appearance call the engine delivers to a child.
    ///   - children: The identifiers of a state's children, bottom first.
    ///   - content: Draws the child with the given identifier.
    public init(
        state: State,
        animated: Bool = true,
        policy: TransitionPolicy = .coalesce,
        clock: (any StagehandClock)? = nil,
        onAppearance: ((ID, AppearanceCall, Bool) -> Void)? = nil,
        children: @escaping (State) -> [ID],
        @ViewBuilder content: @escaping (ID) -> Content
    ) {
        self.state = state
        self.animated = animated
        self.policy = policy
        self.clock = clock
        self.onAppearance = onAppearance
        self.children = children
        self.content = content
        _model = StateObject(
            wrappedValue: StateContainerModel(initialState: state, policy: policy, clock: clock, children: children))
    }

    /// The children of the current state, in z-order.
    public var body: some View {
        let _ = model.follow(children: children, policy: policy, clock: clock, onAppearance: onAppearance)
        StateContainerLayer(host: model.host, content: content)
            .forwardingAppearance(to: model.container)
            .onChange(of: state) {
                model.container.setNeedsTransition(to: state, animated: animated)
            }
    }
}

/// Draws the host's arranged children bottom to top with their animated opacity, and tells the
/// host when a child's view has been drawn with an animation's start values.
struct StateContainerLayer<ID: Hashable, Content: View>: View {
    @ObservedObject var host: SwiftUIContainerHost<ID>
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let content: (ID) -> Content

    var body: some View {
        let _ = host.followReduceMotion(reduceMotion)
        ZStack {
            ForEach(Array(host.arranged.enumerated()), id: \.element.id) { index, child in
                content(child.key)
                    .opacity(child.opacity)
                    .zIndex(Double(index))
                    .onChange(of: child.animationRequest, initial: true) {
                        host.childViewDidUpdate(child)
                    }
            }
        }
    }
}
#endif
