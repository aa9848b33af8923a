import Stagehand
import Testing

/// Machines built from a total transition function over states that are not a small fixed set
/// (counters, payloads). Every state the function produced used to be kept for good and, with
/// any handler registered, the handler table was rebuilt for each new state: 20,000 transitions
/// took two minutes here (quadratic), and memory grew with every distinct state.
@Suite struct FunctionMachineTests {
    enum Counter: Hashable, Sendable {
        case up, down, stay
    }

    func counter() -> StateMachine<Int, Counter> {
        StateMachine(initial: 0) { state, event in
            switch event {
            case .up: state + 1
            case .down: state - 1
            case .stay: state
            }
        }
    }

    @Test func handlersOfSomeStatesRunAmongStatesWithoutHandlers() throws {
        let machine = counter()
        var log: [String] = []
        machine.onEnter(2) { log.append("enter 2 from \($0.from.map(String.init) ?? "-")") }
        machine.onLeave(2) { log.append("leave 2 to \($0.to)") }
        machine.onEnter(0) { log.append("enter 0 from \($0.from.map(String.init) ?? "-")") }
        machine.observe { log.append("\($0.from.map(String.init) ?? "-")->\($0.to)") }
        machine.start()
        for event in [Counter.up, .up, .up, .stay, .down, .down, .down, .down] { try machine.send(event) }
        #expect(machine.state == -1)
        #expect(
            log == [
                "enter 0 from -", "-->0", "0->1", "enter 2 from 1", "1->2", "leave 2 to 3", "2->3", "3->3",
                "enter 2 from 3", "3->2", "leave 2 to 1", "2->1", "enter 0 from 1", "1->0", "0->-1",
            ])
    }

    @Test func aSelfTransitionOfAStateWithoutHandlersStillLeavesAndReenters() throws {
        let machine = counter()
        var log: [String] = []
        machine.onLeaveAny { log.append("leave \($0.from.map(String.init) ?? "-")") }
        machine.onEnterAny { log.append("enter \($0.to)") }
        machine.start()
        try machine.send(.up)
        try machine.send(.stay)
        try machine.send(.stay)
        #expect(log == ["enter 0", "leave 0", "enter 1", "leave 1", "enter 1", "leave 1", "enter 1"])
        #expect(machine.state == 1)
    }

    @Test func handlersRegisteredForTheCurrentStateRunWhenItIsLeft() throws {
        let machine = counter()
        var log: [String] = []
        machine.observe { _ in }
        machine.start()
        try machine.send(.up)
        try machine.send(.up)
        machine.onLeave(2) { log.append("leave 2 to \($0.to)") }
        try machine.send(.up)
        #expect(log == ["leave 2 to 3"])
    }

    @Test func handlersRegisteredDuringATransitionForItsTargetRunFromTheNextOne() throws {
        let machine = counter()
        var log: [String] = []
        machine.onEnter(1) { [unowned machine] _ in
            log.append("enter 1")
            machine.onLeave(1) { log.append("leave 1 to \($0.to)") }
        }
        machine.start()
        try machine.send(.up)
        try machine.send(.up)
        #expect(log == ["enter 1", "leave 1 to 2"])
    }

    /// Linear again: with the old quadratic rebuild this took about ten minutes.
    @Test func fiftyThousandDistinctStatesWithAnObserver() throws {
        let machine = counter()
        var transitions = 0
        var entered5 = 0
        machine.observe { _ in transitions += 1 }
        machine.onEnter(5) { _ in entered5 += 1 }
        machine.start()
        for _ in 0..<50_000 { try machine.send(.up) }
        for _ in 0..<50_000 { try machine.send(.down) }
        #expect(machine.state == 0)
        #expect(transitions == 100_001)
        #expect(entered5 == 2)
    }
}
