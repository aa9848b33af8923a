import Stagehand

/// How `stagehand simulate` prints a chart simulation: one line per step, or the JSON document
/// the SCXML conformance runner reads.
enum ChartSimulationReport {
    /// The JSON document:
    ///
    /// ```json
    /// {"initialConfiguration": ["a"], "initialInvocations": [],
    ///  "steps": [{"event": "e1", "configuration": ["b"], "invocations": []},
    ///            {"wait": true, "configuration": ["c"], "invocations": []}]}
    /// ```
    ///
    /// after `header` (schema version, command, file), followed by `"finished"` (a top-level final
    /// state was entered), `"log"` (the `<log>` lines, each with the step it ran in, 0 for
    /// start-up) and `"error"` (why the run stopped early, or `null`). `"configuration"` is the
    /// chart's own; `"invocations"` lists the child charts running, each
    /// `{"id", "configuration", "invocations"}`.
    static func json(_ outcome: ChartSimulation.Outcome, header: [(String, JSONOutput)]) -> JSONOutput {
        var steps: [JSONOutput] = []
        var log: [JSONOutput] = outcome.initialLog.map { line in
            .object([("step", .int(0)), ("text", .string(line))])
        }
        for (index, step) in outcome.steps.enumerated() {
            switch step.token {
            case .event(let name):
                steps.append(
                    .object([
                        ("event", .string(name)), ("configuration", .strings(step.configuration)),
                        ("invocations", invocations(step.invocations)),
                    ]))
            case .wait:
                steps.append(
                    .object([
                        ("wait", .bool(true)), ("configuration", .strings(step.configuration)),
                        ("invocations", invocations(step.invocations)),
                    ]))
            }
            log += step.log.map { line in .object([("step", .int(index + 1)), ("text", .string(line))]) }
        }
        return .object(
            header + [
                ("initialConfiguration", .strings(outcome.initialConfiguration)),
                ("initialInvocations", invocations(outcome.initialInvocations)), ("steps", .array(steps)),
                ("finished", .bool(outcome.finished)), ("log", .array(log)), ("error", .optional(outcome.error)),
            ])
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
    /// configuration, each followed by the child charts running.
    static func text(_ outcome: ChartSimulation.Outcome) -> [String] {
        var lines = outcome.initialLog.map { "log: \($0)" }
        lines.append("initial: \(list(outcome.initialConfiguration))")
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
            lines += invocationLines(step.invocations)
        }
        if outcome.finished { lines.append("finished: a top-level final state was entered") }
        return lines
    }

    private static func list(_ ids: [String]) -> String { "[" + ids.joined(separator: ", ") + "]" }
}
