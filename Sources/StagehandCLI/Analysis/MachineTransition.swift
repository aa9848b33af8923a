import Stagehand

/// One transition a rule makes from one concrete state: a rule from `"*"` or several states
/// yields one transition per source state.
struct MachineTransition: Hashable, Sendable {
    /// The rule's index in the description's `events`.
    var rule: Int
    /// The event's name.
    var event: String
    /// The state the transition leaves.
    var source: String
    /// The state it enters.
    var target: String
    /// The guard that must allow it, if any.
    var guardName: String?
    /// Guards of earlier rules for the same event in the same state, which must refuse for
    /// this transition to be taken.
    var refusedGuards: [String] = []
    /// Its delay in seconds, for a delayed rule.
    var delay: Double?
    /// Whether it is an internal self-transition (`internal` only matters when source and target
    /// are the same state).
    var isInternal: Bool

    /// The step as text: `start`, `signIn [valid]`, `loaded [!hasItems]` (an earlier guard must
    /// refuse), `timeout (after 2.0 s)`, `refresh (internal)`.
    var label: String {
        var text = event
        let conditions = refusedGuards.map { "!" + $0 } + (guardName.map { [$0] } ?? [])
        if !conditions.isEmpty { text += " [\(conditions.joined(separator: ", "))]" }
        if let delay { text += " (after \(delay) s)" }
        if isInternal { text += " (internal)" }
        return text
    }

    /// The step for `--json`.
    var json: JSONOutput {
        .object([
            ("event", .string(event)), ("from", .string(source)), ("to", .string(target)), ("rule", .int(rule)),
            ("guard", .optional(guardName)), ("refusedGuards", .strings(refusedGuards)),
            ("after", delay.map(JSONOutput.double) ?? .null),
            ("internal", .bool(isInternal)),
        ])
    }
}
