import Stagehand

/// Runs events through the core's `StateMachine`, built from a description, and records the
/// steps it takes.
///
/// Guards allow their transition unless they are denied. Naming the event of a delayed rule
/// that is armed in the current state moves simulated time forward until it is due, so any
/// shorter delay fires first, exactly as it would in the app.
final class MachineSimulator {
    private let machine: StateMachine<String, String>
    private let description: MachineDescription
    /// The table's transitions by source state and event, so naming each step is a lookup even
    /// in a state with thousands of exits.
    private let transitions: [StepKey: [MachineTransition]]
    private let clock = VirtualClock()
    private let deniedGuards: Set<String>
    private var observed: [StateMachine<String, String>.Transition] = []

    /// Builds the machine and starts it.
    /// - Parameters:
    ///   - description: The machine.
    ///   - deniedGuards: The guards that refuse their transition.
    /// - Throws: The core's ``MachineDefinitionError`` when the description has errors.
    init(_ description: MachineDescription, deniedGuards: Set<String>) throws(MachineDefinitionError) {
        var transitions: [StepKey: [MachineTransition]] = [:]
        for transition in TransitionTable(description).all {
            transitions[StepKey(source: transition.source, event: transition.event), default: []].append(transition)
        }
        self.transitions = transitions
        var guards: [String: StateMachine<String, String>.Rule.Guard] = [:]
        for name in description.events.compactMap(\.guard) {
            let allows = !deniedGuards.contains(name)
            guards[name] = { _, _ in allows }
        }
        let definition = try StateMachine<String, String>.Definition(description, guards: guards)
        self.description = description
        self.deniedGuards = deniedGuards
        machine = StateMachine(definition, clock: clock)
        // Weak: the machine holds this observer, and the simulator holds the machine.
        machine.observe { [weak self] transition in
            if transition.from != nil { self?.observed.append(transition) }
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
            let steps = observed.map { step(for: $0, delayed: true) }
            guard steps.contains(where: { $0.event == event }) else {
                let message = "delayed event '\(event)' did not fire in state '\(before)'"
                return .failure(SimulationRejection(state: machine.state, event: event, allowed: [], message: message))
            }
            return .success(steps)
        }
        do {
            try machine.send(event)
        } catch {
            let allowed = error.allowedEvents
            return .failure(
                SimulationRejection(state: error.state, event: event, allowed: allowed, message: error.description))
        }
        return .success(observed.map { step(for: $0, delayed: false) })
    }

    /// The rule-level description of an observed transition.
    private func step(for transition: StateMachine<String, String>.Transition, delayed: Bool) -> MachineTransition {
        let source = transition.from ?? transition.to
        let event = transition.event ?? ""
        let match = (transitions[StepKey(source: source, event: event)] ?? []).first {
            $0.event == event && $0.target == transition.to && ($0.delay != nil) == delayed
                && $0.isInternal == transition.isInternal && ($0.guardName.map { !deniedGuards.contains($0) } ?? true)
        }
        return match
            ?? MachineTransition(
                rule: -1, event: event, source: source, target: transition.to, guardName: nil, delay: nil,
                isInternal: transition.isInternal)
    }
}

/// A source state and an event: where the simulator looks up the transition a step took.
private struct StepKey: Hashable {
    var source: String
    var event: String
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
