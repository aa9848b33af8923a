import Stagehand
import StagehandTesting
import Testing

/// Animated transitions of many children cost host work proportional to the children, even when
/// every animation ends on its own (as a toolkit ends them). Bounded by counted work, not time.
@MainActor
@Suite struct ContainerScaleTests {
    class Child {}

    /// A host that removes views one at a time, counts the work it is given, and ends animations
    /// only when the test says so.
    final class CountingHost: StateContainerContainmentHost {
        var arrangeCalls = 0
        var arrangedElements = 0
        var removeCalls = 0
        var removedElements = 0
        var remainingComputed = 0
        var views = Set<ObjectIdentifier>()
        var removedInOrder: [[ObjectIdentifier]] = []
        var attached = 0
        var detached = 0
        var didAttach = 0
        var didDisappear = 0
        var completions: [@MainActor () -> Void] = []

        func attach(_ child: Child) { attached += 1 }
        func didAttach(_ child: Child) { didAttach += 1 }
        func willDetach(_ child: Child) {}
        func detach(_ child: Child) {
            // The view must already be gone.
            if views.contains(ObjectIdentifier(child)) { Issue.record("detached a child whose view is shown") }
            detached += 1
        }
        func deliverAppearance(_ call: AppearanceCall, to child: Child, animated: Bool) {
            if call == .didDisappear { didDisappear += 1 }
        }
        func arrangeViews(_ children: [Child]) {
            arrangeCalls += 1
            arrangedElements += children.count
            views = Set(children.map(ObjectIdentifier.init))
        }
        func removeViews(of children: [Child], remaining: () -> [Child]) {
            removeCalls += 1
            removedElements += children.count
            let ids = children.map(ObjectIdentifier.init)
            for id in ids where views.remove(id) == nil { Issue.record("removed a view that is not shown") }
            if children.count > 1 { removedInOrder.append(ids) }
        }
        func startAnimation(_ animation: ChildAnimation<Child>, completion: @escaping @MainActor () -> Void) {
            completions.append(completion)
        }
        func finishAnimation(_ token: AnimationToken) {}
    }

    static func container(
        count: Int, host: CountingHost, policy: TransitionPolicy = .coalesce
    ) -> (StateContainer<Int, CountingHost>, [[Child]]) {
        let lists = (0..<3).map { _ in (0..<count).map { _ in Child() } }
        let container = StateContainer<Int, CountingHost>(
            initialState: 0, host: host, clock: ManualClock(), policy: policy, children: { lists[$0] })
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        return (container, lists)
    }

    @Test(arguments: [1_000, 50_000])
    func animationsEndingOneByOneRemoveEachViewOnceAndArrangeOnce(count: Int) {
        let host = CountingHost()
        let (container, _) = Self.container(count: count, host: host)
        #expect((host.arrangeCalls, host.arrangedElements) == (1, count))
        container.setNeedsTransition(to: 1, animated: true)
        // One list for the cross-fade: the arriving views below the leaving ones.
        #expect((host.arrangeCalls, host.arrangedElements) == (2, 3 * count))
        #expect(host.completions.count == 2 * count)
        let completions = host.completions
        for (index, completion) in completions.enumerated() {
            #expect(container.isTransitioning)
            completion()  // each from outside the container, one at a time
            if index == completions.count - 1 { #expect(!container.isTransitioning) }
        }
        #expect((host.arrangeCalls, host.arrangedElements) == (2, 3 * count))
        #expect((host.removeCalls, host.removedElements, host.remainingComputed) == (count, count, 0))
        #expect((host.didDisappear, host.detached, host.didAttach) == (count, count, 2 * count))
        #expect(host.views.count == count)
        #expect(container.attachedChildren.count == count)
    }

    /// A reveal cross-fades 50,000 held children out while a request waits for the revealed
    /// spinner's minimum visible time: each ended animation is a step that re-checks the hold,
    /// which must not look at every child (it looks only at children with a minimum).
    @Test func fiftyThousandChildrenFadingOutDuringAHoldEndOneByOne() {
        final class Spinner: Child, ChildTransitioning {
            func stateTransition(isAppearing: Bool) -> ChildTransition {
                ChildTransition(showDelay: .milliseconds(200), minimumVisibleDuration: .milliseconds(500))
            }
        }
        let count = 50_000
        let host = CountingHost()
        let clock = ManualClock()
        let errors = (0..<count).map { _ in Child() }
        let spinner = Spinner()
        let content = Child()
        let container = StateContainer<Int, CountingHost>(
            initialState: 0, host: host, clock: clock,
            children: { [errors, spinner, content] state in
                switch state {
                case 0: errors
                case 1: [spinner]
                default: [content]
                }
            })
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: 1, animated: true)
        #expect(host.completions.isEmpty)  // the errors stay, untouched, until the spinner shows
        clock.advance(by: .milliseconds(200))
        #expect(host.completions.count == count + 1)  // the spinner fades in, the errors out
        container.setNeedsTransition(to: 2, animated: true)  // waits until 700 ms
        for completion in host.completions.dropFirst() { completion() }
        #expect((host.removeCalls, host.removedElements, host.detached) == (count, count, count))
        #expect(container.currentState == 1 && !container.isAtRest)
        clock.advance(by: .milliseconds(499))
        #expect(container.currentState == 1)
        clock.advance(by: .milliseconds(1))
        #expect(container.currentState == 2 && container.isTransitioning)
    }

    @Test func leavingViewsEndedTogetherAreRemovedInOneCallBottomFirst() {
        let host = CountingHost()
        let (container, lists) = Self.container(count: 6, host: host, policy: .interrupt)
        container.setNeedsTransition(to: 1, animated: true)
        // Completions are arrivals 0…5, then departures 0…5; end departures 1 and 4 on their own.
        host.completions[6 + 4]()
        host.completions[6 + 1]()
        #expect(host.removeCalls == 2)
        // Interrupting finishes the other four at once: one removal, in z-order.
        container.setNeedsTransition(to: 2, animated: false)
        let expected = [0, 2, 3, 5].map { ObjectIdentifier(lists[0][$0]) }
        #expect(host.removedInOrder.first == expected)
        #expect(host.remainingComputed == 0)
        #expect(container.currentState == 2 && !container.isTransitioning)
        #expect(container.attachedChildren.map(ObjectIdentifier.init) == lists[2].map(ObjectIdentifier.init))
    }

    @Test func theDefaultRemovalArrangesTheRemainingViews() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let a = RecordingChild("a", disappearing: ChildTransition(duration: .milliseconds(100)))
        let b = RecordingChild("b", disappearing: ChildTransition(duration: .milliseconds(200)))
        let c = RecordingChild("c")
        let container = StateContainer<Int, RecordingHost>(initialState: 0, host: host, clock: clock) {
            $0 == 0 ? [a, b] : [c]
        }
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: 1, animated: true)
        _ = host.takeEvents()
        clock.advance(by: .milliseconds(100))
        #expect(
            host.takeEvents() == [
                .animationEnded("a", appearing: false), .views(["c", "b"]), .didDisappear("a", animated: true),
                .detach("a"),
            ])
        host.removesViewsIndividually = true
        clock.advance(by: .milliseconds(100))
        #expect(
            host.takeEvents() == [
                .animationEnded("b", appearing: false), .views(["c"]), .didDisappear("b", animated: true),
                .detach("b"),
            ])
    }
}
