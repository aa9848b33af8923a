import Stagehand
import StagehandTesting
import Testing

@MainActor
@Suite struct RecordingHostTests {
    func animation(
        _ child: RecordingChild, token: UInt64, transition: ChildTransition = .fade
    ) -> ChildAnimation<
        RecordingChild
    > {
        ChildAnimation(token: AnimationToken(rawValue: token), child: child, isAppearing: true, transition: transition)
    }

    @Test func recordsEveryHostCallByName() {
        let host = RecordingHost()
        let a = RecordingChild("a")
        host.attach(a)
        host.deliverAppearance(.willAppear, to: a, animated: true)
        host.arrangeViews([a])
        host.deliverAppearance(.didAppear, to: a, animated: true)
        host.didAttach(a)
        host.willDetach(a)
        host.deliverAppearance(.willDisappear, to: a, animated: false)
        host.arrangeViews([])
        host.deliverAppearance(.didDisappear, to: a, animated: false)
        host.detach(a)
        #expect(
            host.takeEvents() == [
                .attach("a"), .willAppear("a", animated: true), .views(["a"]), .didAppear("a", animated: true),
                .didAttach("a"), .willDetach("a"), .willDisappear("a", animated: false), .views([]),
                .didDisappear("a", animated: false), .detach("a"),
            ])
        #expect(host.events == [])
        #expect(host.attachedNames == [])
    }

    @Test func onClockModeEndsAnAnimationAfterItsDelayAndDuration() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        var log: [String] = []
        let transition = ChildTransition(
            duration: .milliseconds(100), delay: .milliseconds(50), willBegin: { log.append("willBegin") },
            animateAlongside: { log.append("alongside") }, didEnd: { log.append("didEnd") })
        host.startAnimation(animation(RecordingChild("a"), token: 1, transition: transition)) {
            log.append("completion@\(clock.now)")
        }
        #expect(log == ["willBegin", "alongside"])
        clock.advance(by: .milliseconds(149))
        #expect(host.runningAnimations == [AnimationToken(rawValue: 1)])
        clock.advance(by: .milliseconds(1))
        #expect(log == ["willBegin", "alongside", "didEnd", "completion@0.15 seconds"])
        #expect(host.animations.map(\.status) == [.ended])
    }

    @Test func immediateModeCompletesInsideStartAnimation() {
        let host = RecordingHost(mode: .immediate)
        var completed = false
        host.startAnimation(animation(RecordingChild("a"), token: 7)) { completed = true }
        #expect(completed)
        #expect(
            host.events == [
                .animate("a", appearing: true, duration: .milliseconds(350), delay: .zero),
                .animationEnded("a", appearing: true),
            ])
    }

    @Test func manualModeWaitsForTheTestAndFinishDropsTheCompletion() {
        let host = RecordingHost(mode: .manual)
        var completions = 0
        host.startAnimation(animation(RecordingChild("a"), token: 1)) { completions += 1 }
        host.startAnimation(animation(RecordingChild("b"), token: 2)) { completions += 1 }
        host.finishAnimation(AnimationToken(rawValue: 1))
        #expect(completions == 0)
        host.endAllAnimations()
        #expect(completions == 1)
        host.replayAllStaleCompletions()
        #expect(completions == 3)
        #expect(host.animations.map(\.status) == [.finished, .ended])
        #expect(
            Array(host.events.suffix(2)) == [
                .finishAnimation("a", appearing: true), .animationEnded("b", appearing: true),
            ])
    }

    @Test func eventsDescribeThemselvesReadably() {
        #expect(RecordingHostEvent.willAppear("a", animated: true).description == "willAppear(a, animated)")
        #expect(RecordingHostEvent.views(["a", "b"]).description == "views[a, b]")
        #expect(
            RecordingHostEvent.didTransition(from: "x", to: "y", animated: false).description
                == "didTransition(from: x, to: y, not animated)")
        #expect(
            RecordingHostEvent.container(.didDisappear, animated: true).description
                == "container.didDisappear(animated)")
    }
}
