import Stagehand
import StagehandTesting
import Testing

/// `isAtRest`: false exactly while the container still has work — a transition, an animation, a
/// waiting request, a pending reveal or a minimum-visible hold.
@MainActor
@Suite struct ContainerAtRestTests {
    let clock = ManualClock()
    let host: RecordingHost
    let table = RecordingChild("table")
    let error = RecordingChild("error")
    let spinner = RecordingChild(
        "spinner", appearing: ChildTransition(showDelay: .milliseconds(200), minimumVisibleDuration: .milliseconds(500))
    )
    let container: StateContainer<String, RecordingHost>

    init() {
        host = RecordingHost(mode: .onClock(clock))
        container = StateContainer(initialState: "ready", host: host, clock: clock) {
            [table, spinner, error] state in
            switch state {
            case "loading": [table, spinner]
            case "failed": [table, error]
            default: [table]
            }
        }
        host.observe(container)
    }

    /// `(isAtRest, isTransitioning)`.
    var flags: (Bool, Bool) { (container.isAtRest, container.isTransitioning) }

    @Test func anAnimatedTransitionIsNotAtRestUntilItsLastAnimationEnds() {
        #expect(flags == (true, false))
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        #expect(flags == (true, false))
        container.setNeedsTransition(to: "failed", animated: true)
        #expect(flags == (false, true))
        clock.advance(by: .milliseconds(349))
        #expect(flags == (false, true))
        clock.advance(by: .milliseconds(1))
        #expect(flags == (true, false))
        #expect(container.attachedChildren.map(\.name) == ["table", "error"])
        #expect(LifecycleChecker(for: container).check(host.events) == [])
    }

    @Test func aPendingRevealAndAMinimumVisibleHoldAreNotAtRest() {
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        // ready → loading: the transition ends at once, the spinner waits 200 ms for its reveal.
        container.setNeedsTransition(to: "loading", animated: true)
        #expect(flags == (false, false))
        clock.advance(by: .milliseconds(200))  // revealed, fading in for 350 ms
        #expect(container.attachedChildren.map(\.name) == ["table", "spinner"])
        #expect(flags == (false, false))
        clock.advance(by: .milliseconds(350))
        #expect(flags == (true, false))
        // loading → ready must wait until the spinner has been visible 500 ms (at 700 ms).
        container.setNeedsTransition(to: "ready", animated: false)
        #expect(flags == (false, false))
        #expect(container.currentState == "loading")
        clock.advance(by: .milliseconds(149))
        #expect(flags == (false, false))
        clock.advance(by: .milliseconds(1))
        #expect(container.currentState == "ready")
        #expect(flags == (true, false))
        #expect(LifecycleChecker(for: container).check(host.events) == [])
    }

    @Test func requestsWaitingForTheContainersAppearanceAreNotAtRest() {
        container.containerWillAppear(animated: false)
        container.setNeedsTransition(to: "failed", animated: true)
        #expect(flags == (false, false))
        container.containerDidAppear(animated: false)
        #expect(flags == (false, true))
        clock.runUntilIdle()
        #expect(flags == (true, false))
    }

    @Test func aCheckerForTheContainerNamesItsInitialState() {
        container.setNeedsTransition(to: "failed", animated: false)
        #expect(LifecycleChecker(for: container).check(host.events) == [])
        #expect(LifecycleChecker(for: container).initialState == "ready")
        let wrong = LifecycleChecker(initialState: "loading").check(host.events)
        #expect(wrong.map(\.rule) == [.previousState])
        let described = LifecycleChecker(for: container, describe: { "<\($0)>" })
        #expect(described.initialState == "<ready>")
    }
}
