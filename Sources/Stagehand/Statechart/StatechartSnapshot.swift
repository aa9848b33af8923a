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
        public init(history: State, states: [State]) {
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
        public init(event: Event, id: String?, remaining: Duration) {
            self.event = event
            self.id = id
            self.remaining = remaining
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

    /// Creates a snapshot.
    /// - Parameters:
    ///   - configuration: Every active state.
    ///   - history: The history records.
    ///   - pendingSends: The pending delayed sends.
    ///   - isFinished: Whether the machine had ended.
    public init(configuration: [State], history: [HistoryRecord], pendingSends: [PendingSend], isFinished: Bool) {
        self.configuration = configuration
        self.history = history
        self.pendingSends = pendingSends
        self.isFinished = isFinished
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

    /// What is wrong and what is allowed.
    public var description: String {
        switch self {
        case .unknownState(let id): "the snapshot names state '\(id)', which the chart does not declare"
        case .inconsistentConfiguration(let reason): "the snapshot's configuration is inconsistent: \(reason)"
        case .invalidHistory(let history, let reason): "the snapshot's history for '\(history)' is invalid: \(reason)"
        case .invalidPendingSend(let reason): "the snapshot's pending send is invalid: \(reason)"
        case .busy: "a snapshot cannot be restored while the chart is running a macrostep"
        }
    }
}
