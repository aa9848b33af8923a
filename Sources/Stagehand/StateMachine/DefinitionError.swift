/// Why a definition could not be built: a ``StateMachine`` definition, a ``Statechart``
/// definition, or a machine built from a ``MachineDescription``.
///
/// One type for both models: their validation reports the same ``MachineDiagnostic``s.
public enum DefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Validation found errors; the list holds every diagnostic (errors first, then warnings, in
    /// the order they were found).
    case invalid(diagnostics: [MachineDiagnostic])
    /// A rule of a ``MachineDescription`` names a guard the caller did not provide.
    case missingGuard(name: String, eventIndex: Int, available: [String])

    /// What went wrong, where, and what is allowed.
    public var description: String {
        switch self {
        case .invalid(let diagnostics):
            return MachineDiagnostic.invalidDefinition(diagnostics)
        case .missingGuard(let name, let index, let available):
            let list = available.isEmpty ? "none" : available.sorted().joined(separator: ", ")
            return "events[\(index)] uses guard '\(name)', which was not provided; provided: \(list)"
        }
    }
}
