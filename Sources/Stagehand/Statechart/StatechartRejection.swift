/// An external event that a strict ``Statechart`` did not take: the event, the configuration it
/// arrived in and the events that configuration allows.
///
/// The chart builds it without allocating memory or formatting text when its configuration has one
/// active atomic state (every chart without parallel states): it keeps the event's name, that
/// state and a reference to the chart's shared compiled program; ``configuration`` and
/// ``allowedEvents`` are worked out when they are read. A parallel configuration keeps the
/// list of its active atomic states. So a strict chart rejects events without allocating, and the
/// words are paid for only when a person reads them (a rejection still costs a few times a flat
/// ``StateMachine``'s: row F2 of `stagehand-bench flatchart` measures both).
///
/// Two rejections are equal when their event, configuration and allowed events are equal.
public struct StatechartRejection: Sendable, Hashable, CustomStringConvertible {
    /// The event's name.
    public let event: String
    private let storage: Storage

    /// The configuration, as the chart saw it or as text.
    private enum Storage: Sendable {
        /// The active atomic states (indices in document order) of a compiled chart.
        case states(leaf: Int, more: [Int], chart: any StatechartShape)
        /// Text given to ``init(event:configuration:allowedEvents:)``.
        case text(configuration: [String], allowedEvents: [String])
    }

    /// Describes a rejection in words (to compare a chart's with in tests, or to report one a
    /// layer above the chart found).
    /// - Parameters:
    ///   - event: The event's name.
    ///   - configuration: The identifiers of the active atomic states, in document order.
    ///   - allowedEvents: The event descriptors the active states have transitions for.
    public init(event: String, configuration: [String], allowedEvents: [String]) {
        self.event = event
        storage = .text(configuration: configuration, allowedEvents: allowedEvents)
    }

    /// A rejection in a chart's configuration: `leaf` is its first active atomic state and
    /// `more` holds the others (only in parallel configurations), in document order.
    init(event: String, leaf: Int, more: [Int], chart: any StatechartShape) {
        self.event = event
        storage = .states(leaf: leaf, more: more, chart: chart)
    }

    /// The identifiers of the active atomic states, in document order.
    public var configuration: [String] {
        switch storage {
        case .text(let configuration, _):
            return configuration
        case .states(let leaf, let more, let chart):
            let ids = chart.topology.ids
            return [ids[leaf]] + more.map { ids[$0] }
        }
    }

    /// The event descriptors the active states have transitions for, each once, in document
    /// order of the states and their transitions (guards permitting, the events the
    /// configuration takes).
    public var allowedEvents: [String] {
        switch storage {
        case .text(_, let allowedEvents):
            return allowedEvents
        case .states(let leaf, let more, let chart):
            let topology = chart.topology
            // The active states are the atomic ones and their ancestors; state indices are in
            // document order, so sorting the set gives that order.
            var active = Set<Int>()
            for atomic in [leaf] + more {
                var state = atomic
                while state > 0, active.insert(state).inserted { state = topology.parent[state] }
            }
            var seen = Set<String>()
            var result: [String] = []
            for state in active.sorted() {
                for transition in topology.transitionStart[state]..<topology.transitionStart[state + 1] {
                    for descriptor in topology.transitionDescriptors[transition] where seen.insert(descriptor).inserted
                    {
                        result.append(descriptor)
                    }
                }
            }
            return result
        }
    }

    /// Says what was rejected, where, and what is allowed.
    public var description: String {
        let allowed = allowedEvents
        return "event '\(event)' is not allowed in configuration [\(configuration.joined(separator: ", "))]; "
            + "allowed: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", "))"
    }

    /// Whether two rejections name the same event, configuration and allowed events.
    /// - Parameters:
    ///   - lhs: A rejection.
    ///   - rhs: Another rejection.
    /// - Returns: Whether they are equal.
    public static func == (lhs: StatechartRejection, rhs: StatechartRejection) -> Bool {
        lhs.event == rhs.event && lhs.configuration == rhs.configuration && lhs.allowedEvents == rhs.allowedEvents
    }

    /// Hashes the event, the configuration and the allowed events.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(event)
        hasher.combine(configuration)
        hasher.combine(allowedEvents)
    }
}

/// A compiled chart's structure, as a rejection reads it without knowing the chart's types.
protocol StatechartShape: AnyObject, Sendable {
    /// The chart's tree and transitions.
    var topology: StatechartTopology { get }
}

extension StatechartProgram: StatechartShape {}
