/// One step of a generated path: what a test does (send an event, or let a delayed send fall
/// due) and what it must arrange (guards that hold or refuse) to go from one configuration to
/// the next.
struct PathStep: Hashable, Sendable {
    /// The event the step sends, or the event of the delayed send that falls due.
    var event: String
    /// The active atomic states before the step, sorted (a flat machine's one state).
    var from: [String]
    /// The active atomic states after it.
    var to: [String]
    /// The index in `events` of the flat machine's rule that fired, if a rule fired.
    var rule: Int?
    /// The named guard of the fired transition, which must allow it.
    var guardName: String?
    /// The named guards the run consulted and a test must make refuse, in the order consulted
    /// (at most ``listedRefusedGuards``).
    var refusedGuards: [String] = []
    /// How many more guards must refuse than ``refusedGuards`` lists.
    var moreRefusedGuards = 0
    /// The delay in seconds of the delayed send that falls due, for a step that waits.
    var delay: Double?
    /// Whether the fired transition is internal and targetless (the state is not left).
    var isInternal = false

    /// How many refused guards a step lists.
    static let listedRefusedGuards = 10

    /// The step as text: `start`, `signIn [valid]`, `loaded [!hasItems]` (an earlier guard must
    /// refuse), `timeout (after 2.0 s)`, `refresh (internal)`.
    var label: String {
        var text = event
        var conditions = refusedGuards.map { "!" + $0 }
        if moreRefusedGuards > 0 { conditions.append("!(\(moreRefusedGuards) more guards)") }
        if let guardName { conditions.append(guardName) }
        if !conditions.isEmpty { text += " [\(conditions.joined(separator: ", "))]" }
        if let delay { text += " (after \(delay) s)" }
        if isInternal { text += " (internal)" }
        return text
    }

    /// The step for `--json`: `event`, `from` and `to` (configurations), `rule`, `guard`,
    /// `refusedGuards` (and `moreRefusedGuards` when the list was cut short), `after` and
    /// `internal`.
    var json: JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("event", .string(event)), ("from", .strings(from)), ("to", .strings(to)),
            ("rule", rule.map(JSONOutput.int) ?? .null), ("guard", .optional(guardName)),
            ("refusedGuards", .strings(refusedGuards)),
        ]
        // Present only when the list was cut short, so the common document stays as it was.
        if moreRefusedGuards > 0 { members.append(("moreRefusedGuards", .int(moreRefusedGuards))) }
        members += [("after", delay.map(JSONOutput.double) ?? .null), ("internal", .bool(isInternal))]
        return .object(members)
    }
}

extension PathStep {
    /// Names what fired: the rule and named guard of `transition` (the first transition the
    /// step fired, if any), whether it is internal, and the consulted named guards that refused.
    mutating func describe(fired transition: ChartTransition?, outcomes: [(name: String, holds: Bool)]) {
        if let transition {
            rule = ChartExplorer.Plan.rule(of: transition)
            if case .named(let name) = transition.condition { guardName = name }
            isInternal = transition.type == .internal && transition.targets.isEmpty
        }
        let refused = outcomes.filter { !$0.holds }.map(\.name)
        refusedGuards = Array(refused.prefix(Self.listedRefusedGuards))
        moreRefusedGuards = refused.count - refusedGuards.count
    }
}
