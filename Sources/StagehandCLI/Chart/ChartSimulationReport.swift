import Stagehand

/// How `stagehand simulate` prints a chart simulation: one line per step, or the JSON document
/// the SCXML conformance runner reads.
enum ChartSimulationReport {
    /// The JSON document:
    ///
    /// ```json
    /// {"initialConfiguration": ["a"], "initialInvocations": [], "initialFired": [],
    ///  "steps": [{"event": "e1", "configuration": ["b"], "invocations": [], "fired": [{…}]},
    ///            {"wait": true, "configuration": ["c"], "invocations": [], "fired": []}]}
    /// ```
    ///
    /// after `header` (schema version, command, file), followed by `"finished"` (a top-level final
    /// state was entered), `"log"` (the `<log>` lines, each with the step it ran in, 0 for
    /// start-up) and `"error"` (why the run stopped early, or `null`). `"configuration"` is the
    /// chart's own; `"invocations"` lists the child charts running, each
    /// `{"id", "configuration", "invocations"}`; `"fired"` lists the transitions the step fired
    /// (``ChartSimulation/Fired/json``), followed by `"moreFired"` only when there were more
    /// than ``ChartSimulation/listedFired``.
    static func json(_ outcome: ChartSimulation.Outcome, header: [(String, JSONOutput)]) -> JSONOutput {
        var steps: [JSONOutput] = []
        var log: [JSONOutput] = outcome.initialLog.map { line in
            .object([("step", .int(0)), ("text", .string(line))])
        }
        for (index, step) in outcome.steps.enumerated() {
            let token: (String, JSONOutput) =
                switch step.token {
                case .event(let name): ("event", .string(name))
                case .wait: ("wait", .bool(true))
                }
            steps.append(
                .object(
                    [
                        token, ("configuration", .strings(step.configuration)),
                        ("invocations", invocations(step.invocations)),
                    ] + fired(step.fired, key: "fired")))
            log += step.log.map { line in .object([("step", .int(index + 1)), ("text", .string(line))]) }
        }
        return .object(
            header + [
                ("initialConfiguration", .strings(outcome.initialConfiguration)),
                ("initialInvocations", invocations(outcome.initialInvocations)),
            ] + fired(outcome.initialFired, key: "initialFired") + [
                ("steps", .array(steps)), ("finished", .bool(outcome.finished)), ("log", .array(log)),
                ("error", .optional(outcome.error)),
            ])
    }

    /// The fired transitions as JSON members: `key` with the list, and `moreFired` (after
    /// `key`'s own name for start-up: `initialMoreFired`) only when the list was cut short.
    private static func fired(_ fired: ChartSimulation.FiredTransitions, key: String) -> [(String, JSONOutput)] {
        var members: [(String, JSONOutput)] = [(key, .array(fired.transitions.map(\.json)))]
        if fired.more > 0 { members.append((key == "fired" ? "moreFired" : "initialMoreFired", .int(fired.more))) }
        return members
    }

    /// The running child charts as JSON: `[{"id", "configuration", "invocations"}]`.
    private static func invocations(_ charts: [StatechartChildChart]) -> JSONOutput {
        .array(
            charts.map { chart in
                .object([
                    ("id", .string(chart.id)), ("configuration", .strings(chart.configuration)),
                    ("invocations", invocations(chart.children)),
                ])
            })
    }

    /// One line per running child chart, `  invoked ID: [a, b]`, indented by its nesting.
    private static func invocationLines(_ charts: [StatechartChildChart], depth: Int = 1) -> [String] {
        charts.flatMap { chart in
            ["\(String(repeating: "  ", count: depth))invoked \(chart.id): \(list(chart.configuration))"]
                + invocationLines(chart.children, depth: depth + 1)
        }
    }

    /// The text lines: the initial configuration, then each step's `<log>` lines and its
    /// configuration, each followed by the transitions fired (`  fired: rule 2 (go [allowed])`,
    /// ``ChartSimulation/FiredTransitions/text``) and the child charts running.
    static func text(_ outcome: ChartSimulation.Outcome) -> [String] {
        var lines = outcome.initialLog.map { "log: \($0)" }
        lines.append("initial: \(list(outcome.initialConfiguration))")
        if let fired = outcome.initialFired.text { lines.append("  fired: " + fired) }
        lines += invocationLines(outcome.initialInvocations)
        for (index, step) in outcome.steps.enumerated() {
            lines += step.log.map { "log: \($0)" }
            switch step.token {
            case .event(let name):
                lines.append(
                    "\(index + 1). \(name)\(step.discarded ? " (discarded)" : ""): \(list(step.configuration))")
            case .wait(let duration):
                lines.append("\(index + 1). +\(ChartDuration.text(duration)): \(list(step.configuration))")
            }
            if let fired = step.fired.text { lines.append("  fired: " + fired) }
            lines += invocationLines(step.invocations)
        }
        if outcome.finished { lines.append("finished: a top-level final state was entered") }
        return lines
    }

    private static func list(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }
}
