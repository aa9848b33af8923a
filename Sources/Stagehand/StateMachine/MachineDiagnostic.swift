/// A problem found when a machine definition — a flat ``StateMachine`` or a ``Statechart`` — is
/// validated: what kind it is, how serious, where, a readable message and, when a tool knows
/// one, how to fix it.
///
/// The one diagnostic type of both validators: a flat definition's problems are located by
/// rule (``Location/event(index:)`` and the others), a chart's by state (``Location/state(name:)``)
/// or, for the chart as a whole, ``Location/chart``.
public struct MachineDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem validation detects, flat machines' first, then charts'.
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
        /// Rules from any state give more transitions together (one per state each) than a
        /// machine supports (1,000,000).
        case tooManyTransitions
        /// A chart declares no state.
        case emptyChart
        /// A chart's transition, initial or history default names a state that is not declared.
        case unknownTarget
        /// A history pseudo-state is placed where SCXML forbids it (at the top level, or in a
        /// state without child states, or in a final state).
        case misplacedHistory
        /// An initial transition or `initial` child is placed where SCXML forbids it, or names a
        /// state that is not a proper descendant of its compound state.
        case invalidInitial
        /// Two initial declarations for one state, or targets that cannot be active together
        /// (the same region twice, or one target inside another).
        case conflictingTargets
        /// A history default names a state that is not a child (shallow) or descendant (deep)
        /// of the history's parent, or names none.
        case invalidHistoryDefault
        /// A chart's transition or handler is placed where SCXML forbids it (at the top level,
        /// or a transition in a final state).
        case misplacedElement
        /// An event descriptor is empty or has an empty token.
        case invalidDescriptor
        /// A chart's transition can never be selected: an earlier transition of the same state
        /// without a guard matches every event it matches (or is eventless, like it).
        case transitionNeverTaken
        /// Two `invoke` elements of a chart share an identifier.
        case duplicateInvocation
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

    /// Where in a ``MachineDescription`` (or a typed definition's rule list), or in a chart, the
    /// problem is.
    ///
    /// Event indices are positions in ``MachineDescription/events`` (the rule list of a typed
    /// definition, in declaration order); a source index is a position in that rule's `from`.
    public enum Location: Sendable, Hashable, CustomStringConvertible {
        /// The `initial` field.
        case initial
        /// A state, by name (a declared, derived or final state), or a chart's state or
        /// pseudo-state, by identifier.
        case state(name: String)
        /// A chart as a whole (an empty chart, or its top-level initial targets).
        case chart
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
            case .chart: "chart"
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
    /// How to fix it, in one line, when the validator (or a tool that adds it) knows; `nil`
    /// otherwise.
    public let hint: String?

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - severity: How serious it is.
    ///   - location: Where it is.
    ///   - message: The readable message.
    ///   - hint: How to fix it, if known.
    package init(kind: Kind, severity: Severity, location: Location, message: String, hint: String? = nil) {
        self.kind = kind
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// The state the problem is at, when its ``location`` is one (``Location/state(name:)``);
    /// `nil` otherwise.
    public var state: String? {
        if case .state(let name) = location { return name }
        return nil
    }

    /// The severity, location and message, e.g. `error: events[1]: rules 0 and 1 ...` or
    /// `error: state 'x': ...` (a diagnostic of a chart as a whole names no location).
    public var description: String {
        location == .chart ? "\(severity.rawValue): \(message)" : "\(severity.rawValue): \(location): \(message)"
    }
}

extension MachineDiagnostic {
    /// The message of a definition refused by validation: the number of errors, then each error
    /// on a line of its own (the warnings are left out).
    /// - Parameter diagnostics: Everything validation found.
    static func invalidDefinition(_ diagnostics: [MachineDiagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        return "the definition is invalid (\(errors.count) error(s)):\n"
            + errors.map { "  \($0)" }.joined(separator: "\n")
    }
}
