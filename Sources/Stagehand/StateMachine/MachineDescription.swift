/// A string-typed, serialisable description of a state machine: its initial state, states,
/// final states and rules.
///
/// This is the shape the `stagehand` command reads and writes as JSON, and what a typed
/// ``StateMachine/Definition`` exports through ``StateMachine/Definition/description``.
/// ``diagnostics()`` runs the same validation as a typed definition; ``dot()``, ``mermaid()``
/// and ``jsonText()`` export it. When ``states`` is empty, the states are derived from the
/// initial state, the final states and the rules, in order of first appearance.
public struct MachineDescription: Codable, Sendable, Hashable {
    /// The state the machine starts in.
    public var initial: String
    /// The declared states; empty means "derive them from the rules".
    public var states: [String]
    /// States in which the machine may stop; they are not dead ends.
    public var final: [String]
    /// The rules, in declaration order (earlier rules win over later ones).
    public var events: [EventDescription]

    /// Creates a description.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - states: The declared states (empty to derive them).
    ///   - final: The final states.
    ///   - events: The rules.
    public init(initial: String, states: [String] = [], final: [String] = [], events: [EventDescription]) {
        self.initial = initial
        self.states = states
        self.final = final
        self.events = events
    }

    private enum CodingKeys: String, CodingKey {
        case initial, states, final, events
    }

    /// Decodes a description; `states` and `final` may be missing.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: A `DecodingError` when `initial` or `events` is missing or malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        initial = try container.decode(String.self, forKey: .initial)
        states = try container.decodeIfPresent([String].self, forKey: .states) ?? []
        final = try container.decodeIfPresent([String].self, forKey: .final) ?? []
        events = try container.decode([EventDescription].self, forKey: .events)
    }

    /// Encodes the description with every field present.
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(initial, forKey: .initial)
        try container.encode(states, forKey: .states)
        try container.encode(final, forKey: .final)
        try container.encode(events, forKey: .events)
    }

    /// The states of the machine: the declared ones, or, when none are declared, every state
    /// named by the initial state, the final states and the rules, in order of first appearance.
    package var allStates: [String] {
        MachineGraph(self).knownStateNames
    }

    /// Validates the description exactly as a typed definition is validated.
    ///
    /// - Returns: Every problem found, errors and warnings, in a stable order.
    public func diagnostics() -> [MachineDiagnostic] {
        MachineValidator.validate(MachineGraph(self))
    }
}
