#if canImport(SwiftUI) && !os(watchOS)
import Combine
import Stagehand
import SwiftUI

/// The SwiftUI shell of a `StateContainer`: it publishes the children to draw, in z-order, and
/// animates them with `withAnimation`.
///
/// The host keeps one child object per identifier while its view is shown (``child(for:)``), so a
/// child present before and after a transition keeps its object. SwiftUI views have no
/// containment or appearance lifecycle: the host implements only the four calls of
/// `StateContainerHost`, and ``StateContainerModel``, the container's delegate, records the
/// appearance calls on the children.
///
/// A child animation runs in two updates, so SwiftUI has a start value to animate from: the
/// start values (opacity 0 for an arriving child, or the transition's `willBegin`) are published
/// first; once the child's view has been drawn with them it calls ``childViewDidUpdate(_:)``, and
/// the end values are set inside `withAnimation(_:completionCriteria:_:completion:)`. The
/// animation ends when SwiftUI reports it complete, not after a time on a clock. With
/// ``animatesChanges`` off (Reduce Motion) or a zero duration, an animation ends at once.
/// ``finishAnimation(_:)`` jumps to the end values, and a completion that arrives afterwards is
/// ignored, so it never reaches a child that was added again.
@MainActor
public final class SwiftUIContainerHost<ID: Hashable>: ObservableObject, StateContainerHost {
    /// The host's children.
    public typealias Child = StateContainerChild<ID>

    /// The children whose views are shown, bottom to top.
    public private(set) var arranged: [StateContainerChild<ID>] = [] {
        willSet { objectWillChange.send() }
    }

    /// Whether child animations run; when `false` (the views set it from Reduce Motion) every
    /// animation jumps to its end values and ends at once.
    public var animatesChanges = true

    private var attached: [ID: StateContainerChild<ID>] = [:]
    private var animations: [AnimationToken: ChildAnimationState] = [:]
    /// The animations each child's view has yet to start, by child, in start order.
    private var waiting: [ObjectIdentifier: [AnimationToken]] = [:]

    private struct ChildAnimationState {
        let child: StateContainerChild<ID>
        let isAppearing: Bool
        let transition: ChildTransition
        let completion: @MainActor () -> Void
    }

    /// Creates a host with no children.
    public init() {}

    /// The child object for `id`, created when no view of `id` is shown.
    /// - Parameter id: The identifier from the app's `children` closure.
    /// - Returns: The shown child for `id`, or a fresh one.
    public func child(for id: ID) -> StateContainerChild<ID> {
        attached[id] ?? StateContainerChild(key: id)
    }

    /// Whether an animation has been started and has not ended yet.
    public var hasAnimationsInFlight: Bool { !animations.isEmpty }

    // MARK: StateContainerHost

    /// Publishes `children` as the views to draw, bottom first; a child drawn for the first time
    /// starts fully opaque unless an animation sets its start value in the same step.
    /// - Parameter children: The children to show.
    public func arrangeViews(_ children: [StateContainerChild<ID>]) {
        var shown = Set<ObjectIdentifier>()
        shown.reserveCapacity(arranged.count)
        for child in arranged { shown.insert(ObjectIdentifier(child)) }
        for child in children where !shown.contains(ObjectIdentifier(child)) { child.opacity = 1 }
        arranged = children
        attached.removeAll(keepingCapacity: true)
        for child in children where attached[child.key] == nil { attached[child.key] = child }
    }

    /// Publishes the animation's start values and asks the child's view to report when it has
    /// drawn them (``childViewDidUpdate(_:)``), which starts the animation.
    /// - Parameters:
    ///   - animation: What to animate.
    ///   - completion: Run once SwiftUI reports the animation complete.
    public func startAnimation(
        _ animation: ChildAnimation<StateContainerChild<ID>>, completion: @escaping @MainActor () -> Void
    ) {
        let state = ChildAnimationState(
            child: animation.child, isAppearing: animation.isAppearing, transition: animation.transition,
            completion: completion)
        if let willBegin = state.transition.willBegin {
            willBegin()
        } else {
            setOpacity(state.isAppearing ? 0 : 1, of: state.child)
        }
        guard animatesChanges, state.transition.totalDuration > .zero else {
            applyEnd(state)
            completion()
            return
        }
        animations[animation.token] = state
        waiting[ObjectIdentifier(state.child), default: []].append(animation.token)
        objectWillChange.send()
        state.child.animationRequest &+= 1
    }

    /// Ends an animation at once with its end values; its SwiftUI completion, if it comes later,
    /// is ignored. Unknown tokens are ignored.
    /// - Parameter token: The animation to finish.
    public func finishAnimation(_ token: AnimationToken) {
        guard let state = animations.removeValue(forKey: token) else { return }
        let id = ObjectIdentifier(state.child)
        waiting[id]?.removeAll { $0 == token }
        if waiting[id]?.isEmpty == true { waiting[id] = nil }
        applyEnd(state)
    }

    // MARK: Driven by the views

    /// Starts the animations waiting for `child`'s view: call it once the view has been drawn
    /// with the start values (``StateContainerView`` does, from `onChange(of:initial:_:)` on
    /// ``StateContainerChild/animationRequest``). Calls for a child with nothing waiting do
    /// nothing.
    /// - Parameter child: The child whose view was drawn.
    public func childViewDidUpdate(_ child: StateContainerChild<ID>) {
        guard let tokens = waiting.removeValue(forKey: ObjectIdentifier(child)) else { return }
        for token in tokens {
            guard let state = animations[token] else { continue }
            let transition = state.transition
            let curve = Animation.easeInOut(duration: transition.duration.timeInterval)
                .delay(transition.delay.timeInterval)
            withAnimation(curve, completionCriteria: .logicallyComplete) {
                if let alongside = transition.animateAlongside {
                    alongside()
                } else {
                    setOpacity(state.isAppearing ? 1 : 0, of: state.child)
                }
            } completion: { [weak self] in
                self?.animationDidComplete(token)
            }
        }
    }

    /// Sets whether animations run from the Reduce Motion setting.
    /// - Parameter reduceMotion: The environment's `accessibilityReduceMotion`.
    func followReduceMotion(_ reduceMotion: Bool) {
        animatesChanges = !reduceMotion
    }

    // MARK: Private

    private func animationDidComplete(_ token: AnimationToken) {
        guard let state = animations.removeValue(forKey: token) else { return }
        runDidEnd(state)
        state.completion()
    }

    private func setOpacity(_ value: Double, of child: StateContainerChild<ID>) {
        guard child.opacity != value else { return }
        objectWillChange.send()
        child.opacity = value
    }

    private func applyEnd(_ state: ChildAnimationState) {
        if let alongside = state.transition.animateAlongside {
            alongside()
        } else {
            setOpacity(state.isAppearing ? 1 : 0, of: state.child)
        }
        runDidEnd(state)
    }

    private func runDidEnd(_ state: ChildAnimationState) {
        if let didEnd = state.transition.didEnd {
            didEnd()
        } else if state.isAppearing {
            setOpacity(1, of: state.child)
        }
    }
}
#endif
