/// Why a statechart definition could not be built.
public enum StatechartDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Validation found errors; the list holds every diagnostic found (errors and warnings, in
    /// the order they were found).
    case invalid(diagnostics: [MachineDiagnostic])

    /// Every error, one a line.
    public var description: String {
        switch self {
        case .invalid(let diagnostics):
            return MachineDiagnostic.invalidDefinition("statechart", diagnostics)
        }
    }
}
