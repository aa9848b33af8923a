import CAdwaita
import Stagehand
import StagehandGTK
import StagehandTesting
import XCTest

final class GTKContainerHostTests: XCTestCase {
    func testATransitionEndsWithTheRightChildrenVisible() throws {
        try MainActor.assumeIsolated { try Self.endsWithRightChildren() }
    }

    func testACrossFadeLayersArrivingBelowLeavingAndFinishesWithinItsDuration() throws {
        try MainActor.assumeIsolated { try Self.crossFadeWithinDuration() }
    }

    func testTheLifecycleCheckerAcceptsTheTraceOfTheGTKHost() throws {
        try MainActor.assumeIsolated { try Self.checkerAcceptsTrace() }
    }

    func testADetachedChildsWidgetIsFinalized() throws {
        try MainActor.assumeIsolated { try Self.detachedChildFinalized() }
    }

    func testWithAnimationsOffATransitionEndsBeforeTheRequestReturns() throws {
        try MainActor.assumeIsolated { try Self.animationsOff() }
    }

    func testTheContainerAppearsOnMapAndDisappearsOnUnmap() throws {
        try MainActor.assumeIsolated { try Self.appearanceFromMap() }
    }

    func testFinishingAnInterruptedFadeJumpsToItsEndValues() throws {
        try MainActor.assumeIsolated { try Self.interruptFinishes() }
    }

    func testAStateChangeReachesAPaintedFrameWithinAFewFrames() throws {
        try MainActor.assumeIsolated { try Self.stateChangeLatency() }
    }

    func testTheFirstFrameOfACrossFadeAlreadyShowsTheArrivingChild() throws {
        try MainActor.assumeIsolated { try Self.firstFrameShowsCrossFade() }
    }

    enum Screen: String, Hashable {
        case loading, content, error
    }

    /// The delegate of a container whose children fade in `duration`.
    @MainActor final class TimedScreens: StateContainerDelegate {
        var duration: Duration = .milliseconds(200)
        let children: (Screen) -> [Widget]

        init(children: @escaping (Screen) -> [Widget]) {
            self.children = children
        }

        func children(for state: Screen) -> [Widget] {
            children(state)
        }

        func transition(for child: Widget, isAppearing: Bool) -> ChildTransition {
            ChildTransition(duration: duration)
        }
    }

    @MainActor private final class Fixture {
        let list = Label("comments")
        let spinner = Spinner()
        let errorPage = StatusPage(title: "Could not load", iconName: "dialog-error-symbolic")
        let trace = ContainerTrace()
        let container: StateContainer<Screen, GTKContainerHost>
        let screens: TimedScreens
        var stack: LayerStack { container.host.stack }

        init(policy: TransitionPolicy = .coalesce, effect: ContainerEffect = .fade) {
            let (list, spinner, errorPage) = (self.list, self.spinner, self.errorPage)
            screens = TimedScreens {
                switch $0 {
                case .loading: [list, spinner]
                case .content: [list]
                case .error: [errorPage]
                }
            }
            container = GTKContainerHost.makeContainer(
                initialState: .loading, policy: policy, effect: effect, delegate: screens)
            trace.name(list, "list")
            trace.name(spinner, "spinner")
            trace.name(errorPage, "error")
            trace.observe(container)
        }

        func settle() -> Bool {
            GTKTestHost.pump { !container.isTransitioning && container.host.runningAnimationCount == 0 }
        }
    }

