/// A problem with an input file, whatever its format (flat machine JSON, JSON chart or SCXML):
/// what kind it is, how serious, where it is, what is wrong and allowed, and how to fix it.
///
/// `check` prints every diagnostic through one text renderer (``description`` and ``hint``) and
/// one JSON renderer (``json``, the items of `check --json`, schema version 2).
struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a problem is.
    enum Severity: String, Sendable, Equatable {
        /// The file cannot be used.
        case error
        /// The file works but probably not as meant.
        case warning
    }

    /// The file's name as the user gave it.
    var file: String
    /// Where the problem is.
    var location: ChartLocation
    /// How serious it is.
    var severity: Severity = .error
    /// What kind of problem it is (the core's diagnostic kind, such as `unknownTarget` or
    /// `deadEnd`), if it has one.
    var kind: String?
    /// The JSON path (`$.events[1].to`) or XML element (`<transition target>`) concerned, if known.
    var path: String?
    /// What is wrong, where, and what is allowed, in one sentence.
    var message: String
    /// How to fix it (with "did you mean" for unknown names), if there is a hint.
    var hint: String?

    /// `FILE:line:column: error: path: message [kind]`, without the hint.
    var description: String {
        "\(file):\(location): \(severity.rawValue): " + (path.map { "\($0): " } ?? "") + message
            + (kind.map { " [\($0)]" } ?? "")
    }

    /// The lines `check` prints: the ``description``, then `  hint: …` when there is a hint.
    var lines: [String] { [description] + (hint.map { ["  hint: \($0)"] } ?? []) }
}

/// Every problem that kept a file from loading or compiling, in document order.
struct Diagnostics: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, sorted by location.
    var diagnostics: [Diagnostic]

    /// Creates the error, sorting `diagnostics` by location (stable for equal locations).
    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }.map(\.element)
    }

    /// One diagnostic a line.
    var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
