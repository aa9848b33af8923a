/// A problem found when a statechart definition is validated: what kind it is, how serious,
/// which state it concerns, and a readable message.
public struct StatechartDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem validation detects.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The chart declares no state.
        case emptyChart
        /// A state or pseudo-state value is declared more than once.
        case duplicateState
        /// A transition, initial or history default names a state that is not declared.
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
        /// A transition or handler is placed where SCXML forbids it (at the top level, or a
        /// transition in a final state).
        case misplacedElement
        /// An event descriptor is empty or has an empty token.
        case invalidDescriptor
        /// A state can never become active.
        case unreachableState
        /// A transition can never be selected: an earlier transition of the same state without
        /// a guard matches every event it matches (or is eventless, like it).
        case transitionNeverTaken
        /// Two `invoke` elements share an identifier.
        case duplicateInvocation
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// How serious it is: errors make the definition throw, warnings are kept in
    /// ``Statechart/Definition/diagnostics``.
    public let severity: MachineDiagnostic.Severity
    /// The identifier of the state (or pseudo-state) concerned, `nil` for the chart as a whole.
    public let state: String?
    /// What happened, where, and what is allowed, in one sentence.
    public let message: String

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - severity: How serious it is.
    ///   - state: The state concerned, if any.
    ///   - message: The readable message.
    public init(kind: Kind, severity: MachineDiagnostic.Severity, state: String?, message: String) {
        self.kind = kind
        self.severity = severity
        self.state = state
        self.message = message
    }

    /// `error: state 'x': message`.
    public var description: String {
        "\(severity.rawValue): " + (state.map { "state '\($0)': " } ?? "") + message
    }
}