    @MainActor private static func endsWithRightChildren() throws {
        try GTKTestHost.require()
        let fixture = Fixture()
        let window = GTKTestHost.present(fixture.stack)
        defer { window.destroy() }
        XCTAssertTrue(fixture.container.isOnScreen)
        XCTAssertTrue(fixture.stack.layers.elementsEqual([fixture.list, fixture.spinner], by: ===))

        fixture.container.setNeedsTransition(to: .content, animated: true)
        XCTAssertTrue(fixture.container.isTransitioning)
        XCTAssertTrue(fixture.settle())
        XCTAssertTrue(fixture.list.isChild(of: fixture.stack))
        XCTAssertFalse(fixture.spinner.hasParent)
        XCTAssertEqual(fixture.list.opacity, 1)
        XCTAssertTrue(fixture.list.isVisible && fixture.list.isMapped)
        XCTAssertEqual(fixture.spinner.opacity, 1, "a removed child is restored for its next appearance")
        XCTAssertTrue(fixture.spinner.canTarget)

        fixture.container.setNeedsTransition(to: .error, animated: true)
        XCTAssertTrue(fixture.settle())
        XCTAssertTrue(fixture.stack.layers.elementsEqual([fixture.errorPage], by: ===))
        XCTAssertTrue(fixture.errorPage.isChild(of: fixture.stack))
        XCTAssertFalse(fixture.list.hasParent)
        XCTAssertEqual(fixture.errorPage.opacity, 1)
        XCTAssertTrue(fixture.errorPage.isMapped)
        XCTAssertEqual(fixture.container.currentState, .error)
    }

