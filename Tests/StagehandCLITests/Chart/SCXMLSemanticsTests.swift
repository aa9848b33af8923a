import Testing

/// The W3C SCXML Recommendation's rules, each checked through an SCXML fixture and the
/// `stagehand simulate --json` interface the conformance suite uses.
@Suite("SCXML semantics through simulate --json")
struct SCXMLSemanticsTests {
    @Test("3.13, D selectTransitions: the first enabled transition in document order is taken")
    func documentOrder() {
        let run = ChartFixtures.simulate("document-order.scxml", "e")
        #expect(run.status == 0)
        #expect(run.initialConfiguration == ["s"])
        #expect(run.configurations == [["first"]])
    }

    @Test("D removeConflictingTransitions: a descendant's transition preempts; otherwise document order")
    func conflictPreemption() {
        // e: a1's transition preempts r1's; a1's and a2's do not conflict, both are taken.
        // leave: a1's and a2's both exit p; the first in document order wins.
        #expect(ChartFixtures.simulate("preemption.scxml", "e").configurations == [["b1", "b2"]])
        #expect(ChartFixtures.simulate("preemption.scxml", "leave").configurations == [["out1"]])
        // From b1, r1's own transition (external, domain the root) exits and re-enters p.
        #expect(ChartFixtures.simulate("preemption.scxml", "e,e").configurations == [["b1", "b2"], ["a1", "a2"]])
    }

    @Test("D mainEventLoop: eventless transitions are taken before the next event")
    func eventlessBeforeNextEvent() {
        let run = ChartFixtures.simulate("eventless.scxml", "go,next")
        #expect(run.configurations == [["c"], ["d"]])
    }

    @Test("D mainEventLoop, 6.2: the internal queue (raise, #_internal) is drained before the external queue")
    func internalBeforeExternal() {
        let run = ChartFixtures.simulate("queues.scxml", "go")
        #expect(run.configurations == [["d"]])
    }

    @Test("3.10: shallow history restores the active child; deep history the atomic descendants; defaults")
    func history() {
        // Nothing recorded yet: each history's default transition.
        #expect(ChartFixtures.simulate("history.scxml", "backShallow").configurations == [["s2"]])
        #expect(ChartFixtures.simulate("history.scxml", "backDeep").configurations == [["d1a"]])
        // Shallow: the active child (s1) is restored and enters its own default (s1a), not s1b.
        #expect(
            ChartFixtures.simulate("history.scxml", "enter,step,away,backShallow").configurations == [
                ["s1a"], ["s1b"], ["elsewhere"], ["s1a"],
            ])
        // Deep: the active atomic descendant (d1b) is restored; the shallow history, never recorded,
        // still takes its default.
        #expect(
            ChartFixtures.simulate("history.scxml", "backDeep,step,away,backDeep,toShallow").configurations == [
                ["d1a"], ["d1b"], ["elsewhere"], ["d1b"], ["s2"],
            ])
    }

    @Test("3.7.1, 3.4: done.state.<id> for a compound's final child and for a parallel whose regions are final")
    func doneEvents() {
        #expect(ChartFixtures.simulate("done-events.scxml", "finish,l").configurations == [["l1", "r1"], ["sawLeft"]])
        #expect(
            ChartFixtures.simulate("done-events.scxml", "finish,r,l").configurations == [
                ["l1", "r1"], ["l1", "rDone"], ["allDone"],
            ])
    }

    @Test("3.4: every region of a parallel state is active; entry in document order, parent first")
    func parallel() {
        let run = ChartFixtures.simulate("parallel.scxml", "e,f,reset")
        #expect(run.initialConfiguration == ["a1", "b1"])
        #expect(run.configurations == [["a2", "b2"], ["a2", "b1"], ["a1", "b1"]])
        #expect(run.log == ["enter: p", "enter: a", "enter: b", "enter: p", "enter: a", "enter: b"])
    }

    @Test("6.2 delay, 6.3 cancel: delayed sends fire when virtual time reaches them, unless cancelled")
    func delayedSendAndCancel() {
        let run = ChartFixtures.simulate("delayed.scxml", "arm,+50ms,+50ms,+1400ms")
        #expect(run.configurations == [["armed"], ["armed"], ["ringing"], ["done"]])
        #expect(run.stepKeys[1] == ["configuration", "fired", "invocations", "wait"])
        #expect(run.stepKeys[0] == ["configuration", "event", "fired", "invocations"])
        let cancelled = ChartFixtures.simulate("delayed.scxml", "arm,disarm,+2s")
        #expect(cancelled.configurations == [["armed"], ["idle"], ["idle"]])
        #expect(cancelled.status == 0)
        // One wait fires every send that falls due, each at its own time, in order.
        #expect(ChartFixtures.simulate("delayed.scxml", "arm,+1.5s").configurations == [["armed"], ["done"]])
    }

    @Test("5.9.1: In('id') conditions with !, && and || decide which transition is enabled")
    func inConditions() {
        #expect(ChartFixtures.simulate("in-conditions.scxml", "open").configurations == [["dark", "off"]])
        #expect(
            ChartFixtures.simulate("in-conditions.scxml", "toggle,open").configurations == [
                ["closed", "on"], ["lit", "on"],
            ])
    }

    @Test("3.13: targetless transitions exit nothing; internal transitions keep their source; external exit it")
    func targetlessAndInternal() {
        let run = ChartFixtures.simulate("targetless-internal.scxml", "stay,inner,outer")
        #expect(run.configurations == [["s1"], ["s2"], ["s1"]])
        #expect(run.log == ["enter s", "targetless", "exit s", "enter s"])
    }

    @Test("3.7, D exitInterpreter: a top-level final state ends the machine; later events change nothing")
    func topLevelFinal() {
        let run = ChartFixtures.simulate("top-final.scxml", "stop,stop,other")
        #expect(run.status == 0)
        #expect(run.finished)
        #expect(run.configurations == [["end"], ["end"], ["end"]])
        #expect(run.log == ["exit a", "exit end"])
    }

    @Test("3.12.1: an event that enables no transition is discarded: unchanged configuration, exit status 0")
    func discardedEvent() {
        let run = ChartFixtures.simulate("document-order.scxml", "nothing,e,nothing")
        #expect(run.status == 0)
        #expect(run.configurations == [["s"], ["first"], ["first"]])
        #expect(!run.finished)
    }

    @Test("D mainEventLoop: an eventless cycle is stopped by the microstep limit, reported, exit status 1")
    func eventlessCycle() {
        let run = ChartFixtures.simulate("eventless-cycle.scxml", "spin,spin")
        #expect(run.status == 1)
        // The step that hit the limit is reported (in a consistent configuration); the run stops.
        #expect(run.configurations.count == 1)
        #expect(run.standardError.hasPrefix("error: Chart/eventless-cycle.scxml: the macrostep exceeded "))
    }
}
