import Stagehand

/// A value's place in its JSON document: the JSON path to it and where its text starts.
struct JSONLocation: Equatable, Sendable {
    /// The JSON path, e.g. `$.events[1].to`.
    var path: String
    /// Where the value's first character is.
    var position: SourcePosition
}

/// Where each part of a decoded ``MachineDescription`` was written in its JSON file, so
/// diagnostics about the description can point at the text.
///
/// ``MachineDecoder`` fills it in as it reads the document, recording each value's JSON path
/// and position when it is at that value, and where each state name is first written
/// (``StateNames``); ``locate(_:kind:)`` then only looks things up.
struct MachineSourceMap: Equatable, Sendable {
    /// Where one event object's parts are.
    struct Event: Equatable, Sendable {
        /// The event object.
        var object: JSONLocation
        /// The `name` value.
        var name: JSONLocation
        /// The `from` value (the string or the array).
        var from: JSONLocation
        /// Each source's string, in order; one entry (the `from` value) when `from` is a string.
        var sources: [JSONLocation]
        /// Whether `from` was written as a single string rather than an array.
        var fromIsString: Bool
        /// The `to` value.
        var to: JSONLocation
        /// The `after` value, if present.
        var after: JSONLocation?
    }

    /// The top-level object.
    var root: JSONLocation
    /// The `initial` value.
    var initial: JSONLocation
    /// Each entry of `states`.
    var states: [JSONLocation] = []
    /// Each entry of `final`.
    var final: [JSONLocation] = []
    /// Each event.
    var events: [Event] = []
    /// Where each state name is first written.
    var names = StateNames()

    /// The JSON location of a diagnostic's location: one lookup, so locating every diagnostic of
    /// a file is linear in its size.
    /// - Parameters:
    ///   - location: The location the core reported.
    ///   - kind: The diagnostic's kind (a duplicate state points at its second declaration).
    /// - Returns: The path (`$.events[1].to`) and the position of the value there.
    func locate(_ location: MachineDiagnostic.Location, kind: MachineDiagnostic.Kind) -> JSONLocation {
        switch location {
        case .initial:
            return initial
        case .event(let index) where index < events.count:
            return events[index].object
        case .eventDelay(let index) where index < events.count:
            return events[index].after ?? events[index].object
        case .eventSource(let index, let sourceIndex) where index < events.count:
            let event = events[index]
            if event.fromIsString || sourceIndex >= event.sources.count { return event.from }
            return event.sources[sourceIndex]
        case .eventTarget(let index) where index < events.count:
            return events[index].to
        case .state(let name):
            return locateState(name, kind: kind)
        default:
            return root
        }
    }

    /// The best place to show a problem with state `name`: its declaration (the second one for
    /// a duplicate), its place in `final` for an undeclared final state, else the first place
    /// the machine names it.
    private func locateState(_ name: String, kind: MachineDiagnostic.Kind) -> JSONLocation {
        let declared = names.declared[name]
        if kind == .duplicateState, let second = declared?.second { return second }
        let final = names.final[name]
        if kind == .unknownState, let final { return final }
        if let first = declared?.first { return first }
        if names.initial == name { return initial }
        return final ?? names.reference[name] ?? root
    }
}

/// Where each state name of a machine is first written, recorded while decoding, so a diagnostic
/// about a state is located with a lookup instead of a search of the machine.
struct StateNames: Equatable, Sendable {
    /// A name's first declaration in `states`, and its second, if any.
    struct Declarations: Equatable, Sendable {
        /// The first declaration.
        var first: JSONLocation
        /// The second declaration, for a duplicate.
        var second: JSONLocation?
    }

    /// The initial state's name.
    var initial = ""
    /// The declarations of each name in `states`.
    private(set) var declared: [String: Declarations] = [:]
    /// Each final state's first entry in `final`.
    private(set) var final: [String: JSONLocation] = [:]
    /// The first rule source or target naming each state.
    private(set) var reference: [String: JSONLocation] = [:]

    /// Records that `states` declares `name` at `location`.
    mutating func declare(_ name: String, at location: JSONLocation) {
        if let found = declared[name] {
            if found.second == nil { declared[name]?.second = location }
        } else {
            declared[name] = Declarations(first: location)
        }
    }

    /// Records that `final` lists `name` at `location`.
    mutating func markFinal(_ name: String, at location: JSONLocation) {
        if final[name] == nil { final[name] = location }
    }

    /// Records that a rule names `name` (as a source or target) at `location`.
    mutating func reference(_ name: String, at location: JSONLocation) {
        if reference[name] == nil { reference[name] = location }
    }
}
