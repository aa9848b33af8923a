/// What an invoked operation or sequence produced, before the invocation's mapping turns it into
/// one of the chart's events.
///
/// An invoker that runs the real work produces these through ``StatechartInvocation/run(isolation:)``;
/// a test driver (`ManualInvoker` in StagehandTesting) hands them to
/// ``StatechartInvocation/deliver(_:)`` itself.
public enum StatechartInvocationOutput: Sendable {
    /// The operation returned this value (it ends the invocation).
    case value(any Sendable)
    /// The operation or sequence threw this error (it ends the invocation).
    case failure(any Error)
    /// The sequence produced this element (the invocation goes on).
    case element(any Sendable)
    /// The sequence ended (it ends the invocation).
    case finished

    /// Whether this output ends the invocation.
    package var isTerminal: Bool {
        switch self {
        case .value, .failure, .finished: true
        case .element: false
        }
    }
}
