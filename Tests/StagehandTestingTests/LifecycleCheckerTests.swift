import Stagehand
import StagehandTesting
import Testing

@Suite struct LifecycleCheckerTests {
    let checker = LifecycleChecker(initialState: "a")

    /// A correct trace: appear showing [x], then an animated a → b replacing x by y.
    let good: [RecordingHostEvent] = [
        .attach("x"), .views(["x"]), .didAttach("x"),
        .container(.willAppear, animated: false), .willAppear("x", animated: false),
        .container(.didAppear, animated: false), .didAppear("x", animated: false),
        .requested("b", animated: true),
        .willTransition(to: "b", animated: true),
        .willDetach("x"), .willDisappear("x", animated: true),
        .attach("y"), .willAppear("y", animated: true),
        .views(["y", "x"]),
        .animate("y", appearing: true, duration: .milliseconds(350), delay: .zero),
        .animate("x", appearing: false, duration: .milliseconds(350), delay: .zero),
        .animationEnded("y", appearing: true), .didAppear("y", animated: true), .didAttach("y"),
        .animationEnded("x", appearing: false), .views(["y"]), .didDisappear("x", animated: true), .detach("x"),
        .didTransition(from: "a", to: "b", animated: true),
    ]

    @Test func aCorrectTraceHasNoViolations() {
        #expect(checker.check(good) == [])
    }

    func rules(_ events: [RecordingHostEvent], atRest: Bool = true) -> [LifecycleViolation.Rule] {
        checker.check(events, atRest: atRest).map(\.rule)
    }

    @Test func aDoubledWillAppearBreaksTheGrammar() {
        var events = good
        events.insert(.willAppear("x", animated: false), at: 5)
        let violations = checker.check(events)
        #expect(violations.first?.rule == .appearanceGrammar)
        #expect(violations.first?.eventIndex == 5)
        #expect(violations.first?.child == "x")
        #expect(
            violations.first?.description
                == "[appearance grammar] at event 5 (x): willAppear after willAppear; allowed is (willAppear (didAppear willDisappear | willDisappear) didDisappear)*"
        )
    }

    @Test func appearanceWhileOffScreenIsReported() {
        let events: [RecordingHostEvent] = [
            .attach("x"), .willAppear("x", animated: false), .views(["x"]), .didAppear("x", animated: false),
            .didAttach("x"),
        ]
        #expect(rules(events, atRest: false) == [.appearanceWhileOffScreen, .appearanceWhileOffScreen])
    }

    @Test func detachingBeforeTheViewIsRemovedBreaksTheLeavingOrder() {
        var events = good
        let views = events.firstIndex(of: .views(["y"]))!
        events.remove(at: views)
        events.insert(.views(["y"]), at: events.firstIndex(of: .detach("x"))! + 1)
        #expect(rules(events).contains(.leavingOrder))
    }

    @Test func insertingTheViewAfterTheAnimationBreaksTheArrivingOrder() {
        let events: [RecordingHostEvent] = [
            .attach("x"), .animate("x", appearing: true, duration: .zero, delay: .zero), .views(["x"]),
        ]
        #expect(rules(events, atRest: false) == [.arrivingOrder, .arrivingOrder])
    }

    @Test func aStayingChildAboveALeavingOneBreaksTheViewOrder() {
        var events = good
        let index = events.firstIndex(of: .views(["y", "x"]))!
        events[index] = .views(["x", "y"])
        #expect(rules(events) == [.viewOrder])
    }

    @Test func nestedTransitionsAndAWrongPreviousStateAreReported() {
        let events: [RecordingHostEvent] = [
            .willTransition(to: "b", animated: false), .willTransition(to: "c", animated: false),
            .didTransition(from: "c", to: "c", animated: false),
        ]
        #expect(rules(events) == [.transitionNesting, .previousState])
    }

    @Test func theLastRequestMustBeShownAtRest() {
        var events = good
        events.append(.requested("c", animated: false))
        let violations = checker.check(events)
        #expect(
            violations.map(\.description) == [
                "[last requested state] at the end: the last request was c but b is shown"
            ])
        #expect(LifecycleChecker(initialState: "a", requiresLastRequestedState: false).check(events) == [])
    }

    @Test func aRunningTransitionIsNotAtRest() {
        let events = Array(good.prefix(16))
        #expect(rules(events).contains(.notAtRest))
        #expect(checker.check(events, atRest: false) == [])
    }

    @Test func containmentOutOfOrderIsReported() {
        let events: [RecordingHostEvent] = [.attach("x"), .attach("x"), .willDetach("y")]
        #expect(rules(events, atRest: false) == [.containmentOrder, .containmentOrder])
    }

    @Test func aContainerAppearingWithoutItsChildrenIsReported() {
        let events: [RecordingHostEvent] = [
            .attach("x"), .views(["x"]), .didAttach("x"),
            .container(.willAppear, animated: false), .container(.didAppear, animated: false),
        ]
        #expect(rules(events) == [.containerAppearance, .notAtRest])
    }
}