    @MainActor private static func crossFadeWithinDuration() throws {
        try GTKTestHost.require()
        let fixture = Fixture()
        fixture.screens.duration = .milliseconds(300)
        let window = GTKTestHost.present(fixture.stack)
        defer { window.destroy() }
        var endedAt: Duration?
        fixture.container.observe { event in
            if case .didTransition = event { endedAt = GTKTestHost.now }
        }
        let start = GTKTestHost.now
        fixture.container.setNeedsTransition(to: .error, animated: true)
        // During the cross-fade both are in the stack, the arriving page below the leaving ones.
        XCTAssertTrue(
            fixture.stack.layers.elementsEqual([fixture.errorPage, fixture.list, fixture.spinner], by: ===))
        XCTAssertTrue(GTKTestHost.pump { GTKTestHost.now - start > .milliseconds(150) })
        XCTAssertGreaterThan(fixture.errorPage.opacity, 0)
        XCTAssertLessThan(fixture.errorPage.opacity, 1)
        XCTAssertLessThan(fixture.list.opacity, 1)
        XCTAssertFalse(fixture.list.canTarget, "a leaving child takes no pointer input")
        XCTAssertTrue(fixture.errorPage.canTarget)
        XCTAssertTrue(GTKTestHost.pump { endedAt != nil })
        let elapsed = try XCTUnwrap(endedAt) - start
        // The frame clock starts the animation at the current frame's time, up to one frame early.
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(300 - 34))
        XCTAssertLessThan(elapsed, .milliseconds(300 + 150), "a 300 ms fade took \(elapsed)")
        print("300 ms cross-fade ended after \(elapsed)")
        XCTAssertTrue(fixture.stack.layers.elementsEqual([fixture.errorPage], by: ===))
    }

    @MainActor private static func checkerAcceptsTrace() throws {
        try GTKTestHost.require()
        for policy in [TransitionPolicy.coalesce, .queue, .interrupt] {
            let fixture = Fixture(policy: policy, effect: .fadeAndScale(0.9))
            fixture.screens.duration = .milliseconds(80)
            let window = GTKTestHost.present(fixture.stack)
            fixture.container.setNeedsTransition(to: .content, animated: true)
            GTKTestHost.pump(for: .milliseconds(30))
            fixture.container.setNeedsTransition(to: .error, animated: true)
            fixture.container.setNeedsTransition(to: .loading, animated: true)
            XCTAssertTrue(fixture.settle())
            fixture.container.setNeedsTransition(to: .error, animated: false)
            fixture.container.setNeedsTransition(to: .content, animated: true)
            GTKTestHost.pump(for: .milliseconds(20))
            window.destroy()
            XCTAssertTrue(fixture.settle())
            fixture.container.setNeedsTransition(to: .loading, animated: true)
            XCTAssertFalse(fixture.container.isOnScreen)

            let events = fixture.trace.events
            let violations = LifecycleChecker(initialState: "loading").check(events)
            XCTAssertEqual(violations, [], "\(policy): \(events.map(\.description).joined(separator: "\n"))")
            XCTAssertTrue(events.contains(.container(.willAppear, animated: false)))
            XCTAssertTrue(events.contains(.container(.didDisappear, animated: false)))
            XCTAssertEqual(events.last, .didTransition(from: "content", to: "loading", animated: false))
        }
    }

    @MainActor private static func detachedChildFinalized() throws {
        try GTKTestHost.require()
        var watches: [FinalizationWatch] = []
        let list = Label("list")
        let host = GTKContainerHost()
        let container = StateContainer(initialState: Screen.loading, host: host, clock: host.clock) { state in
            switch state {
            case .loading, .content: return [list]
            case .error:
                let page = StatusPage(title: "made for this state")
                watches.append(GTKTestHost.watchFinalization(of: page.pointer))
                return [page]
            }
        }
        host.bindAppearance(of: container)
        let window = GTKTestHost.present(host.stack)
        defer { window.destroy() }
        container.setNeedsTransition(to: .error, animated: true)
        XCTAssertTrue(GTKTestHost.pump { !container.isTransitioning })
        XCTAssertEqual(watches.count, 1)
        XCTAssertFalse(watches[0].isFinalized, "shown, so the stack holds it")
        container.setNeedsTransition(to: .content, animated: true)
        XCTAssertTrue(GTKTestHost.pump { !container.isTransitioning })
        XCTAssertTrue(GTKTestHost.pump { watches[0].isFinalized })
        XCTAssertTrue(host.stack.layers.elementsEqual([list], by: ===))
    }

    @MainActor private static func animationsOff() throws {
        try GTKTestHost.require()
        TimedAnimation.areEnabled = false
        defer { TimedAnimation.areEnabled = true }
        let fixture = Fixture()
        let window = GTKTestHost.present(fixture.stack)
        defer { window.destroy() }
        fixture.container.setNeedsTransition(to: .error, animated: true)
        XCTAssertFalse(fixture.container.isTransitioning)
        XCTAssertEqual(fixture.container.host.runningAnimationCount, 0)
        XCTAssertTrue(fixture.stack.layers.elementsEqual([fixture.errorPage], by: ===))
        XCTAssertEqual(fixture.errorPage.opacity, 1)
        XCTAssertFalse(fixture.spinner.hasParent)
    }

    @MainActor private static func appearanceFromMap() throws {
        try GTKTestHost.require()
        let fixture = Fixture()
        XCTAssertEqual(fixture.container.visibility, .offScreen)
        let window = GTKTestHost.present(fixture.stack)
        XCTAssertEqual(fixture.container.visibility, .onScreen)
        fixture.stack.isVisible = false
        XCTAssertEqual(fixture.container.visibility, .offScreen)
        fixture.stack.isVisible = true
        XCTAssertEqual(fixture.container.visibility, .onScreen)
        window.destroy()
        XCTAssertEqual(fixture.container.visibility, .offScreen)
        let appearance = fixture.trace.events.filter {
            if case .container = $0 { return true }
            if case .willAppear = $0 { return true }
            if case .didDisappear = $0 { return true }
            return false
        }
        XCTAssertEqual(
            appearance,
            [
                .container(.willAppear, animated: false), .willAppear("list", animated: false),
                .willAppear("spinner", animated: false), .container(.didAppear, animated: false),
                .container(.willDisappear, animated: false), .didDisappear("list", animated: false),
                .didDisappear("spinner", animated: false), .container(.didDisappear, animated: false),
                .container(.willAppear, animated: false), .willAppear("list", animated: false),
                .willAppear("spinner", animated: false), .container(.didAppear, animated: false),
                .container(.willDisappear, animated: false), .didDisappear("list", animated: false),
                .didDisappear("spinner", animated: false), .container(.didDisappear, animated: false),
            ])
    }

    @MainActor private static func interruptFinishes() throws {
        try GTKTestHost.require()
        let fixture = Fixture(policy: .interrupt, effect: .fadeAndScale(0.8))
        fixture.screens.duration = .seconds(2)
        let window = GTKTestHost.present(fixture.stack)
        defer { window.destroy() }
        fixture.container.setNeedsTransition(to: .error, animated: true)
        GTKTestHost.pump(for: .milliseconds(100))
        XCTAssertLessThan(fixture.errorPage.opacity, 1)
        XCTAssertLessThan(fixture.stack.scale(of: fixture.errorPage), 1)
        let start = GTKTestHost.now
        fixture.container.setNeedsTransition(to: .content, animated: false)
        XCTAssertLessThan(GTKTestHost.now - start, .milliseconds(100))
        XCTAssertFalse(fixture.container.isTransitioning)
        XCTAssertEqual(fixture.container.host.runningAnimationCount, 0)
        XCTAssertTrue(fixture.stack.layers.elementsEqual([fixture.list], by: ===))
        XCTAssertEqual(fixture.list.opacity, 1)
        XCTAssertEqual(fixture.stack.scale(of: fixture.list), 1)
        XCTAssertFalse(fixture.errorPage.hasParent)
        XCTAssertEqual(LifecycleChecker(initialState: "loading").check(fixture.trace.events), [])
    }

    @MainActor private static func stateChangeLatency() throws {
        try GTKTestHost.require()
        let fixture = Fixture()
        let window = GTKTestHost.present(fixture.stack)
        defer { window.destroy() }
        var samples: [Duration] = []
        for (index, state) in [Screen.content, .error, .loading, .content, .error, .loading].enumerated() {
            var latency: Duration?
            try FrameTiming.measureLatency(
                of: fixture.stack,
                change: { fixture.container.setNeedsTransition(to: state, animated: index % 2 == 0) },
                completion: { latency = $0 })
            XCTAssertTrue(GTKTestHost.pump { latency != nil })
            samples.append(try XCTUnwrap(latency))
            XCTAssertTrue(fixture.settle())
        }
        XCTAssertEqual(samples.count, 6)
        // A few frames at most (measured 4–40 ms); the margin keeps a loaded CI machine from flaking.
        for sample in samples { XCTAssertLessThan(sample, .milliseconds(200), "\(samples)") }
        print("state change → painted frame (container, 6 samples): \(samples.map { "\($0)" }.joined(separator: ", "))")
    }

    /// The request itself sets both children one frame interval into the cross-fade, so the very
    /// first frame painted after it already differs from the picture before it.
    @MainActor private static func firstFrameShowsCrossFade() throws {
        try GTKTestHost.require()
        let fixture = Fixture()
        fixture.screens.duration = .milliseconds(300)
        let window = GTKTestHost.present(fixture.stack)
        defer { window.destroy() }
        let interval = TimedAnimation.frameInterval(of: fixture.stack)
        let fraction = TimedAnimation.leadFraction(interval, of: .milliseconds(300))
        let progress = TimedAnimation.value(from: 0, to: 1, easing: .easeOutCubic, at: fraction)
        XCTAssertGreaterThan(progress, 0.15, "one frame of 300 ms eased out is about 0.16")

        fixture.container.setNeedsTransition(to: .error, animated: true)
        let step = 0.5 / 255  // GTK keeps opacity in steps of 1/255
        XCTAssertEqual(fixture.errorPage.opacity, progress, accuracy: step)
        XCTAssertEqual(fixture.list.opacity, 1 - progress, accuracy: step)
        XCTAssertEqual(fixture.spinner.opacity, 1 - progress, accuracy: step)

        var painted: (arriving: Double, leaving: Double)?
        try FrameTiming.afterNextPaint(of: fixture.stack) {
            painted = (fixture.errorPage.opacity, fixture.list.opacity)
        }
        XCTAssertTrue(GTKTestHost.pump { painted != nil })
        let frame = try XCTUnwrap(painted)
        XCTAssertGreaterThanOrEqual(frame.arriving, progress - step, "the first frame shows the arriving page")
        XCTAssertLessThanOrEqual(frame.leaving, 1 - progress + step, "and the leaving one fading")
        XCTAssertTrue(fixture.settle())
        XCTAssertEqual(fixture.errorPage.opacity, 1)
    }
}
