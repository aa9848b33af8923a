import Stagehand
import StagehandTesting
import Testing

/// One test per bug of StateViewController (seeds-behaviour.md §1.5), showing Stagehand does not
/// have it.
@MainActor
@Suite struct StateViewControllerBugTests {
    func onScreen(
        _ initial: String = "loading", mode: ((ManualClock) -> RecordingHost.AnimationMode)? = nil
    )
        -> (HookedContainer, RecordingHost, ManualClock)
    {
        let clock = ManualClock()
        let host = RecordingHost(mode: mode?(clock) ?? .onClock(clock))
        let table = RecordingChild("table")
        let container = HookedContainer(
            initial: initial,
            lists: [
                "loading": [table, RecordingChild("spinner")], "ready": [table],
                "failed": [table, RecordingChild("error")],
            ], host: host, clock: clock)
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.log.removeAll()
        _ = host.takeEvents()
        return (container, host, clock)
    }

    @Test("Bug 1: a non-animated transition on screen ends by itself, so work started in didTransition runs")
    func bug1NonAnimatedTransitionEndsByItself() {
        let (container, _, clock) = onScreen()
        var loadsStarted = 0
        container.onDidTransition = { _ in loadsStarted += 1 }
        container.setNeedsTransition(to: "ready", animated: false)
        #expect(!container.isTransitioning)
        #expect(loadsStarted == 1)
        #expect(clock.pendingCount == 0)
        #expect(container.log.last == "didTransition(from: loading) current=ready transitioning=false")
    }

    @Test("Bug 2: didTransition(from:) receives the previous state, not the new one")
    func bug2DidTransitionReceivesThePreviousState() {
        let (container, _, clock) = onScreen()
        var previous: [String] = []
        container.onDidTransition = { previous.append($0) }
        container.setNeedsTransition(to: "ready", animated: true)
        clock.runUntilIdle()
        container.setNeedsTransition(to: "failed", animated: false)
        container.setNeedsTransition(to: "loading", animated: true)
        clock.runUntilIdle()
        #expect(previous == ["loading", "ready", "failed"])
    }

