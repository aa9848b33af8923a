import Stagehand

/// One-line fix hints for the core's diagnostics, shown under each by `stagehand check`.
///
/// The "did you mean" of unknown states looks in a ``SuggestionIndex`` of the declared states,
/// built on the first such hint, so hints for thousands of unknown states stay linear.
struct DiagnosticHint {
    private let machine: MachineDescription
    private var index: SuggestionIndex?

    /// Hints for the diagnostics of `machine`.
    init(_ machine: MachineDescription) {
        self.machine = machine
    }

    /// How many declared states the "did you mean" searches have examined so far.
    var comparisons: Int { index?.comparisons ?? 0 }

    /// The hint for `diagnostic`.
    /// - Parameter diagnostic: A diagnostic the core reported for the machine.
    /// - Returns: One line saying how to fix it.
    mutating func hint(for diagnostic: MachineDiagnostic) -> String {
        switch diagnostic.kind {
        case .unknownInitialState:
            return unknown(machine.initial)
        case .unknownState:
            return unknown(Self.name(at: diagnostic.location, in: machine) ?? "")
        case .duplicateState:
            return "remove the repeated name from \"states\""
        case .ambiguousRules:
            return "give one of the rules a \"guard\", or remove the duplicate rule"
        case .unreachableState:
            let state = Self.name(at: diagnostic.location, in: machine) ?? "it"
            return "add a rule that leads to '\(state)', or remove the state"
        case .deadEnd:
            let state = Self.name(at: diagnostic.location, in: machine) ?? "it"
            return "add a rule out of '\(state)', or list it in \"final\""
        case .ruleNeverFires:
            return "remove the rule, give the earlier rule a \"guard\", or make a source state reachable"
        case .invalidDelay:
            return
                "use a finite number of seconds from 0 to \(Int(RunLimits.maximumDelaySeconds)), e.g. \"after\": 2.5"
        default:
            // A chart's kinds; the flat validator reports none of them.
            return diagnostic.hint ?? ""
        }
    }

    private mutating func unknown(_ name: String) -> String {
        if index == nil { index = SuggestionIndex(machine.states) }
        if let close = index?.closest(to: name) {
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
        case .event, .eventDelay, .chart:
            return nil
        }
    }
}
