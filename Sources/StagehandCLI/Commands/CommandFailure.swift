/// Every way a run of `stagehand` can fail, as a value a command throws.
///
/// Commands write only their results. They never print an error or choose an exit status:
/// ``CommandLineTool`` catches the failure, ``FailureRenderer`` writes its message (and, with
/// `--json`, its document), and ``exitStatus`` is the one mapping from failures to statuses.
enum CommandFailure: Error, Equatable, Sendable {
    /// The command was used wrongly.
    case usage(UsageError)
    /// The input file could not be read.
    case unreadable(file: String, reason: String)
    /// The file was read but holds no machine or chart: invalid JSON, JSON of the wrong shape,
    /// malformed SCXML or unsupported content. `input` is what the file was read as.
    case notLoaded(file: String, input: InputKind, diagnostics: [Diagnostic])
    /// The drawing could not be written to `path`.
    case unwritable(path: String, reason: String)
    /// SVG was asked for, and Graphviz's `dot` is not installed.
    case graphvizMissing
    /// Graphviz's `dot` ran and failed.
    case graphvizFailed(status: Int32, message: String)
    /// The machine or chart has errors, so it is not simulated and gets no paths: `errors` are
    /// the first of them (``FailureRenderer/maximumDiagnostics`` at most, with hints), `count`
    /// how many there are.
    case invalid(file: String, input: InputKind, errors: [Diagnostic], count: Int)
    /// The requested paths would be larger than the command generates.
    case pathsTooLarge(PathsLimit)
    /// `check` found problems; its report on standard output is the message.
    case problemsFound(count: Int)
    /// The chart simulation or exploration stopped early (a macrostep exceeded the microstep
    /// limit, or a cycle spent the run's ``ChartRunBudget``); the steps before it, and with
    /// `--json` the reason, are the command's output.
    case chartStopped(file: String, reason: String)
    /// A recorded session cannot be read at `line`: truncated, edited, from a newer schema
    /// version, or not a session.
    case sessionUnreadable(file: String, line: Int, reason: String)
    /// Replaying a session reached another configuration than the recording at `line`.
    case replayDiverged(file: String, line: Int, message: String)

    /// The exit status of a run that failed this way: 1 for a machine or chart with problems, a
    /// rejected event, a chart simulation stopped by its microstep limit, or paths too large; 2
    /// for usage mistakes, unreadable or undecodable input (including unsupported SCXML), and
    /// drawings that could not be made or written.
    var exitStatus: Int32 {
        switch self {
        case .usage, .unreadable, .notLoaded, .unwritable, .graphvizMissing, .graphvizFailed, .sessionUnreadable:
            ExitStatus.usage
        case .invalid, .pathsTooLarge, .chartStopped, .problemsFound, .replayDiverged:
            ExitStatus.failure
        }
    }
}

/// What `paths` refused to generate, and why.
struct PathsLimit: Equatable, Sendable {
    /// The machine's file name.
    var file: String
    /// `states` or `transitions`.
    var cover: String
    /// The size of what is searched, e.g. `2000 states, 1999 transitions`.
    var subject: String
    /// How large the paths would be, e.g. `would have 2001000 steps together`.
    var size: String
    /// What is allowed, e.g. `at most 1000000 steps are allowed`.
    var allowed: String
}

/// What a file was read as, for the messages that say it was not loaded.
enum InputKind: String, Equatable, Sendable {
    /// A flat machine (JSON whose `"states"` are names).
    case machine
    /// A statechart (SCXML, or JSON with nested states).
    case chart
}
