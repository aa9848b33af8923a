import Stagehand

/// Runs events through the core's `StateMachine`, built from a description, on the core's
/// ``ManualClock``, and records the steps it takes.
///
/// Guards allow their transition unless they are denied. Naming the event of a delayed rule
/// that is armed in the current state moves simulated time forward until it is due, so any
/// shorter delay fires first, exactly as it would in the app. Which rule each step took comes
/// from the machine itself (`StateMachine.firingRule`, read by an observer), not from matching
/// the step against the rules afterwards.
final class MachineSimulator {
    private let machine: StateMachine<String, String>
    private let description: MachineDescription
    /// The table's transitions by rule and source state, for the refused guards each step's
    /// label shows (a lookup per step, even in a state with thousands of exits).
    private let transitions: [RuleSource: MachineTransition]
    private let clock = ManualClock()
    private var observed: [MachineTransition] = []

    /// Builds the machine and starts it.
    /// - Parameters:
    ///   - description: The machine.
    ///   - deniedGuards: The guards that refuse their transition.
    /// - Throws: The core's ``MachineDefinitionError`` when the description has errors.
    init(_ description: MachineDescription, deniedGuards: Set<String>) throws(MachineDefinitionError) {
        var transitions: [RuleSource: MachineTransition] = [:]
        for transition in TransitionTable(description).all {
            transitions[RuleSource(rule: transition.rule, source: transition.source)] = transition
        }
        self.transitions = transitions
        var guards: [String: StateMachine<String, String>.Rule.Guard] = [:]
        for name in description.events.compactMap(\.guard) {
            let allows = !deniedGuards.contains(name)
            guards[name] = { _, _ in allows }
        }
        let definition = try StateMachine<String, String>.Definition(description, guards: guards)
        self.description = description
        machine = StateMachine(definition, clock: clock)
        // Weak: the machine holds this observer, and the simulator holds the machine.
        machine.observe { [weak self] transition in
            guard let self, let source = transition.from else { return }
            self.observed.append(self.step(rule: self.machine.firingRule, source: source, transition: transition))
        }
        machine.start()
    }

    /// The current state.
    var state: String { machine.state }

    /// The simulated time elapsed.
    var elapsed: Duration { clock.now }

    /// Sends `event` (or waits for the delayed rule named `event`).
    /// - Returns: The steps the machine took, or the core's rejection.
    func send(_ event: String) -> Result<[MachineTransition], SimulationRejection> {
        observed.removeAll()
        let pending = machine.pendingDelays.filter {
            $0.rule < description.events.count && description.events[$0.rule].name == event
        }
        if let wait = pending.min(by: { $0.remaining < $1.remaining }) {
            let before = machine.state
            clock.advance(by: wait.remaining)
            guard observed.contains(where: { $0.event == event }) else {
                let message = "delayed event '\(event)' did not fire in state '\(before)'"
                return .failure(SimulationRejection(state: machine.state, event: event, allowed: [], message: message))
            }
            return .success(observed)
        }
        do {
            try machine.send(event)
        } catch {
            let allowed = error.allowedEvents
            return .failure(
                SimulationRejection(state: error.state, event: event, allowed: allowed, message: error.description))
        }
        return .success(observed)
    }

    /// The rule-level description of the step the machine reports: the table's transition for
    /// the rule that fired from `source`, or one made from the rule itself.
    private func step(
        rule: Int?, source: String, transition: StateMachine<String, String>.Transition
    ) -> MachineTransition {
        guard let rule, rule < description.events.count else {
            return MachineTransition(
                rule: -1, event: transition.event ?? "", source: source, target: transition.to, guardName: nil,
                delay: nil, isInternal: transition.isInternal)
        }
        if let known = transitions[RuleSource(rule: rule, source: source)] { return known }
        let event = description.events[rule]
        return MachineTransition(
            rule: rule, event: event.name, source: source, target: event.to, guardName: event.guard,
            delay: event.after, isInternal: transition.isInternal)
    }
}

/// A rule and one of its source states: where the simulator finds the transition a step took.
private struct RuleSource: Hashable {
    var rule: Int
    var source: String
}

/// Why a simulated event was rejected.
struct SimulationRejection: Error, Equatable {
    /// The state the machine stayed in.
    var state: String
    /// The rejected event.
    var event: String
    /// The events the state allows.
    var allowed: [String]
    /// The core's message.
    var message: String
}
