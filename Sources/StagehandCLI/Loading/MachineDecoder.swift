import Stagehand

/// Turns a parsed JSON tree into a ``MachineDescription`` and the map of where each part was.
///
/// The accepted shape is the one ``MachineDescription/jsonText()`` writes:
///
/// ```json
/// {"initial": "idle", "states": ["idle", "busy"], "final": [],
///  "events": [{"name": "start", "from": ["idle"], "to": "busy"}]}
/// ```
///
/// `initial` and `events` are required; `states` and `final` may be left out; in an event,
/// `name`, `from` (a string or an array of strings, `"*"` for any state) and `to` are required
/// and `guard`, `after` (seconds) and `internal` are optional. Every problem is reported, not
/// only the first, each with its JSON path, position and a fix hint.
///
/// **Unknown fields are errors.** A misspelt optional field (`"gaurd"`) would otherwise be
/// silently ignored and change what the machine means; the hint names the closest known field.
struct MachineDecoder {
    /// The fields of the top-level object.
    static let machineFields = ["initial", "states", "final", "events"]
    /// The fields of an event object.
    static let eventFields = ["name", "from", "to", "guard", "after", "internal"]
    private var issues: [LoadIssue] = []

    /// Decodes `root`.
    /// - Parameter root: The parsed document.
    /// - Returns: The description and its source map, or every problem found.
    static func decode(
        _ root: JSONValue
    ) -> Result<(MachineDescription, MachineSourceMap), LoadIssues> {
        var decoder = MachineDecoder()
        let decoded = decoder.decodeMachine(root)
        if let decoded, decoder.issues.isEmpty { return .success(decoded) }
        let ordered = decoder.issues.enumerated().sorted {
            ($0.element.position.offset, $0.offset) < ($1.element.position.offset, $1.offset)
        }
        return .failure(LoadIssues(issues: ordered.map(\.element)))
    }

    private mutating func report(_ path: String, _ position: SourcePosition, _ message: String, hint: String?) {
        issues.append(LoadIssue(path: path, position: position, message: message, hint: hint))
    }

