extension Statechart {
    /// A transition's condition (SCXML `cond`), evaluated during transition selection, before
    /// the microstep it may belong to.
    public indirect enum Guard: Sendable {
        /// A Swift predicate over the signal being processed (`nil` for eventless transitions).
        case when(@Sendable (Signal?) -> Bool)
        /// SCXML `In('id')`: the state is in the active configuration.
        case inState(State)
        /// The negation of a guard.
        case not(Guard)
        /// True when every guard holds (an empty list holds).
        case all([Guard])
        /// True when any guard holds (an empty list does not).
        case any([Guard])
    }

    /// Work done by an entry or exit handler, a transition, an initial transition or a history
    /// default transition; it may raise, send and cancel events through its context.
    public typealias Action = @Sendable (ActionContext) -> Void

    /// What an ``Action`` can do while the chart runs it: raise internal events, send external
    /// events (optionally delayed on the chart's clock), cancel delayed sends, and read the
    /// configuration.
    public struct ActionContext {
        /// The chart running the action.
        @usableFromInline let chart: Statechart
        /// The signal being processed, or `nil` for an eventless transition or start-up.
        public let signal: Signal?

        @usableFromInline
        init(chart: Statechart, signal: Signal?) {
            self.chart = chart
            self.signal = signal
        }

        /// Puts `event` on the internal queue (SCXML `<raise>`); it is processed in this
        /// macrostep, after eventless transitions and earlier internal events.
        /// - Parameter event: The event to raise.
        public func raise(_ event: Event) {
            chart.enqueueInternal(event)
        }

        /// Puts `event` on the external queue (SCXML `<send>`), at once or after `delay` on the
        /// chart's clock.
        ///
        /// A delayed send needs a clock; without one it is reported to ``Statechart/onError`` and
        /// dropped.
        /// - Parameters:
        ///   - event: The event to send.
        ///   - delay: How long to wait; zero (the default) queues it at once.
        ///   - id: An identifier ``cancel(id:)`` can use before the event is due.
        public func send(_ event: Event, after delay: Duration = .zero, id: String? = nil) {
            chart.scheduleSend(event, after: delay, id: id)
        }

        /// Cancels every pending delayed send with identifier `id` (SCXML `<cancel sendid>`);
        /// an unknown identifier does nothing.
        /// - Parameter id: The identifier given to ``send(_:after:id:)``.
        public func cancel(id: String) {
            chart.cancelSend(id: id)
        }

        /// Sends `event` to the running child chart invoked as `id` (SCXML
        /// `<send target="#_id">`), through the invocation's parent-to-child mapping; an `id`
        /// with no running child chart is reported to ``Statechart/onError`` as
        /// ``StatechartError/unknownInvocation(id:event:)``.
        /// - Parameters:
        ///   - event: The event, in this chart's type.
        ///   - id: The invocation's identifier.
        public func send(_ event: Event, toInvocation id: String) {
            chart.send(event, toInvocation: id)
        }

        /// Sends `event` to the chart that invoked this one (SCXML `<send target="#_parent">`),
        /// through the invocation's child-to-parent mapping; in a chart nobody invoked it is
        /// reported to ``Statechart/onError`` as ``StatechartError/noParent(event:)``.
        /// - Parameter event: The event, in this chart's type.
        public func sendToParent(_ event: Event) {
            chart.sendToParent(event)
        }

        /// Whether `state` is in the active configuration now.
        /// - Parameter state: A declared state.
        /// - Returns: `true` if it is active.
        public func isActive(_ state: State) -> Bool {
            chart.isActive(state)
        }
    }
}
