/// A problem found when a machine definition is validated: what kind it is, how serious, where,
/// and a readable message.
public struct MachineDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem validation detects.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The initial state is not among the declared states.
        case unknownInitialState
        /// A rule or the final list names a state that is not declared.
        case unknownState
        /// A state is declared more than once.
        case duplicateState
        /// Two rules handle the same event in the same state and no guard tells them apart.
        case ambiguousRules
        /// A state cannot be reached from the initial state.
        case unreachableState
        /// A state that is not final has no outgoing rule.
        case deadEnd
        /// A rule (or one of its sources) can never fire: shadowed by an earlier rule without a
        /// guard, without any source, or only from unreachable states.
        case ruleNeverFires
        /// A delayed rule's delay is negative, not finite, or longer than 10¹² seconds.
        case invalidDelay
    }

    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The definition is rejected.
        case error
        /// The definition works but probably not as intended.
        case warning

        /// Errors sort before warnings.
        /// - Parameters:
        ///   - lhs: A severity.
        ///   - rhs: Another severity.
        /// - Returns: Whether `lhs` is more serious than `rhs`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// Where in a ``MachineDescription`` (or a typed definition's rule list) the problem is.
    ///
    /// Event indices are positions in ``MachineDescription/events`` (the rule list of a typed
    /// definition, in declaration order); a source index is a position in that rule's `from`.
    public enum Location: Sendable, Hashable, CustomStringConvertible {
        /// The `initial` field.
        case initial
        /// A state, by name (a declared, derived or final state).
        case state(name: String)
        /// A whole rule.
        case event(index: Int)
        /// One source of a rule.
        case eventSource(index: Int, sourceIndex: Int)
        /// A rule's target.
        case eventTarget(index: Int)
        /// A delayed rule's delay (its `after` value).
        case eventDelay(index: Int)

        /// A JSON-path-like rendering, e.g. `events[2].from[1]`.
        public var description: String {
            switch self {
            case .initial: "initial"
            case .state(let name): "state '\(name)'"
            case .event(let index): "events[\(index)]"
            case .eventSource(let index, let sourceIndex): "events[\(index)].from[\(sourceIndex)]"
            case .eventTarget(let index): "events[\(index)].to"
            case .eventDelay(let index): "events[\(index)].after"
            }
        }
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// How serious it is.
    public let severity: Severity
    /// Where it is.
    public let location: Location
    /// What happened, where, and what is allowed, in one sentence.
    public let message: String

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - severity: How serious it is.
    ///   - location: Where it is.
    ///   - message: The readable message.
    public init(kind: Kind, severity: Severity, location: Location, message: String) {
        self.kind = kind
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// The severity, location and message, e.g. `error: events[1]: rules 0 and 1 ...`.
    public var description: String {
        "\(severity.rawValue): \(location): \(message)"
    }
}
