import Stagehand
import StagehandTesting
import Testing

/// The container holds children only while attached, and never keeps itself alive.
@MainActor
@Suite struct ContainerMemoryTests {
    final class Weak<T: AnyObject> {
        weak var value: T?
        init(_ value: T?) { self.value = value }
    }

    @Test func detachedChildrenAreReleased() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        var made: [Weak<RecordingChild>] = []
        let container = StateContainer<Int, RecordingHost>(initialState: 0, host: host, clock: clock) { state in
            let child = RecordingChild("c\(state)")
            made.append(Weak(child))
            return [child]
        }
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        for state in 1...3 {
            container.setNeedsTransition(to: state, animated: true)
            clock.advance(by: .milliseconds(100))
        }
        // 0 → 1 is still fading (c0 leaving, c1 arriving); 2 was coalesced away, 3 waits.
        #expect(made.map { $0.value != nil } == [true, true])
        clock.runUntilIdle()
        #expect(made.map { $0.value != nil } == [false, false, true])
        container.setNeedsTransition(to: 4, animated: false)
        #expect(made.map { $0.value != nil } == [false, false, false, true])
    }

    @Test func aChildWaitingForItsShowDelayIsReleasedWhenItsStateIsLeft() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        var spinner: Weak<RecordingChild>?
        let container = StateContainer<String, RecordingHost>(initialState: "ready", host: host, clock: clock) {
            state in
            guard state == "loading" else { return [] }
            let child = RecordingChild("spinner", appearing: ChildTransition(showDelay: .milliseconds(200)))
            spinner = Weak(child)
            return [child]
        }
        container.setNeedsTransition(to: "loading", animated: false)
        #expect(spinner?.value != nil)
        container.setNeedsTransition(to: "ready", animated: false)
        #expect(spinner?.value == nil)
        clock.runUntilIdle()
        #expect(host.attachedNames == [])
    }

    @Test func aContainerWithRunningAnimationsAndTimersIsReleased() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        var weakContainer: Weak<StateContainer<String, RecordingHost>>?
        do {
            let spinner = RecordingChild("spinner", appearing: ChildTransition(showDelay: .milliseconds(200)))
            let table = RecordingChild("table")
            let container = StateContainer<String, RecordingHost>(initialState: "ready", host: host, clock: clock) {
                $0 == "loading" ? [table, spinner] : [table]
            }
            container.containerDidAppear(animated: false)
            container.setNeedsTransition(to: "loading", animated: true)
            clock.advance(by: .milliseconds(250))
            #expect(host.runningAnimations.count == 1)
            weakContainer = Weak(container)
        }
        #expect(weakContainer?.value == nil)
        clock.runUntilIdle()  // the host's completion finds no container and does nothing
        #expect(host.runningAnimations.isEmpty)
    }
}
