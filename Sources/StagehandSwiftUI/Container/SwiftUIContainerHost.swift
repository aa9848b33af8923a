#if canImport(SwiftUI)
import Stagehand
import SwiftUI

/// The SwiftUI shell of a `StateContainer`: it publishes the children to draw, in
/// z-order, and animates their opacity with `withAnimation`.
///
/// Containment calls only maintain the child objects (one per identifier while attached).
/// Appearance calls are recorded on the child and passed to ``onAppearance``. Each child
/// animation runs as a SwiftUI animation of the child's opacity; its completion is timed on the
/// container's clock (delay + duration), so ``finishAnimation(_:)`` can cancel it and jump to
/// the end value, and a stale completion never reaches a child that was re-added.
@MainActor
public final class SwiftUIContainerHost<ID: Hashable>: ObservableObject, StateContainerHost {
    /// The host's children.
    public typealias Child = StateContainerChild<ID>

    /// The children whose views are shown, bottom to top.
    public private(set) var arranged: [StateContainerChild<ID>] = [] {
        willSet { objectWillChange.send() }
    }

    /// Receives every appearance call the engine delivers, with the child's identifier.
    public var onAppearance: ((ID, AppearanceCall, _ animated: Bool) -> Void)?

    private let clock: any StagehandClock
    private var attached: [ID: StateContainerChild<ID>] = [:]
    private var running: [AnimationToken: RunningAnimation] = [:]

    private struct RunningAnimation {
        let child: StateContainerChild<ID>
        let isAppearing: Bool
        let transition: ChildTransition
        let timer: ScheduledTimer
    }

    /// Creates a host whose animation completions are timed on `clock`.
    /// - Parameter clock: The clock of the container that uses this host.
    public init(clock: any StagehandClock) {
        self.clock = clock
    }

    /// The child object for `id`, created when `id` is not attached.
    /// - Parameter id: The identifier from the app's `children` closure.
    /// - Returns: The attached child for `id`, or a fresh one.
    public func child(for id: ID) -> StateContainerChild<ID> {
        attached[id] ?? StateContainerChild(key: id)
    }

    // MARK: StateContainerHost

    /// Registers `child` as attached.
    /// - Parameter child: The arriving child.
    public func attach(_ child: StateContainerChild<ID>) {
        attached[child.key] = child
    }

    /// Nothing to do in SwiftUI once a child is attached.
    /// - Parameter child: The arrived child.
    public func didAttach(_ child: StateContainerChild<ID>) {}

    /// Nothing to do in SwiftUI before a child is detached.
    /// - Parameter child: The leaving child.
    public func willDetach(_ child: StateContainerChild<ID>) {}

    /// Forgets `child`, so its identifier gets a new child object next time.
    /// - Parameter child: The left child.
    public func detach(_ child: StateContainerChild<ID>) {
        if attached[child.key] === child { attached[child.key] = nil }
    }

    /// Records the call on `child` and passes it to ``onAppearance``.
    /// - Parameters:
    ///   - call: The appearance call.
    ///   - child: The attached child.
    ///   - animated: Whether the change is animated.
    public func deliverAppearance(_ call: AppearanceCall, to child: StateContainerChild<ID>, animated: Bool) {
        child.lastAppearanceCall = call
        onAppearance?(child.key, call, animated)
    }

    /// Publishes `children` as the views to draw, bottom first.
    /// - Parameter children: The children to show.
    public func arrangeViews(_ children: [StateContainerChild<ID>]) {
        for child in children where !arranged.contains(where: { $0 === child }) { child.opacity = 1 }
        arranged = children
    }

    /// Animates the child's opacity (or runs its own transition callbacks) with `withAnimation`
    /// and reports completion after the transition's delay and duration on the clock.
    /// - Parameters:
    ///   - animation: What to animate.
    ///   - completion: Run once the animation has ended.
    public func startAnimation(
        _ animation: ChildAnimation<StateContainerChild<ID>>, completion: @escaping @MainActor () -> Void
    ) {
        let child = animation.child
        let transition = animation.transition
        let isAppearing = animation.isAppearing
        if let willBegin = transition.willBegin {
            willBegin()
        } else {
            setOpacity(isAppearing ? 0 : 1, of: child)
        }
        guard transition.totalDuration > .zero else {
            applyEnd(child: child, isAppearing: isAppearing, transition: transition)
            completion()
            return
        }
        let curve = Animation.easeInOut(duration: transition.duration.timeInterval)
            .delay(transition.delay.timeInterval)
        withAnimation(curve) {
            if let alongside = transition.animateAlongside {
                alongside()
            } else {
                setOpacity(isAppearing ? 1 : 0, of: child)
            }
        }
        let token = animation.token
        let timer = clock.schedule(after: transition.totalDuration) { [weak self] in
            guard let self, let entry = self.running.removeValue(forKey: token) else { return }
            self.runDidEnd(child: entry.child, isAppearing: entry.isAppearing, transition: entry.transition)
            completion()
        }
        running[token] = RunningAnimation(child: child, isAppearing: isAppearing, transition: transition, timer: timer)
    }

    /// Cancels the animation's completion and jumps to its end values; unknown tokens are ignored.
    /// - Parameter token: The animation to finish.
    public func finishAnimation(_ token: AnimationToken) {
        guard let entry = running.removeValue(forKey: token) else { return }
        entry.timer.cancel()
        applyEnd(child: entry.child, isAppearing: entry.isAppearing, transition: entry.transition)
    }

    // MARK: Private

    private func setOpacity(_ value: Double, of child: StateContainerChild<ID>) {
        objectWillChange.send()
        child.opacity = value
    }

    private func applyEnd(child: StateContainerChild<ID>, isAppearing: Bool, transition: ChildTransition) {
        if let alongside = transition.animateAlongside {
            alongside()
        } else {
            setOpacity(isAppearing ? 1 : 0, of: child)
        }
        runDidEnd(child: child, isAppearing: isAppearing, transition: transition)
    }

    private func runDidEnd(child: StateContainerChild<ID>, isAppearing: Bool, transition: ChildTransition) {
        if let didEnd = transition.didEnd {
            didEnd()
        } else if isAppearing {
            setOpacity(1, of: child)
        }
    }
}
#endif
