/// One rule of a string-typed machine: an event name, the states it may be sent from, and the
/// state it leads to.
///
/// In JSON, `from` may be a single string or an array of strings; `"*"` stands for every state.
/// `guard` names a guard the host resolves when it builds a machine; `after` makes the rule a
/// delayed transition that fires that many seconds after its source state was entered; `internal`
/// makes a self-transition that neither leaves nor re-enters its state.
public struct EventDescription: Codable, Sendable, Hashable {
    /// The event's name; for a delayed rule, the label its transition carries.
    public var name: String
    /// The source states; `"*"` means any state.
    public var from: [String]
    /// The target state.
    public var to: String
    /// The name of the guard that must allow the transition, if any.
    public var `guard`: String?
    /// The delay in seconds after which the rule fires by itself, if it is a delayed rule.
    public var after: Double?
    /// Whether a self-transition stays inside its state (no leave, no enter).
    public var `internal`: Bool?

    /// The source written as `"*"` that matches every state.
    public static let anyState = "*"

    /// Creates a rule description.
    /// - Parameters:
    ///   - name: The event name.
    ///   - from: The source states (`"*"` for any).
    ///   - to: The target state.
    ///   - guard: The guard's name, if the rule is guarded.
    ///   - after: The delay in seconds, for a delayed rule.
    ///   - internal: Whether a self-transition is internal.
    public init(
        name: String, from: [String], to: String, guard: String? = nil, after: Double? = nil,
        internal: Bool? = nil
    ) {
        self.name = name
        self.from = from
        self.to = to
        self.guard = `guard`
        self.after = after
        self.internal = `internal`
    }

    /// Creates a rule description with a single source state.
    /// - Parameters:
    ///   - name: The event name.
    ///   - from: The source state (`"*"` for any).
    ///   - to: The target state.
    public init(name: String, from: String, to: String) {
        self.init(name: name, from: [from], to: to)
    }

    /// Whether the rule applies in every state.
    package var isFromAnyState: Bool { from.contains(Self.anyState) }

    /// Whether the rule is internal (`internal: true`).
    package var isInternal: Bool { `internal` ?? false }

    private enum CodingKeys: String, CodingKey {
        case name, from, to, `guard`, after, `internal`
    }

    /// Decodes a rule, accepting `from` as a string or an array of strings.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: A `DecodingError` when a required field is missing or has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        if let single = try? container.decode(String.self, forKey: .from) {
            from = [single]
        } else {
            from = try container.decode([String].self, forKey: .from)
        }
        to = try container.decode(String.self, forKey: .to)
        `guard` = try container.decodeIfPresent(String.self, forKey: .guard)
        after = try container.decodeIfPresent(Double.self, forKey: .after)
        `internal` = try container.decodeIfPresent(Bool.self, forKey: .internal)
    }

    /// Encodes the rule; `from` is always an array and absent optionals are omitted.
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encodeIfPresent(`guard`, forKey: .guard)
        try container.encodeIfPresent(after, forKey: .after)
        try container.encodeIfPresent(`internal`, forKey: .internal)
    }
}
