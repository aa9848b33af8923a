/// What a state invokes: an async operation, an async sequence, or a child chart.
public enum StatechartInvocationKind: String, Sendable, Hashable, Codable {
    /// An `async throws` operation: its value or its error becomes one event, then it ends.
    case operation
    /// An `AsyncSequence`: each element becomes an event; its end or its error becomes a last one.
    case sequence
    /// A child ``Statechart`` started in the same isolation domain, with typed event mappings
    /// both ways.
    case chart
}
