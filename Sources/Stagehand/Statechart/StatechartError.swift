/// Why a running ``Statechart`` stopped processing.
public enum StatechartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A macrostep needed more microsteps than ``RunLimits/stepsPerRun``
    /// (an eventless or raise cycle). The chart stopped after its last complete microstep, in a
    /// consistent configuration, and dropped its internal queue.
    /// - Parameters:
    ///   - limit: The microstep budget.
    ///   - configuration: The identifiers of the active atomic states, in document order.
    ///   - recentEvents: The names of the last signals processed (oldest first; `""` for an
    ///     eventless microstep).
    case stepLimitExceeded(limit: Int, configuration: [String], recentEvents: [String])
    /// One call processed ``RunLimits/externalEventsPerCall`` external events and more
    /// were still queued (actions that keep sending events, as an entry action that sends
    /// itself one or a zero-delay send that sends itself again). The chart stopped after its
    /// last complete macrostep, in a consistent configuration, and dropped its external queue.
    /// - Parameters:
    ///   - limit: The external-event budget of one call.
    ///   - configuration: The identifiers of the active atomic states, in document order.
    ///   - recentEvents: The names of the last signals processed (oldest first; `""` for an
    ///     eventless microstep).
    case externalEventLimitExceeded(limit: Int, configuration: [String], recentEvents: [String])
    /// Under the ``UnhandledEventPolicy/reject`` (or ``UnhandledEventPolicy/report(_:)``)
    /// policy, an external event enabled no transition; the chart did not change.
    /// - Parameter rejection: The event, the configuration and the events it allows (built
    ///   without allocating; its text is worked out when read).
    case rejected(StatechartRejection)
    /// ``Statechart/send(_:)`` was called before ``Statechart/start()``.
    case notStarted
    /// ``Statechart/start()`` was called on a chart that already started.
    case alreadyStarted
    /// A delayed send was requested on a chart created without a clock; the event was dropped.
    /// - Parameter event: The event's name.
    case noClock(event: String)
    /// A state invoked an operation or a sequence, but the chart has no invoker to run it; the
    /// invocation did not start.
    /// - Parameter invocation: The invocation's identifier.
    case noInvoker(invocation: String)
    /// A child chart would have nested deeper than ``RunLimits/invocationDepth`` (charts
    /// that invoke each other recursively); it did not start.
    /// - Parameters:
    ///   - invocation: The invocation's identifier.
    ///   - limit: The depth limit.
    case invocationDepthExceeded(invocation: String, limit: Int)
    /// An action sent an event to an invocation that is not a running child chart; the event
    /// was dropped.
    /// - Parameters:
    ///   - id: The invocation's identifier.
    ///   - event: The event's name.
    case unknownInvocation(id: String, event: String)
    /// An action sent an event to its parent, but no chart invoked this one; the event was
    /// dropped.
    /// - Parameter event: The event's name.
    case noParent(event: String)

    /// What went wrong and what is allowed.
    public var description: String {
        switch self {
        case .stepLimitExceeded(let limit, let configuration, let events):
            return "the macrostep exceeded \(limit) microsteps (an eventless or raise cycle?); "
                + "configuration [\(configuration.joined(separator: ", "))], "
                + "last events [\(events.map { $0.isEmpty ? "(eventless)" : $0 }.joined(separator: ", "))]"
        case .externalEventLimitExceeded(let limit, let configuration, let events):
            return "one call processed \(limit) external events and more were queued (an action that keeps "
                + "sending events?); the rest were dropped; configuration [\(configuration.joined(separator: ", "))], "
                + "last events [\(events.map { $0.isEmpty ? "(eventless)" : $0 }.joined(separator: ", "))]"
        case .rejected(let rejection):
            return rejection.description
        case .notStarted:
            return "the statechart has not been started; call start() before sending events"
        case .alreadyStarted:
            return "the statechart was already started; start() may be called once"
        case .noClock(let event):
            return "event '\(event)' was sent with a delay, but the statechart has no clock; "
                + "pass one to init(_:clock:invoker:limits:)"
        case .noInvoker(let invocation):
            return "invocation '\(invocation)' needs an invoker to run its work, but the statechart has none; "
                + "pass one to init(_:clock:invoker:limits:) (MainActorInvoker in apps, ManualInvoker in tests)"
        case .invocationDepthExceeded(let invocation, let limit):
            return "child chart '\(invocation)' would nest deeper than \(limit) charts (charts that invoke each "
                + "other recursively?); it was not started; raise RunLimits.invocationDepth if intended"
        case .unknownInvocation(let id, let event):
            return "event '\(event)' was sent to invocation '\(id)', which is not a running child chart; "
                + "send only to a child chart invoked by an active state"
        case .noParent(let event):
            return "event '\(event)' was sent to the parent chart, but no chart invoked this one; "
                + "only an invoked child chart has a parent"
        }
    }
}
