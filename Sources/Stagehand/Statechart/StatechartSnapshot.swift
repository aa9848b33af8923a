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

    /// Creates a snapshot.
    /// - Parameters:
    ///   - configuration: Every active state.
    ///   - history: The history records.
    ///   - pendingSends: The pending delayed sends.
    ///   - isFinished: Whether the machine had ended.
    ///   - invocations: The invocations that were running.
    package init(
        configuration: [State], history: [HistoryRecord], pendingSends: [PendingSend], isFinished: Bool,
        invocations: [Invocation] = []
    ) {
        self.configuration = configuration
        self.history = history
        self.pendingSends = pendingSends
        self.isFinished = isFinished
        self.invocations = invocations
    }

    /// Decodes a snapshot; one written before invocations existed has none.
    /// - Parameter decoder: The decoder.
    /// - Throws: What the decoder throws for missing or malformed fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        configuration = try container.decode([State].self, forKey: .configuration)
        history = try container.decode([HistoryRecord].self, forKey: .history)
        pendingSends = try container.decode([PendingSend].self, forKey: .pendingSends)
        isFinished = try container.decode(Bool.self, forKey: .isFinished)
        invocations = try container.decodeIfPresent([Invocation].self, forKey: .invocations) ?? []
    }
}

/// Why ``Statechart/restore(_:)`` refused a snapshot; the chart is left unchanged.
public enum StatechartSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A state named in the snapshot is not declared in the chart.
    case unknownState(String)
    /// The configuration is not one SCXML allows: the reason says which rule it breaks.
    case inconsistentConfiguration(String)
    /// A history record names something that is not a history pseudo-state, or states it cannot
    /// have recorded.
    case invalidHistory(history: String, reason: String)
    /// A pending send is due in the past, or the chart has no clock to schedule it on.
    case invalidPendingSend(String)
    /// The chart is running a macrostep (restore was called from an action).
    case busy
    /// A recorded invocation is not declared by its state (with that kind), or its state is
    /// not active in the snapshot's configuration.
    case unknownInvocation(state: String, id: String)
    /// A recorded child chart's definition changed since the snapshot was taken (its
    /// fingerprint differs); restarting it could not mean the same thing.
    case childChartChanged(id: String)

    /// What is wrong and what is allowed.
    public var description: String {
        switch self {
        case .unknownState(let id): "the snapshot names state '\(id)', which the chart does not declare"
        case .inconsistentConfiguration(let reason): "the snapshot's configuration is inconsistent: \(reason)"
        case .invalidHistory(let history, let reason): "the snapshot's history for '\(history)' is invalid: \(reason)"
        case .invalidPendingSend(let reason): "the snapshot's pending send is invalid: \(reason)"
        case .busy: "a snapshot cannot be restored while the chart is running a macrostep"
        case .unknownInvocation(let state, let id):
            "the snapshot's invocation '\(id)' of state '\(state)' is not an invocation of that state, or the state is "
                + "not active; only an active state's declared invocations can be running"
        case .childChartChanged(let id):
            "the snapshot's child chart '\(id)' was recorded with another definition (its fingerprint differs); "
                + "restore it with the chart definition it was taken with"
        }
    }
}
