/// Why a statechart definition could not be built.
public enum StatechartDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Validation found errors; the list holds every diagnostic found (errors and warnings, in
    /// the order they were found).
    case invalid(diagnostics: [MachineDiagnostic])

    /// Every error, one a line.
    public var description: String {
        switch self {
        case .invalid(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            return "the statechart definition is invalid (\(errors.count) error(s)):\n"
                + errors.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
