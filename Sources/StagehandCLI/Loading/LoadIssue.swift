/// A reason a machine file could not be loaded: not JSON, or JSON of the wrong shape.
struct LoadIssue: Equatable, Sendable {
    /// The JSON path of the offending value (`$.events[3].from[1]`), or `nil` for a syntax error.
    var path: String?
    /// Where the offending value (or character) is.
    var position: SourcePosition
    /// What is wrong, in one sentence.
    var message: String
    /// How to fix it, in one line.
    var hint: String?
}

/// Every problem that kept a machine file from loading.
struct LoadIssues: Error, Equatable, Sendable {
    /// The problems, in document order.
    var issues: [LoadIssue]
}

extension LoadIssues {
    /// The issues as diagnostics of `file`: errors at their JSON paths, with their hints.
    func diagnostics(file: String) -> [Diagnostic] {
        issues.map { issue in
            Diagnostic(
                file: file, location: ChartLocation(line: issue.position.line, column: issue.position.column),
                path: issue.path, message: issue.message, hint: issue.hint)
        }
    }
}
