import Stagehand

/// One-line fix hints for the core's diagnostics, shown under each by `stagehand check`.
enum DiagnosticHint {
    /// The hint for `diagnostic` in `machine`.
    /// - Parameters:
    ///   - diagnostic: A diagnostic the core reported.
    ///   - machine: The machine it is about.
    /// - Returns: One line saying how to fix it.
    static func hint(for diagnostic: MachineDiagnostic, in machine: MachineDescription) -> String {
        switch diagnostic.kind {
        case .unknownInitialState:
            return unknown(machine.initial, in: machine)
        case .unknownState:
            return unknown(name(at: diagnostic.location, in: machine) ?? "", in: machine)
        case .duplicateState:
            return "remove the repeated name from \"states\""
        case .ambiguousRules:
            return "give one of the rules a \"guard\", or remove the duplicate rule"
        case .unreachableState:
            let state = name(at: diagnostic.location, in: machine) ?? "it"
            return "add a rule that leads to '\(state)', or remove the state"
        case .deadEnd:
            let state = name(at: diagnostic.location, in: machine) ?? "it"
            return "add a rule out of '\(state)', or list it in \"final\""
        case .ruleNeverFires:
            return "remove the rule, give the earlier rule a \"guard\", or make a source state reachable"
        case .invalidDelay:
            return "use a finite number of seconds >= 0, e.g. \"after\": 2.5"
        }
    }

    private static func unknown(_ name: String, in machine: MachineDescription) -> String {
        if let close = Suggestion.closest(to: name, in: machine.states) {
            return "did you mean '\(close)'? Otherwise add \"\(name)\" to \"states\""
        }
        return "add \"\(name)\" to \"states\", or use a declared state"
    }

    /// The state name a location refers to, if it refers to one.
    static func name(at location: MachineDiagnostic.Location, in machine: MachineDescription) -> String? {
        switch location {
        case .initial:
            return machine.initial
        case .state(let name):
            return name
        case .eventSource(let index, let sourceIndex):
            guard index < machine.events.count, sourceIndex < machine.events[index].from.count else { return nil }
            return machine.events[index].from[sourceIndex]
        case .eventTarget(let index):
            guard index < machine.events.count else { return nil }
            return machine.events[index].to
        case .event:
            return nil
        }
    }
}
