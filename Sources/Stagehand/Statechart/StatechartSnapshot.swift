/// Everything needed to resume a ``Statechart`` exactly: its active configuration, what its
/// history pseudo-states recorded, and its pending delayed sends.
///
/// Take one with ``Statechart/snapshot()`` and apply it with ``Statechart/restore(_:)``, which
/// validates it against the chart's definition first.
public struct StatechartSnapshot<State: Hashable & Sendable & Codable, Event: StatechartEvent & Codable>: Codable,
    Sendable, Hashable
{
    /// What one history pseudo-state recorded.
    public struct HistoryRecord: Codable, Sendable, Hashable {
        /// The history pseudo-state.
        public var history: State
        /// The recorded states, in document order.
        public var states: [State]

        /// Creates a record.
        /// - Parameters:
        ///   - history: The history pseudo-state.
        ///   - states: The recorded states.
        package init(history: State, states: [State]) {
            self.history = history
            self.states = states
        }
    }

    /// A delayed send that has not fired yet.
    public struct PendingSend: Codable, Sendable, Hashable {
        /// The event to send.
        public var event: Event
        /// Its identifier for `cancel`, if it has one.
        public var id: String?
        /// How long until it is due, from the moment the snapshot was taken.
        public var remaining: Duration

        /// Creates a pending send.
        /// - Parameters:
        ///   - event: The event.
        ///   - id: Its identifier, if any.
        ///   - remaining: The time left until it is due; not negative.
        package init(event: Event, id: String?, remaining: Duration) {
            self.event = event
            self.id = id
            self.remaining = remaining
        }
    }

    /// An invocation that was running (see ``Statechart/restore(_:)`` for the restart policy).
    public struct Invocation: Codable, Sendable, Hashable {
        /// The state that invoked it.
        public var state: State
        /// The invocation's identifier.
        public var id: String
        /// What it invoked.
        public var kind: StatechartInvocationKind
        /// For a child chart, its definition's ``Statechart/Definition/fingerprint``.
        public var childFingerprint: UInt64?

        /// Creates a record.
        /// - Parameters:
        ///   - state: The state that invoked it.
        ///   - id: The invocation's identifier.
        ///   - kind: What it invoked.
        ///   - childFingerprint: For a child chart, its definition's fingerprint.
        package init(state: State, id: String, kind: StatechartInvocationKind, childFingerprint: UInt64? = nil) {
            self.state = state
            self.id = id
            self.kind = kind
            self.childFingerprint = childFingerprint
        }
    }

    /// Every active state, in document order.
    public var configuration: [State]
    /// What each history pseudo-state recorded (only those that recorded something), in
    /// document order of the pseudo-states.
    public var history: [HistoryRecord]
    /// The pending delayed sends, in the order they fall due.
    public var pendingSends: [PendingSend]
    /// Whether the machine had ended (a top-level final state was entered).
    public var isFinished: Bool
    /// The invocations that were running, in the order they started (empty in snapshots taken
    /// before invocations existed).
    public var invocations: [Invocation]
    /// The ``Statechart/Definition/fingerprint`` of the chart it was taken from; `nil` only in
    /// snapshots decoded from a version without fingerprints, which ``Statechart/restore(_:)``
    /// refuses.
    public var fingerprint: UInt64?

    /// Creates a snapshot.
    /// - Parameters:
    ///   - configuration: Every active state.
    ///   - history: The history records.
    ///   - pendingSends: The pending delayed sends.
    ///   - isFinished: Whether the machine had ended.
    ///   - invocations: The invocations that were running.
    ///   - fingerprint: The fingerprint of the chart's definition.
    package init(
        configuration: [State], history: [HistoryRecord], pendingSends: [PendingSend], isFinished: Bool,
        invocations: [Invocation] = [], fingerprint: UInt64?
    ) {
        self.configuration = configuration
        self.history = history
        self.pendingSends = pendingSends
        self.isFinished = isFinished
        self.invocations = invocations
        self.fingerprint = fingerprint
    }

    /// Decodes a snapshot; one written before invocations existed has none, and one written
    /// before fingerprints existed has no fingerprint.
    /// - Parameter decoder: The decoder.
    /// - Throws: What the decoder throws for missing or malformed fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        configuration = try container.decode([State].self, forKey: .configuration)
        history = try container.decode([HistoryRecord].self, forKey: .history)
        pendingSends = try container.decode([PendingSend].self, forKey: .pendingSends)
        isFinished = try container.decode(Bool.self, forKey: .isFinished)
        invocations = try container.decodeIfPresent([Invocation].self, forKey: .invocations) ?? []
        fingerprint = try container.decodeIfPresent(UInt64.self, forKey: .fingerprint)
    }
}
