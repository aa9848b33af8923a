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
    /// - Parameters:
    ///   - location: The location the core reported.
    ///   - kind: The diagnostic's kind (a duplicate state points at its second declaration).
    ///   - machine: The description the map belongs to.
    /// - Returns: The path (`$.events[1].to`) and the position of the value there.
    func locate(
        _ location: MachineDiagnostic.Location, kind: MachineDiagnostic.Kind, in machine: MachineDescription
    ) -> (path: String, position: SourcePosition) {
        switch location {
        case .initial:
            return ("$.initial", initial)
        case .event(let index) where index < events.count:
            return ("$.events[\(index)]", events[index].object)
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
            return locateState(name, kind: kind, in: machine)
        default:
            return ("$", root)
        }
    }

    /// Finds the best place to show a problem with state `name`.
    private func locateState(
        _ name: String, kind: MachineDiagnostic.Kind, in machine: MachineDescription
    ) -> (path: String, position: SourcePosition) {
        let declared = machine.states.indices.filter { machine.states[$0] == name && $0 < states.count }
        if kind == .duplicateState, declared.count > 1 {
            return ("$.states[\(declared[1])]", states[declared[1]])
        }
        if kind == .unknownState, let index = machine.final.firstIndex(of: name), index < final.count {
            return ("$.final[\(index)]", final[index])
        }
        if let index = declared.first { return ("$.states[\(index)]", states[index]) }
        if machine.initial == name { return ("$.initial", initial) }
        if let index = machine.final.firstIndex(of: name), index < final.count {
            return ("$.final[\(index)]", final[index])
        }
        for (index, event) in machine.events.enumerated() where index < events.count {
            if let sourceIndex = event.from.firstIndex(of: name) {
                return locate(.eventSource(index: index, sourceIndex: sourceIndex), kind: kind, in: machine)
            }
            if event.to == name { return ("$.events[\(index)].to", events[index].to) }
        }
        return ("$", root)
    }
}
