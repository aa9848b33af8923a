import Stagehand

/// Where each part of a decoded ``MachineDescription`` was written in its JSON file, so
/// diagnostics about the description can point at the text.
struct MachineSourceMap: Equatable, Sendable {
    /// Positions of one event object's parts.
    struct Event: Equatable, Sendable {
        /// The event object's `{`.
        var object: SourcePosition
        /// The `name` value.
        var name: SourcePosition
        /// The `from` value (the string or the array's `[`).
        var from: SourcePosition
        /// Each source's string, in order; one entry when `from` is a single string.
        var sources: [SourcePosition]
        /// Whether `from` was written as a single string rather than an array.
        var fromIsString: Bool
        /// The `to` value.
        var to: SourcePosition
        /// The `after` value, if present.
        var after: SourcePosition?
    }

    /// The top-level object's `{`.
    var root: SourcePosition
    /// The `initial` value.
    var initial: SourcePosition
    /// Each entry of `states`.
    var states: [SourcePosition] = []
    /// Each entry of `final`.
    var final: [SourcePosition] = []
    /// Each event.
    var events: [Event] = []

    /// The JSON path and position of a diagnostic's location.
    ///
    /// Locating a problem with a state looks the state up in `index` (built once per file with
    /// ``StateIndex/init(_:)``), so locating every diagnostic of a file is linear in its size.
    /// - Parameters:
    ///   - location: The location the core reported.
    ///   - kind: The diagnostic's kind (a duplicate state points at its second declaration).
    ///   - index: Where each state name is first written in the machine this map belongs to.
    /// - Returns: The path (`$.events[1].to`) and the position of the value there.
    func locate(
        _ location: MachineDiagnostic.Location, kind: MachineDiagnostic.Kind, index: StateIndex
    ) -> (path: String, position: SourcePosition) {
        switch location {
        case .initial:
            return ("$.initial", initial)
        case .event(let index) where index < events.count:
            return ("$.events[\(index)]", events[index].object)
        case .eventDelay(let index) where index < events.count:
            guard let after = events[index].after else { return ("$.events[\(index)]", events[index].object) }
            return ("$.events[\(index)].after", after)
        case .eventSource(let index, let sourceIndex) where index < events.count:
            let event = events[index]
            if event.fromIsString { return ("$.events[\(index)].from", event.from) }
            if sourceIndex < event.sources.count {
                return ("$.events[\(index)].from[\(sourceIndex)]", event.sources[sourceIndex])
            }
            return ("$.events[\(index)].from", event.from)
        case .eventTarget(let index) where index < events.count:
            return ("$.events[\(index)].to", events[index].to)
        case .state(let name):
            return locateState(name, kind: kind, index: index)
        default:
            return ("$", root)
        }
    }

    /// Finds the best place to show a problem with state `name`: its declaration (the second one
    /// for a duplicate), its place in `final` for an undeclared final state, else the first place
    /// the machine names it.
    private func locateState(
        _ name: String, kind: MachineDiagnostic.Kind, index: StateIndex
    ) -> (path: String, position: SourcePosition) {
        let declared = index.declared[name]
        if kind == .duplicateState, let second = declared?.second, second < states.count {
            return ("$.states[\(second)]", states[second])
        }
        let final = index.final[name].flatMap { $0 < self.final.count ? $0 : nil }
        if kind == .unknownState, let final { return ("$.final[\(final)]", self.final[final]) }
        if let first = declared?.first, first < states.count { return ("$.states[\(first)]", states[first]) }
        if index.initial == name { return ("$.initial", initial) }
        if let final { return ("$.final[\(final)]", self.final[final]) }
        switch index.reference[name] {
        case .source(let event, let sourceIndex):
            return locate(.eventSource(index: event, sourceIndex: sourceIndex), kind: kind, index: index)
        case .target(let event) where event < events.count:
            return ("$.events[\(event)].to", events[event].to)
        default:
            return ("$", root)
        }
    }
}

/// Where each state name of a machine is first written, so a diagnostic about a state is located
/// with a lookup instead of a scan of the whole machine.
struct StateIndex {
    /// The first place a rule names a state.
    enum Reference: Equatable {
        /// Source `sourceIndex` of rule `event`.
        case source(event: Int, sourceIndex: Int)
        /// The target of rule `event`.
        case target(event: Int)
    }

    /// The initial state's name.
    let initial: String
    /// For each declared name, the index of its first declaration and of its second, if any.
    private(set) var declared: [String: (first: Int, second: Int?)] = [:]
    /// For each final state, its first index in `final`.
    private(set) var final: [String: Int] = [:]
    /// For each state a rule names, the first rule (and place in it) that names it.
    private(set) var reference: [String: Reference] = [:]

    /// Indexes `machine`, in one pass over it.
    init(_ machine: MachineDescription) {
        initial = machine.initial
        for (index, name) in machine.states.enumerated() {
            if let found = declared[name] {
                if found.second == nil { declared[name] = (found.first, index) }
            } else {
                declared[name] = (index, nil)
            }
        }
        for (index, name) in machine.final.enumerated() where final[name] == nil { final[name] = index }
        for (index, event) in machine.events.enumerated() {
            for (sourceIndex, source) in event.from.enumerated() where reference[source] == nil {
                reference[source] = .source(event: index, sourceIndex: sourceIndex)
            }
            if reference[event.to] == nil { reference[event.to] = .target(event: index) }
        }
    }
}
