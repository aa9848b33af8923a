/// What ``StatechartInvocation/deliver(_:)`` did with an output.
public enum StatechartInvocationDelivery: Sendable, Hashable, CustomStringConvertible {
    /// The output became an event on the chart's external queue (and was processed, if the
    /// chart was at rest).
    case delivered
    /// The output was accepted and mapped to no event (a mapping that returned `nil`, or a
    /// sequence's end without an `onFinish` event); a terminal output still ended the invocation.
    case dropped
    /// The invocation had been cancelled or had ended: the output changed nothing.
    case ignored
    /// The output is not of the invocation's types (a test driver delivered the wrong value);
    /// it changed nothing.
    /// - Parameters:
    ///   - invocation: The invocation's identifier.
    ///   - expected: What it accepts.
    case typeMismatch(invocation: String, expected: String)

    /// What happened, in one sentence.
    public var description: String {
        switch self {
        case .delivered: "the output was delivered as an event"
        case .dropped: "the output was accepted and mapped to no event"
        case .ignored: "the invocation had been cancelled or had ended; the output changed nothing"
        case .typeMismatch(let invocation, let expected):
            "invocation '\(invocation)' accepts \(expected); the output changed nothing"
        }
    }
}
