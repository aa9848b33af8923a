import Stagehand

/// Reads the JSON statechart format into a ``ChartDocument``.
///
/// The format extends the flat machine JSON (`initial`, `states`, `final`, `events`), so a flat
/// file is also a chart without nesting: when no entry of `states` is an object (``isChart(_:)``)
/// the file is read as a flat machine (`flatMachine(_:into:)`): rules may come from `"*"`, have
/// a named `guard` and a delay (`after`, in seconds), and unhandled events are rejected.
///
/// ```json
/// {"initial": "signedOut",
///  "states": ["signedOut",
///    {"id": "signedIn", "parallel": true, "states": [
///      {"id": "tabs", "initial": "home", "states": ["home", "search"],
///       "history": [{"id": "tabsHistory", "type": "shallow", "default": "home"}],
///       "transitions": [{"event": "next", "target": "search", "cond": "In('online')"}]},
///      {"id": "network", "states": ["online", "offline"]}]}],
///  "events": [{"name": "signIn", "from": "signedOut", "to": "signedIn"}]}
/// ```
///
/// A state is a string (atomic) or an object with `id` and optionally `initial` (a string or an
/// array), `parallel` (`true`), `states`, `final` (names of `states` entries to make final, or
/// new final states: strings or objects with `id`, `onEntry`, `onExit`), `history` (`id`,
/// `type` `shallow`/`deep`, `default`), `transitions`, `onEntry` and `onExit`. A transition has
/// `event` (descriptors separated by spaces; none for an eventless transition), `cond`, `target`
/// (a string or an array; none for a targetless transition), `type` (`external`/`internal`) and
/// `actions`. An action is `{"raise": "e"}`, `{"send": "e", "delay": "100ms", "target":
/// "internal", "id": "t"}`, `{"cancel": "t"}` or `{"log": "text", "label": "l"}`. Top-level
/// `events` are the flat format's rules (`name`, `from`, `to`, `internal`), added to their source
/// states after the states' own transitions. Unknown fields are errors.
struct ChartJSONReader {
    let file: String
    var diagnostics: [Diagnostic] = []
    /// What a flat machine's rules break that makes the machine invalid but still readable
    /// (invalid delays, unknown source states): validation errors, kept in
    /// ``ChartDocument/invalid``.
    var invalid: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Whether a parsed JSON document is a chart rather than a flat machine: an entry of
    /// `"states"` is an object (a nested, parallel, final or history state).
    static func isChart(_ root: JSONValue) -> Bool {
        guard case .object(let members) = root.kind else { return false }
        for member in members where member.key == "states" {
            if case .array(let entries) = member.value.kind {
                return entries.contains { if case .object = $0.kind { true } else { false } }
            }
        }
        return false
    }

    /// Reads a JSON chart.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: The file's name, for diagnostics.
    /// - Returns: The chart, or every problem found.
    static func read(_ bytes: [UInt8], file: String) -> Result<ChartDocument, Diagnostics> {
        do {
            return read(try JSONParser.parse(bytes), file: file)
        } catch {
            return .failure(
                Diagnostics([
                    Diagnostic(file: file, location: ChartLocation(error.position), message: error.message)
                ]))
        }
    }

    /// Reads a parsed JSON chart.
    /// - Parameters:
    ///   - root: The parsed document.
    ///   - file: The file's name, for diagnostics.
    /// - Returns: The chart, or every problem found.
    static func read(_ root: JSONValue, file: String) -> Result<ChartDocument, Diagnostics> {
        var reader = ChartJSONReader(file: file)
        let document = reader.document(root)
        return reader.diagnostics.isEmpty ? .success(document) : .failure(Diagnostics(reader.diagnostics))
    }

    // MARK: Document

