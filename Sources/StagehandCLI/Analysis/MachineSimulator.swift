import Stagehand

/// Steps a machine event by event, as the core's `StateMachine` would.
struct MachineSimulator {
    let table: TransitionTable
    let deniedGuards: Set<String>
    /// The current state.
    private(set) var state: String

    /// Creates a simulator in the machine's initial state.
    init(_ machine: MachineDescription, deniedGuards: Set<String>) {
        table = TransitionTable(machine)
        self.deniedGuards = deniedGuards
        state = machine.initial
    }

    /// Sends `event`; a delayed rule's event name waits for that rule to fire.
    /// - Returns: The transition taken, or the rejection message.
    mutating func send(_ event: String) -> Result<MachineTransition, SimulationRejection> {
        let candidates = (table.outgoing[state] ?? []).filter { $0.event == event }
        let immediate = candidates.filter { $0.delay == nil }
        let chosen = immediate.isEmpty ? candidates : immediate
        if let taken = chosen.first(where: { $0.guardName.map { !deniedGuards.contains($0) } ?? true }) {
            state = taken.target
            return .success(taken)
        }
        var allowed: [String] = []
        for transition in table.outgoing[state] ?? [] where !allowed.contains(transition.event) {
            allowed.append(transition.event)
        }
        let list = "allowed: " + (allowed.isEmpty ? "none" : allowed.joined(separator: ", "))
        let message =
            chosen.isEmpty
            ? "event '\(event)' is not allowed in state '\(state)'; \(list)"
            : "event '\(event)' was refused by every guard in state '\(state)'; \(list)"
        return .failure(SimulationRejection(state: state, event: event, allowed: allowed, message: message))
    }
}

/// Why a simulated event was rejected.
struct SimulationRejection: Error, Equatable {
    /// The state the machine stayed in.
    var state: String
    /// The rejected event.
    var event: String
    /// The events the state allows.
    var allowed: [String]
    /// The message.
    var message: String
}