    @Test("Bug 3: a non-animated first appearance gives each child one will/did-appear pair")
    func bug3NoDoubleAppearanceOnFirstAppearance() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let container = HookedContainer(
            initial: "loading", lists: ["loading": [RecordingChild("table"), RecordingChild("spinner")]],
            host: host, clock: clock)
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        #expect(
            container.log.filter { $0.hasPrefix("child") && !$0.hasPrefix("children") } == [
                "childWillAppear(table)", "childWillAppear(spinner)", "childDidAppear(table)",
                "childDidAppear(spinner)",
            ])
        #expect(LifecycleChecker(initialState: "loading").check(host.events) == [])
    }

    @Test("Bug 3: children removed while the container is off screen get no disappearance calls")
    func bug3ChildrenRemovedOffScreenGetNoDisappearance() {
        let (container, host, _) = onScreen()
        container.containerWillDisappear(animated: false)
        container.containerDidDisappear(animated: false)
        _ = host.takeEvents()
        container.setNeedsTransition(to: "ready", animated: true)
        container.containerWillAppear(animated: false)
        #expect(
            host.events == [
                .requested("ready", animated: true),
                .willTransition(to: "ready", animated: false),
                .willDetach("spinner"), .views(["table"]), .detach("spinner"),
                .didTransition(from: "loading", to: "ready", animated: false),
                .container(.willAppear, animated: false), .willAppear("table", animated: false),
            ])
    }

    @Test("Bug 4: transitions made while the container is off screen forward no appearance calls")
    func bug4NoAppearanceWhileOffScreen() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let container = HookedContainer(
            initial: "loading",
            lists: ["loading": [RecordingChild("spinner")], "ready": [RecordingChild("table")]], host: host,
            clock: clock)
        // As from viewDidLoad, or a network callback while a modal covers the container.
        container.setNeedsTransition(to: "loading", animated: true)
        container.setNeedsTransition(to: "ready", animated: true)
        #expect(container.log.filter { $0.hasPrefix("child") && !$0.hasPrefix("children") } == [])
        #expect(
            host.events.allSatisfy { event in
                switch event {
                case .willAppear, .didAppear, .willDisappear, .didDisappear, .animate: false
                default: true
                }
            })
        container.containerWillAppear(animated: true)
        container.containerDidAppear(animated: true)
        #expect(
            container.log.filter { $0.hasPrefix("child") && !$0.hasPrefix("children") } == [
                "childWillAppear(table)", "childDidAppear(table)",
            ])
        #expect(LifecycleChecker(initialState: "loading").check(host.events) == [])
    }

    @Test("Bug 5: a stale animation completion cannot touch a child that was added again")
    func bug5StaleCompletionCannotTouchAReAddedChild() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .manual)
        let table = RecordingChild("table")
        let spinner = RecordingChild("spinner")
        var spinnerEnds = 0
        spinner.disappearing.didEnd = { spinnerEnds += 1 }
        let container = HookedContainer(
            initial: "loading", lists: ["loading": [table, spinner], "ready": [table]], host: host, clock: clock,
            policy: .interrupt)
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: "ready", animated: true)
        guard let fadeOut = host.runningAnimations.first else {
            Issue.record("no fade-out started")
            return
        }
        container.setNeedsTransition(to: "loading", animated: true)  // interrupts: the spinner comes back
        #expect(spinnerEnds == 1)
        #expect(host.runningAnimations.count == 1)
        _ = host.takeEvents()
        host.replayStaleCompletion(fadeOut)  // the old fade-out's completion arrives late
        #expect(host.events == [])
        #expect(spinnerEnds == 1)
        #expect(container.isTransitioning)
        host.endAllAnimations()
        #expect(
            host.takeEvents() == [
                .animationEnded("spinner", appearing: true), .didAppear("spinner", animated: true),
                .didAttach("spinner"), .didTransition(from: "ready", to: "loading", animated: true),
            ])
        #expect(host.views == ["table", "spinner"])
    }

    @Test("Bug 6: a request from willTransition neither nests nor restarts any child's animation")
    func bug6ReentrantRequestDoesNotNest() {
        let (container, host, clock) = onScreen()
        var begins: [String: Int] = [:]
        for child in container.lists.values.flatMap({ $0 }) {
            let name = child.name  // capturing the child itself would make a cycle
            child.appearing.willBegin = { begins[name, default: 0] += 1 }
            child.disappearing.willBegin = { begins[name, default: 0] += 1 }
        }
        container.onWillTransition = { [unowned container] next in
            if next == "ready" { container.setNeedsTransition(to: "failed", animated: true) }
        }
        container.setNeedsTransition(to: "ready", animated: true)
        clock.runUntilIdle()
        #expect(begins == ["spinner": 1, "error": 1])
        #expect(container.currentState == "failed")
        #expect(
            LifecycleChecker(initialState: "loading").check(host.events).filter { $0.rule == .transitionNesting } == [])
    }

    @Test("Bug 7: the engine hands the host one z-ordered list and never touches geometry")
    func bug7ViewsAreArrangedFromOneList() {
        let (container, host, clock) = onScreen()
        container.setNeedsTransition(to: "failed", animated: true)
        clock.runUntilIdle()
        let lists = host.events.compactMap { event -> [String]? in
            if case .views(let names) = event { return names }
            return nil
        }
        #expect(lists == [["table", "error", "spinner"], ["table", "error"]])
        #expect(host.views == container.attachedChildren.map(\.name))
    }

    @Test("Bug 8: the topmost child follows children(for:) order, not the order children were attached")
    func bug8ZOrderComesFromChildrenFor() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let content = RecordingChild("content")
        let backdrop = RecordingChild("backdrop")
        let container = HookedContainer(
            initial: "plain", lists: ["plain": [content], "framed": [backdrop, content]], host: host, clock: clock)
        container.setNeedsTransition(to: "plain", animated: false)
        container.setNeedsTransition(to: "framed", animated: false)
        #expect(host.attachedNames == ["content", "backdrop"])  // attach order
        #expect(container.attachedChildren.map(\.name) == ["backdrop", "content"])  // z-order
        #expect(host.views == ["backdrop", "content"])
        #expect(container.attachedChildren.last === content)
    }

    @Test("Bug 9: an animation cut short still ends the transition and runs the child's didEnd")
    func bug9CutShortAnimationStillEnds() {
        let (container, host, clock) = onScreen(mode: { _ in .manual })
        var ended: [String] = []
        for child in container.lists.values.flatMap({ $0 }) {
            let name = child.name  // capturing the child itself would make a cycle
            child.appearing.didEnd = { ended.append("\(name) appearing") }
            child.disappearing.didEnd = { ended.append("\(name) disappearing") }
        }
        container.setNeedsTransition(to: "failed", animated: true)
        #expect(container.isTransitioning)
        container.containerWillDisappear(animated: true)  // the toolkit stops the animations
        #expect(!container.isTransitioning)
        #expect(ended == ["error appearing", "spinner disappearing"])
        #expect(host.runningAnimations == [])
        _ = clock
    }

    @Test("Bug 10: re-appearing keeps the last requested state instead of silently switching")
    func bug10ReappearingKeepsTheState() {
        let (container, host, clock) = onScreen()
        container.setNeedsTransition(to: "failed", animated: true)
        clock.runUntilIdle()
        container.containerWillDisappear(animated: true)
        container.containerDidDisappear(animated: true)
        _ = host.takeEvents()
        container.containerWillAppear(animated: true)
        container.containerDidAppear(animated: true)
        #expect(container.currentState == "failed")
        #expect(host.events.filter { if case .willTransition = $0 { true } else { false } } == [])
    }

    @Test("Bug 11: hooks and completions run on the main actor (the API is @MainActor)")
    func bug11EverythingRunsOnTheMainActor() {
        let (container, host, clock) = onScreen()
        var checks = 0
        container.onWillTransition = { _ in
            MainActor.assertIsolated()
            checks += 1
        }
        container.setNeedsTransition(to: "ready", animated: true) { _ in
            MainActor.assertIsolated()
            checks += 1
        }
        clock.runUntilIdle()
        #expect(checks == 2)
        _ = host
    }

    @Test("Bug 12: no boilerplate: children get the 0.35 s fade unless they describe their own in one method")
    func bug12NoBoilerplate() {
        let (onScreenContainer, host, clock) = onScreen()
        onScreenContainer.setNeedsTransition(to: "failed", animated: true)
        #expect(
            host.animations.map { "\($0.child) \($0.duration) \($0.delay)" } == [
                "error 0.35 seconds 0.0 seconds", "spinner 0.35 seconds 0.0 seconds",
            ])
        _ = clock
    }

    @Test("StatefulViewController #62: a subclass's override of a base class's transition is the one asked")
    func subclassOverrideIsCalled() {
        class Card: ChildTransitioning {
            func stateTransition(isAppearing: Bool) -> ChildTransition { .fade }
        }
        final class SlowCard: Card {
            override func stateTransition(isAppearing: Bool) -> ChildTransition {
                ChildTransition(duration: .seconds(2), delay: isAppearing ? .milliseconds(300) : .zero)
            }
        }
        // The container reaches a child's description through the existential, as here: the
        // witness of `Card`'s conformance is its own (overridable) method, never an extension's.
        let card: any ChildTransitioning = SlowCard()
        #expect(card.stateTransition(isAppearing: true).duration == .seconds(2))
        #expect(card.stateTransition(isAppearing: true).delay == .milliseconds(300))
        #expect((Card() as any ChildTransitioning).stateTransition(isAppearing: true).duration == .milliseconds(350))
    }

    @Test("Bug 13: the documented request method exists and does what its documentation says")
    func bug13DocumentedMethodExists() {
        let (container, _, _) = onScreen()
        container.setNeedsTransition(to: "ready", animated: false)
        #expect(container.currentState == "ready")
        #expect(container.lastRequestedState == "ready")
    }
}
