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
    /// How many more earlier guards must refuse than ``refusedGuards`` lists (only the first
    /// ``listedRefusedGuards`` are kept, so a slot with thousands of guarded rules stays linear).
    var moreRefusedGuards = 0
    /// Its delay in seconds, for a delayed rule.
    var delay: Double?
    /// Whether it is an internal self-transition (`internal` only matters when source and target
    /// are the same state).
    var isInternal: Bool

    /// How many refused guards a transition lists.
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

    /// The step for `--json`.
    var json: JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("event", .string(event)), ("from", .string(source)), ("to", .string(target)), ("rule", .int(rule)),
            ("guard", .optional(guardName)), ("refusedGuards", .strings(refusedGuards)),
        ]
        // Present only when the list was cut short, so the common document stays as it was.
        if moreRefusedGuards > 0 { members.append(("moreRefusedGuards", .int(moreRefusedGuards))) }
        members += [("after", delay.map(JSONOutput.double) ?? .null), ("internal", .bool(isInternal))]
        return .object(members)
    }
}
