/// What `stagehand simulate` did with a flat machine: the transitions each event took, where the
/// machine ended, and the event it rejected, if any (a flat machine stops at the first).
struct SimulationReport: CommandReport {
    /// The initial state.
    var initial: String
    /// Every transition taken, in order.
    var steps: [MachineTransition]
    /// The state after the last event.
    var state: String
    /// Whether that state is final.
    var isFinal: Bool
    /// The virtual time the delayed rules waited for.
    var elapsed: Duration
    /// The rejected event and its number (from 1), if one was rejected.
    var rejection: (index: Int, rejection: SimulationRejection)?

    /// `initial: …`, one numbered line per transition, then `now in: …` unless an event was
    /// rejected (its message is the failure's, on standard error).
    var text: String {
        var lines = ["initial: \(initial)"]
        for (index, step) in steps.enumerated() {
            lines.append("\(index + 1). \(step.label): \(step.source) -> \(step.target)")
        }
        if rejection == nil { lines.append("now in: \(state)\(isFinal ? " (final)" : "")") }
        return VisibleText.lines(lines)
    }

    /// `initial`, `steps`, `state`, `isFinal`, `elapsedSeconds` and `rejected` (or `null`).
    func json(header: [(String, JSONOutput)]) -> JSONOutput {
        let rejected: JSONOutput =
            rejection.map { index, rejection in
                .object([
                    ("index", .int(index)), ("event", .string(rejection.event)), ("state", .string(rejection.state)),
                    ("allowed", .strings(rejection.allowed)), ("message", .string(rejection.message)),
                ])
            } ?? .null
        return .object(
            header + [
                ("initial", .string(initial)), ("steps", .array(steps.map(\.json))), ("state", .string(state)),
                ("isFinal", .bool(isFinal)), ("elapsedSeconds", .double(seconds(elapsed))), ("rejected", rejected),
            ])
    }
}