    mutating func document(_ root: JSONValue) -> ChartDocument {
        var document = ChartDocument(file: file, format: .json, location: ChartLocation(root.position))
        guard let members = members(root, "the chart", allowed: ["initial", "states", "final", "events"]) else {
            return document
        }
        document.attributes = attributes(members)
        if let initial = field("initial", members) { document.initial = strings(initial, "the initial state") }
        document.states = children(members)
        if !Self.isChart(root) {
            flatMachine(members, into: &document)
            return document
        }
        if let events = field("events", members) {
            let paths = Self.paths(document.states)
            for (index, event) in array(events, "the events").enumerated() {
                addFlatEvent(event, index: index, to: &document.states, paths: paths)
            }
        }
        return document
    }

    /// The `states` and `final` of an object (the chart or a state), in document order.
    mutating func children(_ members: [JSONMember]) -> [ChartNode] {
        var nodes: [ChartNode] = []
        if let states = field("states", members) {
            for (index, entry) in array(states, "the states").enumerated() {
                if case .string = entry.kind {
                    if let id = string(entry, "a state id") {
                        var node = ChartNode(kind: .state, id: id, location: ChartLocation(entry.position))
                        node.step = ".states[\(index)]"
                        nodes.append(node)
                    }
                } else if case .object = entry.kind {
                    if var node = state(entry) {
                        node.step = ".states[\(index)]"
                        nodes.append(node)
                    }
                } else {
                    report(entry, "expected a state as a string (its id) or an object, found \(entry.kindName)")
                }
            }
        }
        if let finals = field("final", members) {
            for (index, entry) in array(finals, "the final states").enumerated() {
                if case .string = entry.kind {
                    guard let id = string(entry, "a final state id") else { continue }
                    if let existing = nodes.firstIndex(where: {
                        $0.id == id && $0.kind == .state && $0.children.isEmpty
                    }) {
                        nodes[existing].kind = .final
                    } else {
                        var node = ChartNode(kind: .final, id: id, location: ChartLocation(entry.position))
                        node.step = ".final[\(index)]"
                        nodes.append(node)
                    }
                } else if var node = finalState(entry) {
                    node.step = ".final[\(index)]"
                    nodes.append(node)
                }
            }
        }
        return nodes
    }

    mutating func state(_ value: JSONValue) -> ChartNode? {
        let allowed = ["id", "initial", "parallel", "states", "final", "history", "transitions", "onEntry", "onExit"]
        guard
            case (var node, let members)? = identified(
                value, .state, "a state", allowed: allowed, id: "the state id",
                missingID: "a state object needs \"id\"")
        else { return nil }
        if let parallel = field("parallel", members) {
            if case .bool(let flag) = parallel.kind {
                if flag { node.kind = .parallel }
            } else {
                report(parallel, "expected \"parallel\" as true or false, found \(parallel.kindName)")
            }
        }
        if let initial = field("initial", members) {
            node.initial = strings(initial, "the initial state")
            if node.kind == .parallel {
                report(initial, "a parallel state has no \"initial\"; all its regions are entered")
            }
        }
        node.children = children(members)
        if let histories = field("history", members) {
            for (index, entry) in array(histories, "the history states").enumerated() {
                if var history = history(entry) {
                    history.step = ".history[\(index)]"
                    node.children.append(history)
                }
            }
        }
        handlers(members, into: &node)
        if let transitions = field("transitions", members) {
            for (index, entry) in array(transitions, "the transitions").enumerated() {
                if var transition = transition(entry) {
                    transition.step = ".transitions[\(index)]"
                    node.transitions.append(transition)
                }
            }
        }
        return node
    }

    mutating func finalState(_ value: JSONValue) -> ChartNode? {
        guard
            case (var node, let members)? = identified(
                value, .final, "a final state", allowed: ["id", "onEntry", "onExit"], id: "the final state id",
                missingID: "a final state object needs \"id\"")
        else { return nil }
        handlers(members, into: &node)
        return node
    }

    mutating func history(_ value: JSONValue) -> ChartNode? {
        guard
            case (var node, let members)? = identified(
                value, .history(.shallow), "a history state", allowed: ["id", "type", "default"], id: "the history id",
                missingID: "a history state needs \"id\"")
        else { return nil }
        if let type = field("type", members),
            let kind = keyword(
                type, "history type", ["shallow": ChartNode.Kind.history(.shallow), "deep": .history(.deep)])
        {
            node.kind = kind
        }
        var transition = ChartTransition(location: ChartLocation(value.position))
        if let defaults = field("default", members) {
            transition.targets = strings(defaults, "a default state")
            transition.attributes["target"] = ChartLocation(defaults.position)
        }
        transition.keys["target"] = "default"
        node.transitions = [transition]
        return node
    }

