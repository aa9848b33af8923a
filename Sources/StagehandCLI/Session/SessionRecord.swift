/// One record of a session, as `replay` and `inspect` read it.
enum SessionRecord: Equatable {
    /// The header: the session's schema version.
    case session(schema: Int)
    /// A chart's definition, as SCXML text.
    case chart(source: String, scxml: String)
    /// A flat machine's definition, as the JSON the command reads.
    case machine(source: String, json: String)
    /// A macrostep of a chart, or a transition of a flat machine.
    case step(SessionStep)
    /// A container's lifecycle event.
    case container(source: String, step: Int, time: Int, event: String)
    /// A router's route change: its event (if one caused it), the routes left and entered.
    case route(source: String, step: Int, time: Int, event: String?, from: String?, to: String)
    /// A flat machine's rejected event: the state it stayed in, why (`notAllowed`,
    /// `guardRejected`, `notStarted`) and the events that state allows. It follows the
    /// machine's last step (it changes nothing: `replay` skips it).
    case rejection(SessionRejection)
    /// A record of a kind this version does not know (skipped).
    case other(kind: String)

    /// Parses one line.
    /// - Parameters:
    ///   - bytes: The line, without its newline.
    ///   - line: Its 1-based number, for errors.
    /// - Throws: ``SessionReadError`` when it is not a record of the session format.
    static func parse(_ bytes: [UInt8], line: Int) throws(SessionReadError) -> SessionRecord {
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONParser.parse(bytes)
        } catch {
            throw SessionReadError(line: line, reason: "not a JSON record: \(error.message)")
        }
        var fields = SessionFields(value: value, line: line)
        let kind = try fields.string("kind")
        switch kind {
        case "session":
            return .session(schema: try fields.int("schema"))
        case "chart":
            return .chart(source: try fields.string("source"), scxml: try fields.string("definition"))
        case "machine":
            return .machine(source: try fields.string("source"), json: try fields.string("definition"))
        case "container":
            return .container(
                source: try fields.string("source"), step: try fields.int("step"), time: try fields.int("time"),
                event: try fields.string("event"))
        case "step":
            return .step(try SessionStep(&fields))
        case "route":
            return .route(
                source: try fields.string("source"), step: try fields.int("step"), time: try fields.int("time"),
                event: try fields.optionalString("event"), from: try fields.optionalString("from"),
                to: try fields.string("to"))
        case "rejection":
            return .rejection(try SessionRejection(&fields))
        default:
            return .other(kind: kind)
        }
    }
}

/// One `rejection` record: an event a flat machine did not take.
struct SessionRejection: Equatable {
    var source: String
    /// The clock's time in nanoseconds.
    var time: Int
    var event: String
    var payload: String?
    /// The state the machine stayed in.
    var state: String
    /// Why: `notAllowed`, `guardRejected` or `notStarted`.
    var reason: String
    /// The events the state allows.
    var allowed: [String]

    init(_ fields: inout SessionFields) throws(SessionReadError) {
        source = try fields.string("source")
        time = try fields.int("time")
        guard let event = try fields.optionalObject("event") else { throw fields.invalid("event", "an object") }
        var inner = SessionFields(value: event, line: fields.line)
        self.event = try inner.string("name")
        payload = try inner.optionalString("payload")
        state = try fields.string("state")
        reason = try fields.string("reason")
        allowed = try fields.strings("allowed", default: [])
    }

    /// The rejection as text: `lock: REJECTED, stays in open (notAllowed; allowed: close)`.
    var summary: String {
        var text = event
        if let payload { text += " (\(payload))" }
        text += ": REJECTED, stays in \(state) (\(reason); allowed: "
        return text + (allowed.isEmpty ? "none" : allowed.joined(separator: ", ")) + ")"
    }
}

/// One `step` record: a chart's macrostep or a flat machine's transition.
struct SessionStep: Equatable {
    var source: String
    var step: Int
    /// The clock's time in nanoseconds.
    var time: Int
    var origin: String
    /// The trigger's name (`nil` for start-up) and payload description.
    var event: String?
    var payload: String?
    var discarded: Bool
    /// Guards evaluated, in order: transition index and result.
    var guards: [(transition: Int, holds: Bool)]
    /// The sources of the transitions fired, in order.
    var transitions: [String]
    /// The indices of the transitions fired (among all of the chart's), in order.
    var transitionIndices: [Int]
    var exited: [String]
    var entered: [String]
    var configuration: [String]
    var scheduled: [String]
    var cancelled: [String]
    /// Events the step's actions raised.
    var raised: [String]
    var invocationsStarted: [String]
    var invocationsEnded: [String]

