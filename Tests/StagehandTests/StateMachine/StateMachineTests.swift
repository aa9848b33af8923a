import Stagehand
import StagehandTesting
import Synchronization
import Testing

@Suite struct StateMachineTests {
    @Test func appStateFlowAndRejectionMessage() throws {
        let machine = StateMachine(try Fixtures.pages())
        machine.start()
        #expect(machine.state == .root)
        #expect(machine.allowedEvents == [.showLandingPage])
        #expect(!machine.canSend(.showSignInPage))
        #expect(throws: TransitionRejected<Page, PageEvent>.self) { try machine.send(.showSignInPage) }
        do {
            try machine.send(.showSignInPage)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.state == .root)
            #expect(error.event == .showSignInPage)
            #expect(error.reason == .notAllowed)
            #expect(error.allowedEvents == [.showLandingPage])
            #expect(
                error.description == "event 'showSignInPage' is not allowed in state 'root'; allowed: showLandingPage")
        }
        #expect(try machine.send(.showLandingPage) == .processed)
        #expect(machine.state == .landingPage)
        try machine.send(.showSignInPage)
        #expect(machine.state == .signInPage)
        try machine.send(.showWelcomePage)
        try machine.send(.showSignInPage)
        #expect(machine.state == .signInPage)
    }

    @Test func rudifaSequenceWithCancelFromAnyState() throws {
        let machine = StateMachine(try Fixtures.lights())
        machine.start()
        var seen: [Light] = [machine.state]
        let events: [LightEvent] = [
            .cancel, .done, .done, .done, .done, .cancel, .done, .done, .cancel,
        ]
        for event in events {
            try machine.send(event)
            seen.append(machine.state)
        }
        #expect(seen == [.red, .red, .green, .blue, .red, .green, .red, .green, .blue, .red])
    }

    @Test func orderOfHandlersActionsAndObservers() throws {
        var log: [String] = []
        let definition = try StateMachine<Light, LightEvent>.Definition(
            initial: .red,
            rules: [
                .on(.done, from: .red, to: .green, action: { _ in }),
                .on(.cancel, from: .anyState, to: .red),
            ])
        let machine = StateMachine(definition)
        func tag(_ name: String) -> StateMachine<Light, LightEvent>.Handler {
            { [unowned machine] t in
                log.append("\(name) \(t.from.map(\.rawValue) ?? "-")>\(t.to) now=\(machine.state)")
            }
        }
        machine.onLeave(.red, tag("leave-red"))
        machine.onLeaveAny(tag("leave-any"))
        machine.onTransition(tag("action"))
        machine.onEnter(.green, tag("enter-green"))
        machine.onEnter(.red, tag("enter-red"))
        machine.onEnterAny(tag("enter-any"))
        machine.observe(tag("observer"))
        machine.start()
        #expect(log == ["enter-red ->red now=red", "enter-any ->red now=red", "observer ->red now=red"])
        log = []
        try machine.send(.done)
        #expect(
            log == [
                "leave-red red>green now=red", "leave-any red>green now=red", "action red>green now=red",
                "enter-green red>green now=green", "enter-any red>green now=green", "observer red>green now=green",
            ])
    }

    @Test func ruleActionRunsBetweenLeaveAndTransitionActions() throws {
        let recorder = Recorder()
        let definition = try StateMachine<Light, LightEvent>.Definition(
            initial: .red,
            rules: [.on(.done, from: .red, to: .green, action: { _ in recorder.add("rule-action") })])
        let machine = StateMachine(definition)
        machine.onLeave(.red) { _ in recorder.add("leave") }
        machine.onTransition { _ in recorder.add("action") }
        machine.onEnter(.green) { _ in recorder.add("enter") }
        machine.start()
        try machine.send(.done)
        #expect(recorder.entries == ["leave", "rule-action", "action", "enter"])
    }

    @Test func selfTransitionsLeaveAndReenterUnlessInternal() throws {
        let definition = try StateMachine<Light, LightEvent>.Definition(
            initial: .red,
            rules: [
                .on(.cancel, from: .red, to: .red),
                .on(.done, from: .red, to: .red, internal: true),
            ])
        let machine = StateMachine(definition)
        var log: [String] = []
        machine.onLeave(.red) { _ in log.append("leave") }
        machine.onEnter(.red) { _ in log.append("enter") }
        machine.onTransition { t in log.append("action internal=\(t.isInternal)") }
        machine.observe { t in log.append("observe \(t.event.map(\.rawValue) ?? "start")") }
        machine.start()
        try machine.send(.cancel)
        try machine.send(.done)
        #expect(
            log == [
                "enter", "observe start",
                "leave", "action internal=false", "enter", "observe cancel",
                "action internal=true", "observe done",
            ])
    }

    @Test func eventsSentFromHandlersAreQueuedAndRunInOrder() throws {
        let machine = StateMachine(try Fixtures.lights())
        var log: [String] = []
        var nested: [SendResult] = []
        machine.onEnter(.green) { [unowned machine] _ in
            log.append("enter green")
            nested.append((try? machine.send(.done)) ?? .discarded)
            nested.append((try? machine.send(.done)) ?? .discarded)
            log.append("enter green done, state=\(machine.state)")
        }
        machine.onEnter(.blue) { _ in log.append("enter blue") }
        machine.onEnter(.red) { _ in log.append("enter red") }
        machine.start()
        #expect(try machine.send(.done) == .processed)
        #expect(nested == [.queued, .queued])
        #expect(log == ["enter red", "enter green", "enter green done, state=green", "enter blue", "enter red"])
        #expect(machine.state == .red)
    }

    @Test func rejectedQueuedEventIsThrownByTheOutermostSend() throws {
        let machine = StateMachine(try Fixtures.pages())
        machine.onEnter(.landingPage) { [unowned machine] _ in _ = try? machine.send(.showWelcomePage) }
        machine.start()
        do {
            try machine.send(.showLandingPage)
            Issue.record("expected the queued rejection")
        } catch {
            #expect(error.event == .showWelcomePage)
            #expect(error.state == .landingPage)
        }
        #expect(machine.state == .landingPage)
    }

    @Test func unhandledEventPolicies() throws {
        let machine = StateMachine(try Fixtures.pages())
        machine.start()
        machine.unhandledEventPolicy = .ignore
        #expect(try machine.send(.signOut) == .discarded)
        var reported: [String] = []
        machine.unhandledEventPolicy = .report { reported.append($0.description) }
        #expect(try machine.send(.signOut) == .reported)
        #expect(reported == ["event 'signOut' is not allowed in state 'root'; allowed: showLandingPage"])
        #expect(machine.state == .root)
    }

    @Test func sendBeforeStartIsRejected() throws {
        let machine = StateMachine(try Fixtures.pages())
        do {
            try machine.send(.showLandingPage)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.reason == .notStarted)
        }
        #expect(!machine.isStarted)
    }

    @Test func guardsAndPayloadsReachHandlers() throws {
        enum Auth: Hashable, Sendable {
            case signIn(user: String)
            case signOut
            var kind: Auth {
                if case .signIn = self { return .signIn(user: "") }
                return self
            }
        }
        enum Screen: Hashable, Sendable { case out, admin, member }
        let definition = try StateMachine<Screen, Auth>.Definition(
            initial: .out,
            rules: [
                .on(
                    .signIn(user: ""), from: .out, to: .admin, guardName: "isAdmin",
                    guard: { _, event in event == .signIn(user: "root") }),
                .on(.signIn(user: ""), from: .out, to: .member),
                .on(.signOut, from: [.admin, .member], to: .out),
            ], eventKind: { $0.kind })
        let machine = StateMachine(definition)
        var users: [String] = []
        machine.onEnterAny { t in
            if case .signIn(let user) = t.event { users.append("\(t.to):\(user)") }
        }
        machine.start()
        try machine.send(.signIn(user: "ann"))
        try machine.send(.signOut)
        try machine.send(.signIn(user: "root"))
        #expect(users == ["member:ann", "admin:root"])
        #expect(machine.state == .admin)
        #expect(definition.description.events.map(\.guard) == ["isAdmin", nil, nil])
    }

    @Test func everyGuardRefusing() throws {
        let definition = try StateMachine<Light, LightEvent>.Definition(
            initial: .red, rules: [.on(.done, from: .red, to: .green, guardName: "never", guard: { _, _ in false })])
        let machine = StateMachine(definition)
        machine.start()
        #expect(!machine.canSend(.done))
        do {
            try machine.send(.done)
        } catch {
            #expect(error.reason == .guardRejected)
            #expect(error.description == "event 'done' was refused by every guard in state 'red'; allowed: done")
        }
    }

    @Test func totalFunctionMachine() throws {
        let machine = StateMachine<Light, LightEvent>(initial: .red) { state, event in
            switch (state, event) {
            case (.red, .done): .green
            case (.green, .done): .blue
            case (_, .cancel): .red
            default: nil
            }
        }
        var entered: [Light] = []
        machine.onEnter(.green) { _ in entered.append(.green) }
        machine.onEnterAny { entered.append($0.to) }
        machine.start()
        try machine.send(.done)
        try machine.send(.done)
        #expect(throws: TransitionRejected<Light, LightEvent>.self) { try machine.send(.done) }
        try machine.send(.cancel)
        #expect(entered == [.red, .green, .green, .blue, .red])
        #expect(machine.definition == nil)
        #expect(machine.allowedEvents == [])
    }

    @Test func recentTransitionsAreBoundedAndOffByDefault() throws {
        let machine = StateMachine(try Fixtures.lights())
        machine.start()
        try machine.send(.done)
        #expect(machine.recentTransitions.isEmpty)
        machine.recentTransitionLimit = 2
        try machine.send(.done)
        try machine.send(.done)
        try machine.send(.cancel)
        #expect(machine.recentTransitions.map { "\($0.from!)>\($0.to)" } == ["blue>red", "red>red"])
    }

    @Test func descriptionRoundTripsThroughStringMachine() throws {
        let description = try Fixtures.pages().description
        #expect(description.initial == "root")
        #expect(description.states == ["root", "landingPage", "signInPage", "welcomePage"])
        #expect(
            description.events[1]
                == EventDescription(name: "showSignInPage", from: ["landingPage", "welcomePage"], to: "signInPage"))
        let strings = StateMachine(try StateMachine<String, String>.Definition(description))
        strings.start()
        try strings.send("showLandingPage")
        #expect(strings.state == "landingPage")
        #expect(strings.definition?.description == description)
    }

    @Test func missingGuardIsATypedError() {
        let description = MachineDescription(
            initial: "a", final: ["b"], events: [EventDescription(name: "go", from: ["a"], to: "b", guard: "ready")])
        #expect(throws: DefinitionError.missingGuard(name: "ready", eventIndex: 0, available: [])) {
            try StateMachine<String, String>.Definition(description)
        }
        let machine = StateMachine(
            try! StateMachine<String, String>.Definition(description, guards: ["ready": { _, _ in true }]))
        machine.start()
        #expect(machine.canSend("go"))
    }

    @Test func invalidTypedDefinitionThrowsDiagnostics() {
        do {
            _ = try StateMachine<Light, LightEvent>.Definition(
                initial: .red, states: [.red, .green],
                rules: [.on(.done, from: .red, to: .blue), .on(.done, from: .red, to: .green)])
            Issue.record("expected invalid")
        } catch {
            guard case .invalid(let diagnostics) = error else { return #expect(Bool(false)) }
            #expect(
                diagnostics.map { "\($0.kind) \($0.location)" } == [
                    "unknownState events[0].to", "ambiguousRules events[1].from[0]", "deadEnd state 'green'",
                ])
        }
    }
}

/// A Sendable recorder for actions in definitions (which must be `@Sendable`).
final class Recorder: Sendable {
    private let storage = Mutex<[String]>([])

    func add(_ entry: String) { storage.withLock { $0.append(entry) } }

    var entries: [String] { storage.withLock { $0 } }
}
