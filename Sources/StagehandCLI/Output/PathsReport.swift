/// What `stagehand paths` found, for a flat machine or a chart alike: the shortest path to
/// every configuration, or paths that together take every transition.
///
/// A flat machine's configuration is its one state, so its text names states (`'idle'`,
/// `idle --load--> loading`) where a chart's names configurations (`{a, b}`); the JSON has one
/// shape for both.
struct PathsReport: CommandReport {
    /// What the paths cover.
    enum Cover {
        /// `--cover states`: the shortest path to each configuration reached, in breadth-first
        /// order, and the atomic states never active.
        case states(paths: [(configuration: [String], steps: [PathStep])], neverActive: [String])
        /// `--cover transitions`: how many distinct transitions there are (steps between
        /// configurations, and those no path can take), the paths, and the transitions whose
        /// source is never active.
        case transitions(transitions: Int, paths: [[PathStep]], uncoverable: [PathStep])
    }

    /// The file explored.
    var file: String
    /// Whether the file is a flat machine (its text names states, not configurations).
    var isFlat: Bool
    /// The initial configuration.
    var initial: [String]
    /// The paths.
    var cover: Cover

    /// The paths as people read them.
    var text: String {
        var lines: [String] = []
        let start = isFlat ? "'\(label(initial))'" : label(initial)
        switch cover {
        case .states(let paths, let never):
            let what = isFlat ? "state" : "configuration"
            lines.append("Shortest event path from \(start) to each \(what) of \(file):")
            let labels = paths.map { label($0.configuration) }
            let width = labels.map(\.count).max() ?? 0
            for (position, path) in paths.enumerated() {
                let padding = String(repeating: " ", count: width - labels[position].count)
                let events = path.steps.isEmpty ? "(initial \(what))" : path.steps.map(\.label).joined(separator: ", ")
                lines.append("  \(labels[position])\(padding)  \(events)")
            }
            if !never.isEmpty {
                lines.append("\(isFlat ? "Unreachable" : "Never active"): \(never.joined(separator: ", "))")
            }
        case .transitions(let transitions, let paths, let uncoverable):
            lines.append(
                "\(plural(paths.count, "path")) from \(start) \(paths.count == 1 ? "covers" : "cover") "
                    + "\(transitions - uncoverable.count) of \(plural(transitions, "transition")) in \(file):")
            for (index, path) in paths.enumerated() {
                var line = "  \(index + 1). \(label(initial))"
                for step in path { line += " --\(step.label)--> \(label(step.to))" }
                lines.append(line)
            }
            for step in uncoverable {
                let rule = step.rule.map { "rule \($0) " } ?? ""
                lines.append(
                    "Not coverable (source unreachable): \(rule)'\(step.event)' \(label(step.from)) -> "
                        + (step.to.isEmpty ? "(targetless)" : step.to.joined(separator: " ")))
            }
        }
        return VisibleText.lines(lines)
    }

    /// The `paths --json` document: `cover`, `initial` (a configuration), then for states
    /// `paths` of `{configuration, events, steps}` and `neverActive`, for transitions
    /// `transitions`, `covered`, `paths` of `{events, steps}` and `uncoverable` (steps).
    func json(header: [(String, JSONOutput)]) -> JSONOutput {
        switch cover {
        case .states(let paths, let never):
            let items = paths.map { path in
                JSONOutput.object([
                    ("configuration", .strings(path.configuration)), ("events", .strings(path.steps.map(\.event))),
                    ("steps", .array(path.steps.map(\.json))),
                ])
            }
            return .object(
                header + [
                    ("cover", .string("states")), ("initial", .strings(initial)), ("paths", .array(items)),
                    ("neverActive", .strings(never)),
                ])
        case .transitions(let transitions, let paths, let uncoverable):
            let items = paths.map { path in
                JSONOutput.object([("events", .strings(path.map(\.event))), ("steps", .array(path.map(\.json)))])
            }
            return .object(
                header + [
                    ("cover", .string("transitions")), ("initial", .strings(initial)),
                    ("transitions", .int(transitions)), ("covered", .int(transitions - uncoverable.count)),
                    ("paths", .array(items)), ("uncoverable", .array(uncoverable.map(\.json))),
                ])
        }
    }

    /// A configuration in the text: a flat machine's one state, or `{a, b}`.
    private func label(_ configuration: [String]) -> String {
        isFlat && configuration.count == 1 ? configuration[0] : "{" + configuration.joined(separator: ", ") + "}"
    }
}