    mutating func handlers(_ members: [JSONMember], into node: inout ChartNode) {
        if let entry = field("onEntry", members) { node.onEntry = [actions(entry)] }
        if let exit = field("onExit", members) { node.onExit = [actions(exit)] }
    }

    mutating func transition(_ value: JSONValue) -> ChartTransition? {
        guard let members = members(value, "a transition", allowed: ["event", "cond", "target", "type", "actions"])
        else { return nil }
        var transition = ChartTransition(location: ChartLocation(value.position))
        transition.attributes = attributes(members)
        if let event = field("event", members), let text = string(event, "the event descriptors") {
            transition.events = text.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        if let target = field("target", members) { transition.targets = strings(target, "a target state") }
        if let type = field("type", members),
            let chosen = keyword(
                type, "transition type", ["external": StatechartTransitionType.external, "internal": .internal])
        {
            transition.type = chosen
        }
        if let cond = field("cond", members), let text = string(cond, "the condition") {
            do throws(ChartConditionParser.Failure) {
                transition.condition = try ChartConditionParser.parse(text)
            } catch {
                report(
                    cond,
                    "cond \"\(text)\" is not supported: \(error.message) at character \(error.offset + 1); "
                        + "conditions are In('id') with !, &&, || and parentheses")
            }
        }
        if let actions = field("actions", members) { transition.actions = self.actions(actions) }
        return transition
    }

    mutating func actions(_ value: JSONValue) -> [ChartAction] {
        array(value, "the actions").compactMap { action($0) }
    }

    mutating func action(_ value: JSONValue) -> ChartAction? {
        let allowed = ["raise", "send", "delay", "target", "id", "cancel", "log", "label"]
        guard let members = members(value, "an action", allowed: allowed) else { return nil }
        let location = ChartLocation(value.position)
        let kinds = members.filter { ["raise", "send", "cancel", "log"].contains($0.key) }
        guard kinds.count == 1 else {
            report(value, "an action names exactly one of \"raise\", \"send\", \"cancel\", \"log\"")
            return nil
        }
        let kind = kinds[0]
        let extras = members.filter { !["raise", "send", "cancel", "log"].contains($0.key) }.map(\.key)
        let allowedExtras: [String] =
            switch kind.key {
            case "send": ["delay", "target", "id"]
            case "log": ["label"]
            default: []
            }
        for extra in extras where !allowedExtras.contains(extra) {
            report(location, "\"\(extra)\" does not apply to a \"\(kind.key)\" action")
        }
        switch kind.key {
        case "raise":
            return string(kind.value, "the raised event").map { .raise(event: $0, location: location) }
        case "cancel":
            return string(kind.value, "the send id to cancel").map { .cancel(sendID: $0, location: location) }
        case "log":
            let text = string(kind.value, "the log text")
            let label = field("label", members).flatMap { string($0, "the log label") }
            return .log(label: label, expression: text, location: location)
        default:
            guard let event = string(kind.value, "the sent event") else { return nil }
            var send = ChartSend(event: event, location: location)
            if let id = field("id", members) { send.id = string(id, "the send id") }
            if let target = field("target", members),
                let chosen = keyword(
                    target, "send target", ["external": ChartSend.Target.external, "internal": .internal])
            {
                send.target = chosen
            }
            if let delay = field("delay", members), let text = string(delay, "the delay") {
                if let duration = ChartDuration.parse(text) {
                    send.delay = duration
                    if send.target == .internal && duration > .zero {
                        report(delay, "a delay with target internal is not allowed; remove one")
                    }
                } else {
                    report(delay, "delay '\(text)' is not valid; write a time such as 500ms or 1.5s (at most 86400s)")
                }
            }
            return .send(send)
        }
    }
}