    init(_ fields: inout SessionFields) throws(SessionReadError) {
        source = try fields.string("source")
        step = try fields.int("step")
        time = try fields.int("time")
        origin = try fields.string("origin")
        if let event = try fields.optionalObject("event") {
            var inner = SessionFields(value: event, line: fields.line)
            self.event = try inner.string("name")
            payload = try inner.optionalString("payload")
        }
        discarded = try fields.bool("discarded")
        guards = try fields.array("guards", default: []).map { (item) throws(SessionReadError) in
            guard case .array(let pair) = item.kind, pair.count == 2, case .number(let index) = pair[0].kind,
                let transition = Int(index), case .bool(let holds) = pair[1].kind
            else { throw fields.invalid("guards", "an array of [transition, true|false] pairs") }
            return (transition, holds)
        }
        let fired = try fields.array("transitions", default: []).map {
            (item) throws(SessionReadError) -> (String, Int) in
            var inner = SessionFields(value: item, line: fields.line)
            return (try inner.string("source"), try inner.int("index"))
        }
        transitions = fired.map(\.0)
        transitionIndices = fired.map(\.1)
        exited = try fields.strings("exited")
        entered = try fields.strings("entered")
        configuration = try fields.strings("configuration")
        scheduled = try fields.array("scheduled", default: []).map { (item) throws(SessionReadError) in
            var inner = SessionFields(value: item, line: fields.line)
            return try inner.string("name")
        }
        cancelled = try fields.strings("cancelled", default: [])
        raised = try fields.strings("raised", default: [])
        invocationsStarted = try fields.strings("invocationsStarted", default: [])
        invocationsEnded = try fields.strings("invocationsEnded", default: [])
    }

    static func == (lhs: SessionStep, rhs: SessionStep) -> Bool {
        lhs.source == rhs.source && lhs.step == rhs.step && lhs.time == rhs.time && lhs.event == rhs.event
            && lhs.configuration == rhs.configuration
            && lhs.guards.map(\.transition) == rhs.guards.map(\.transition)
            && lhs.guards.map(\.holds) == rhs.guards.map(\.holds)
    }
}

/// The members of a record's object, read by name with errors naming the line and the member.
struct SessionFields {
    let members: [String: JSONValue]
    let isObject: Bool
    let line: Int

    init(value: JSONValue, line: Int) {
        self.line = line
        if case .object(let list) = value.kind {
            var members: [String: JSONValue] = [:]
            for member in list { members[member.key] = member.value }
            self.members = members
            isObject = true
        } else {
            members = [:]
            isObject = false
        }
    }

    func invalid(_ name: String, _ expected: String) -> SessionReadError {
        guard isObject else { return SessionReadError(line: line, reason: "the record is not a JSON object") }
        if members[name] == nil { return SessionReadError(line: line, reason: "the record has no \"\(name)\"") }
        return SessionReadError(line: line, reason: "\"\(name)\" must be \(expected)")
    }

    mutating func string(_ name: String) throws(SessionReadError) -> String {
        guard case .string(let text)? = members[name]?.kind else { throw invalid(name, "a string") }
        return text
    }

    mutating func optionalString(_ name: String) throws(SessionReadError) -> String? {
        guard let value = members[name], value.kind != .null else { return nil }
        return try string(name)
    }

    mutating func int(_ name: String) throws(SessionReadError) -> Int {
        guard case .number(let text)? = members[name]?.kind, let number = Int(text) else {
            throw invalid(name, "a whole number")
        }
        return number
    }

    mutating func bool(_ name: String) throws(SessionReadError) -> Bool {
        guard case .bool(let flag)? = members[name]?.kind else { throw invalid(name, "true or false") }
        return flag
    }

    mutating func optionalObject(_ name: String) throws(SessionReadError) -> JSONValue? {
        guard let value = members[name] else { throw invalid(name, "an object or null") }
        switch value.kind {
        case .null: return nil
        case .object: return value
        default: throw invalid(name, "an object or null")
        }
    }

    mutating func array(_ name: String, default fallback: [JSONValue]? = nil) throws(SessionReadError) -> [JSONValue] {
        guard let value = members[name] else {
            if let fallback { return fallback }
            throw invalid(name, "an array")
        }
        guard case .array(let items) = value.kind else { throw invalid(name, "an array") }
        return items
    }

    mutating func strings(_ name: String, default fallback: [String]? = nil) throws(SessionReadError) -> [String] {
        if members[name] == nil, let fallback { return fallback }
        return try array(name).map { (item) throws(SessionReadError) in
            guard case .string(let text) = item.kind else { throw invalid(name, "an array of strings") }
            return text
        }
    }
}
