/// What `stagehand paths` found: the shortest event path to every state (or configuration), or
/// paths that together take every transition, for a flat machine or a chart.
enum PathsReport: CommandReport {
    /// `--cover states` of a flat machine: each reachable state's shortest path, in declaration
    /// order, and the unreachable states.
    case machineStates(
        file: String, initial: String, paths: [(state: String, steps: [MachineTransition])], unreachable: [String])
    /// `--cover transitions` of a flat machine: the covering paths, how many of the transitions
    /// they cover, and the transitions no path can take.
    case machineTransitions(
        file: String, initial: String, transitions: Int, paths: [[MachineTransition]],
        uncoverable: [MachineTransition])
    /// `--cover states` of a chart: the shortest path to each configuration reached, and the
    /// atomic states never active.
    case chartStates(
        file: String, initial: [String], paths: [(configuration: [String], events: [String])], neverActive: [String])
    /// `--cover transitions` of a chart: paths that take every distinct step between
    /// configurations.
    case chartTransitions(
        file: String, initial: [String], steps: Int, paths: [[(event: String, configuration: [String])]])

    /// The paths as people read them.
    var text: String {
        var lines: [String] = []
        switch self {
        case .machineStates(let file, let initial, let paths, let unreachable):
            lines.append("Shortest event path from '\(initial)' to each state of \(file):")
            let width = paths.map(\.state.count).max() ?? 0
            for (state, steps) in paths {
                let padding = String(repeating: " ", count: width - state.count)
                let events = steps.isEmpty ? "(initial state)" : steps.map(\.label).joined(separator: ", ")
                lines.append("  \(state)\(padding)  \(events)")
            }
            if !unreachable.isEmpty { lines.append("Unreachable: \(unreachable.joined(separator: ", "))") }
        case .machineTransitions(let file, let initial, let transitions, let paths, let uncoverable):
            let covered = transitions - uncoverable.count
            lines.append(
                "\(plural(paths.count, "path")) from '\(initial)' \(paths.count == 1 ? "covers" : "cover") \(covered) "
                    + "of \(plural(transitions, "transition")) in \(file):")
            for (index, path) in paths.enumerated() {
                var line = "  \(index + 1). \(initial)"
                for step in path { line += " --\(step.label)--> \(step.target)" }
                lines.append(line)
            }
            for transition in uncoverable {
                lines.append(
                    "Not coverable (source unreachable): rule \(transition.rule) '\(transition.event)' "
                        + "\(transition.source) -> \(transition.target)")
            }
        case .chartStates(let file, let initial, let paths, let never):
            lines.append("Shortest event path from \(Self.label(initial)) to each configuration of \(file):")
            let labels = paths.map { Self.label($0.configuration) }
            let width = labels.map(\.count).max() ?? 0
            for (position, path) in paths.enumerated() {
                let padding = String(repeating: " ", count: width - labels[position].count)
                let events = path.events.isEmpty ? "(initial configuration)" : path.events.joined(separator: ", ")
                lines.append("  \(labels[position])\(padding)  \(events)")
            }
            if !never.isEmpty { lines.append("Never active: \(never.joined(separator: ", "))") }
        case .chartTransitions(let file, let initial, let steps, let paths):
            lines.append(
                "\(plural(paths.count, "path")) from \(Self.label(initial)) \(paths.count == 1 ? "covers" : "cover") "
                    + "\(plural(steps, "step")) between configurations in \(file):")
            for (index, path) in paths.enumerated() {
                var line = "  \(index + 1). \(Self.label(initial))"
                for step in path { line += " --\(step.event)--> \(Self.label(step.configuration))" }
                lines.append(line)
            }
        }
        return VisibleText.lines(lines)
    }

    /// The `paths --json` document.
    func json(header: [(String, JSONOutput)]) -> JSONOutput {
        switch self {
        case .machineStates(_, let initial, let paths, let unreachable):
            let items = paths.map { state, steps in
                JSONOutput.object([
                    ("state", .string(state)), ("events", .strings(steps.map(\.event))),
                    ("steps", .array(steps.map(\.json))),
                ])
            }
            return .object(
                header + [
                    ("cover", .string("states")), ("initial", .string(initial)), ("paths", .array(items)),
                    ("unreachable", .strings(unreachable)),
                ])
        case .machineTransitions(_, let initial, let transitions, let paths, let uncoverable):
            let items = paths.map { path in
                JSONOutput.object([("events", .strings(path.map(\.event))), ("steps", .array(path.map(\.json)))])
            }
            return .object(
                header + [
                    ("cover", .string("transitions")), ("initial", .string(initial)),
                    ("transitions", .int(transitions)), ("covered", .int(transitions - uncoverable.count)),
                    ("paths", .array(items)), ("uncoverable", .array(uncoverable.map(\.json))),
                ])
        case .chartStates(_, let initial, let paths, let never):
            let items = paths.map { path in
                JSONOutput.object([("configuration", .strings(path.configuration)), ("events", .strings(path.events))])
            }
            return .object(
                header + [
                    ("cover", .string("states")), ("initialConfiguration", .strings(initial)),
                    ("paths", .array(items)), ("neverActive", .strings(never)),
                ])
        case .chartTransitions(_, let initial, let steps, let paths):
            let items = paths.map { path in
                JSONOutput.object([
                    ("events", .strings(path.map(\.event))),
                    ("configurations", .array(path.map { .strings($0.configuration) })),
                ])
            }
            return .object(
                header + [
                    ("cover", .string("transitions")), ("initialConfiguration", .strings(initial)),
                    ("transitions", .int(steps)), ("paths", .array(items)),
                ])
        }
    }

    /// `{a, b}`: a configuration in the text.
    private static func label(_ configuration: [String]) -> String { "{" + configuration.joined(separator: ", ") + "}" }
}
