import Stagehand
import StagehandTesting
import Testing

@Suite struct StateMachineHandlerTests {
    @Test func removedHandlersStopRunning() throws {
        let machine = StateMachine(try Fixtures.lights())
        var log: [String] = []
        let enter = machine.onEnterAny { log.append("enter \($0.to)") }
        let observer = machine.observe { log.append("observe \($0.to)") }
        machine.start()
        try machine.send(.done)
        machine.removeHandler(enter)
        try machine.send(.done)
        machine.removeHandler(observer)
        try machine.send(.done)
        #expect(
            log == ["enter red", "observe red", "enter green", "observe green", "observe blue"])
        #expect(machine.state == .red)
    }

    @Test func handlersRegisteredDuringATransitionRunFromTheNextOne() throws {
        let machine = StateMachine(try Fixtures.lights())
        var log: [String] = []
        var registered = false
        machine.onEnter(.green) { [unowned machine] _ in
            log.append("enter green")
            guard !registered else { return }
            registered = true
            machine.onEnterAny { log.append("late enter \($0.to)") }
        }
        machine.start()
        try machine.send(.done)
        try machine.send(.done)
        #expect(log == ["enter green", "late enter blue"])
    }

    @Test func introspectionDoesNotRunAnything() throws {
        let machine = StateMachine(try Fixtures.pages())
        var ran = 0
        machine.onEnterAny { _ in ran += 1 }
        #expect(!machine.canSend(.showLandingPage))
        #expect(machine.target(of: .showLandingPage) == nil)
        machine.start()
        #expect(machine.target(of: .showLandingPage) == .landingPage)
        #expect(machine.target(of: .signOut) == nil)
        #expect(ran == 1)
        #expect(machine.state == .root)
        let definition = try Fixtures.pages()
        #expect(definition.allowedEvents(in: .welcomePage) == [.showSignInPage, .signOut])
        #expect(definition.rules(from: .welcomePage, to: .signInPage).map(\.event) == [.showSignInPage])
        #expect(definition.diagnostics == [])
    }

    @Test func stringMachineFromADescriptionWithWildcardsGuardsAndDelays() throws {
        let description = MachineDescription(
            initial: "idle", final: ["done"],
            events: [
                EventDescription(name: "load", from: ["idle"], to: "loading"),
                EventDescription(name: "timeout", from: ["loading"], to: "slow", after: 1.5),
                EventDescription(name: "finish", from: ["loading", "slow"], to: "done", guard: "ready"),
                EventDescription(name: "reset", from: ["*"], to: "idle"),
            ])
        let gate = Recorder()
        let definition = try StateMachine<String, String>.Definition(
            description, guards: ["ready": { _, _ in gate.entries.contains("ready") }])
        #expect(definition.description == description.withDerivedStates)
        let clock = ManualClock()
        let machine = StateMachine(definition, clock: clock)
        var log: [String] = []
        machine.observe { log.append("\($0.event ?? "start")->\($0.to)") }
        machine.start()
        try machine.send("load")
        clock.advance(by: .seconds(1.5))
        #expect(throws: TransitionRejected<String, String>.self) { try machine.send("finish") }
        gate.add("ready")
        try machine.send("finish")
        try machine.send("reset")
        #expect(log == ["start->idle", "load->loading", "timeout->slow", "finish->done", "reset->idle"])
    }

    @Test func eventsWithoutAnyRuleAreRejectedWithTheirAllowedList() throws {
        let definition = try StateMachine<UInt8, UInt8>.Definition(
            initial: 0, final: [2], rules: [.on(1, from: 0, to: 2), .on(3, from: 0, to: 2)])
        let machine = StateMachine(definition)
        machine.start()
        do {
            try machine.send(7)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.description == "event '7' is not allowed in state '0'; allowed: 1, 3")
        }
        try machine.send(3)
        #expect(machine.state == 2)
        #expect(machine.allowedEvents == [])
    }
}

extension MachineDescription {
    /// The description with its derived states written out, as a typed definition exports it.
    var withDerivedStates: MachineDescription {
        MachineDescription(initial: initial, states: allStates, final: final, events: events)
    }
}