    private mutating func decodeMachine(_ root: JSONValue) -> (MachineDescription, MachineSourceMap)? {
        guard case .object(let members) = root.kind else {
            report(
                "$", root.position, "expected the machine as an object, found \(root.kindName)",
                hint:
                    #"write {"initial": "<state>", "events": [{"name": "<event>", "from": "<state>", "to": "<state>"}]}"#
            )
            return nil
        }
        checkUnknownFields(members, allowed: Self.machineFields, path: "$")
        let top = JSONLocation(path: "$", position: root.position)
        var map = MachineSourceMap(root: top, initial: top)
        var initial = ""
        if let value = required(
            "initial", in: members, path: "$", at: root.position, hint: #"add "initial": "<state>""#)
        {
            map.initial = JSONLocation(path: "$.initial", position: value.position)
            initial = string(value, path: "$.initial", what: "the initial state's name") ?? ""
        }
        map.names.initial = initial
        var states: [String] = []
        if let value = member("states", in: members) {
            (states, map.states) = stringArray(value, path: "$.states", what: "a state name")
            for (name, location) in zip(states, map.states) { map.names.declare(name, at: location) }
        }
        var finals: [String] = []
        if let value = member("final", in: members) {
            (finals, map.final) = stringArray(value, path: "$.final", what: "a final state's name")
            for (name, location) in zip(finals, map.final) { map.names.markFinal(name, at: location) }
        }
        var events: [EventDescription] = []
        if let value = required(
            "events", in: members, path: "$", at: root.position,
            hint: #"add "events": [{"name": "<event>", "from": "<state>", "to": "<state>"}]"#)
        {
            if case .array(let elements) = value.kind {
                for (index, element) in elements.enumerated() {
                    if let (event, locations) = decodeEvent(element, path: "$.events[\(index)]") {
                        for (source, location) in zip(event.from, locations.sources) {
                            map.names.reference(source, at: location)
                        }
                        map.names.reference(event.to, at: locations.to)
                        events.append(event)
                        map.events.append(locations)
                    }
                }
            } else {
                wrongType(value, path: "$.events", expected: "an array of events", hint: "wrap the events in [ ]")
            }
        }
        return (MachineDescription(initial: initial, states: states, final: finals, events: events), map)
    }

    private mutating func decodeEvent(_ value: JSONValue, path: String) -> (EventDescription, MachineSourceMap.Event)? {
        guard case .object(let members) = value.kind else {
            wrongType(
                value, path: path, expected: "an event object",
                hint: #"write {"name": "<event>", "from": "<state>", "to": "<state>"}"#)
            return nil
        }
        checkUnknownFields(members, allowed: Self.eventFields, path: path)
        let start = issues.count
        let object = JSONLocation(path: path, position: value.position)
        var locations = MachineSourceMap.Event(
            object: object, name: object, from: object, sources: [], fromIsString: false, to: object, after: nil)
        var name = ""
        if let field = required("name", in: members, path: path, at: value.position, hint: #"add "name": "<event>""#) {
            locations.name = JSONLocation(path: path + ".name", position: field.position)
            name = string(field, path: path + ".name", what: "the event's name") ?? ""
        }
        var sources: [String] = []
        if let field = required(
            "from", in: members, path: path, at: value.position,
            hint: #"add "from": "<state>" (or ["<state>", ...], or "*" for any state)"#)
        {
            locations.from = JSONLocation(path: path + ".from", position: field.position)
            if case .string = field.kind {
                locations.fromIsString = true
                locations.sources = [locations.from]
                sources = [string(field, path: path + ".from", what: "a source state's name") ?? ""]
            } else if case .array = field.kind {
                (sources, locations.sources) = stringArray(field, path: path + ".from", what: "a source state's name")
            } else {
                wrongType(
                    field, path: path + ".from", expected: "a state name or an array of state names",
                    hint: #"write "from": "<state>", "from": ["<state>", ...] or "from": "*""#)
            }
        }
        var target = ""
        if let field = required("to", in: members, path: path, at: value.position, hint: #"add "to": "<state>""#) {
            locations.to = JSONLocation(path: path + ".to", position: field.position)
            target = string(field, path: path + ".to", what: "the target state's name") ?? ""
        }
        var guardName: String?
        if let field = member("guard", in: members), field.kind != .null {
            guardName = string(field, path: path + ".guard", what: "the guard's name")
        }
        var delay: Double?
        if let field = member("after", in: members), field.kind != .null {
            locations.after = JSONLocation(path: path + ".after", position: field.position)
            if case .number(let text) = field.kind {
                // Negative, infinite (`1e400`) and too long delays are left to the core's
                // `invalidDelay` diagnostic, which holds the one limit the core and snapshots
                // share (`RunLimits.maximumDelaySeconds`) and points at this value.
                delay = Double(text)
            } else {
                wrongType(field, path: path + ".after", expected: "a number of seconds", hint: #"write "after": 2.5"#)
            }
        }
        var isInternal: Bool?
        if let field = member("internal", in: members), field.kind != .null {
            if case .bool(let flag) = field.kind {
                isInternal = flag
            } else {
                wrongType(field, path: path + ".internal", expected: "true or false", hint: #"write "internal": true"#)
            }
        }
        guard issues.count == start else { return nil }
        let event = EventDescription(
            name: name, from: sources, to: target, guard: guardName, after: delay, internal: isInternal)
        return (event, locations)
    }

    private func member(_ key: String, in members: [JSONMember]) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    private mutating func required(
        _ key: String, in members: [JSONMember], path: String, at position: SourcePosition, hint: String
    ) -> JSONValue? {
        if let value = member(key, in: members) { return value }
        report(path, position, "missing required field \"\(key)\"", hint: hint)
        return nil
    }

    private mutating func checkUnknownFields(_ members: [JSONMember], allowed: [String], path: String) {
        for member in members where !allowed.contains(member.key) {
            let list = allowed.joined(separator: ", ")
            let hint =
                Suggestion.closest(to: member.key, in: allowed).map {
                    "did you mean \"\($0)\"? allowed fields: \(list)"
                }
                ?? "remove it; allowed fields: \(list)"
            report("\(path).\(member.key)", member.keyPosition, "unknown field \"\(member.key)\"", hint: hint)
        }
    }

    /// A non-empty string, or a reported error.
    private mutating func string(_ value: JSONValue, path: String, what: String) -> String? {
        guard case .string(let text) = value.kind else {
            wrongType(
                value, path: path, expected: "a string (\(what))",
                hint: #"write the name in double quotes, e.g. "home""#)
            return nil
        }
        if text.isEmpty {
            report(path, value.position, "\(what) is empty", hint: "names must have at least one character")
            return nil
        }
        return text
    }

    private mutating func stringArray(
        _ value: JSONValue, path: String, what: String
    ) -> ([String], [JSONLocation]) {
        guard case .array(let elements) = value.kind else {
            wrongType(value, path: path, expected: "an array of strings", hint: #"write ["a", "b"]"#)
            return ([], [])
        }
        var strings: [String] = []
        var locations: [JSONLocation] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            if let text = string(element, path: elementPath, what: what) {
                strings.append(text)
                locations.append(JSONLocation(path: elementPath, position: element.position))
            }
        }
        return (strings, locations)
    }

    private mutating func wrongType(_ value: JSONValue, path: String, expected: String, hint: String) {
        report(path, value.position, "expected \(expected), found \(value.kindName)", hint: hint)
    }
}
