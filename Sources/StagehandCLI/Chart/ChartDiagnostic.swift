/// A problem with a chart file: where it is, how serious, and what is wrong and allowed.
struct ChartDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a problem is.
    enum Severity: String, Sendable, Equatable {
        /// The chart cannot be used.
        case error
        /// The chart works but probably not as meant.
        case warning
    }

    /// The file's name as the user gave it.
    var file: String
    /// Where the problem is.
    var location: ChartLocation
    /// How serious it is.
    var severity: Severity
    /// What is wrong, where, and what is allowed, in one sentence.
    var message: String

    /// Creates a diagnostic.
    init(file: String, location: ChartLocation, severity: Severity = .error, message: String) {
        self.file = file
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `FILE:line:column: error: message`.
    var description: String { "\(file):\(location): \(severity.rawValue): \(message)" }
}

/// Every problem that kept a chart file from loading or compiling, in document order.
struct ChartDiagnostics: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, sorted by location.
    var diagnostics: [ChartDiagnostic]

    /// Creates the error, sorting `diagnostics` by location (stable for equal locations).
    init(_ diagnostics: [ChartDiagnostic]) {
        self.diagnostics = diagnostics.enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }.map(\.element)
    }

    /// One diagnostic a line.
    var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
