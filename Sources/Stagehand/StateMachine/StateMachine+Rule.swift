extension StateMachine {
    /// One rule of a definition: an event, the states it is accepted in, the state it leads
    /// to, and optionally a guard, an action, a delay or the internal flag.
    ///
    /// Rules are tried in declaration order; for a given state and event the first rule whose
    /// guard allows the event (or that has no guard) is taken.
    public struct Rule: Sendable {
        /// Decides whether a guarded rule may be taken; receives the current state and the event
        /// with its payload.
        public typealias Guard = @Sendable (State, Event) -> Bool
        /// Runs while the transition happens, after the leave handlers and before the state
        /// changes.
        public typealias Action = @Sendable (Transition) -> Void

        /// The states a rule is accepted in.
        public enum Sources: Sendable {
            /// Every state.
            case anyState
            /// The listed states.
            case states([State])
        }

        /// The event (kind) the rule matches.
        public let event: Event
        /// Where the rule is accepted.
        public let sources: Sources
        /// Where it leads.
        public let target: State
        /// The guard, if any.
        public let `guard`: Guard?
        /// The guard's name, used in exports and to tell guards apart during validation.
        public let guardName: String?
        /// The delay after which the rule fires by itself once its source state is entered; such
        /// a rule is never matched by `send`.
        public let delay: Duration?
        /// Whether a self-transition stays inside its state (no leave or enter handlers, delayed
        /// rules keep running).
        public let isInternal: Bool
        /// The transition action, if any.
        public let action: Action?

        /// Creates a rule accepted in the given states.
        /// - Parameters:
        ///   - event: The event (kind) the rule matches.
        ///   - sources: The states it is accepted in.
        ///   - target: The state it leads to.
        ///   - guard: An optional guard.
        ///   - guardName: A name for the guard (exports and validation).
        ///   - delay: Makes the rule a delayed rule.
        ///   - isInternal: Whether a self-transition is internal.
        ///   - action: An optional transition action.
        public init(
            event: Event, sources: Sources, target: State, guard: Guard? = nil, guardName: String? = nil,
            delay: Duration? = nil, isInternal: Bool = false, action: Action? = nil
        ) {
            self.event = event
            self.sources = sources
            self.target = target
            self.guard = `guard`
            self.guardName = `guard` == nil ? nil : guardName
            self.delay = delay
            self.isInternal = isInternal
            self.action = action
        }

        /// A rule for `event` from one state.
        /// - Parameters:
        ///   - event: The event (kind).
        ///   - source: The state it is accepted in.
        ///   - target: The state it leads to.
        ///   - guardName: A name for the guard.
        ///   - isInternal: Whether a self-transition is internal.
        ///   - guard: An optional guard.
        ///   - action: An optional action.
        /// - Returns: The rule.
        public static func on(
            _ event: Event, from source: State, to target: State, guardName: String? = nil,
            internal isInternal: Bool = false,
            guard: Guard? = nil, action: Action? = nil
        ) -> Rule {
            Rule(
                event: event, sources: .states([source]), target: target, guard: `guard`, guardName: guardName,
                isInternal: isInternal, action: action)
        }

        /// A rule for `event` from several states.
        /// - Parameters:
        ///   - event: The event (kind).
        ///   - sources: The states it is accepted in.
        ///   - target: The state it leads to.
        ///   - guardName: A name for the guard.
        ///   - isInternal: Whether a self-transition is internal.
        ///   - guard: An optional guard.
        ///   - action: An optional action.
        /// - Returns: The rule.
        public static func on(
            _ event: Event, from sources: [State], to target: State, guardName: String? = nil,
            internal isInternal: Bool = false, guard: Guard? = nil, action: Action? = nil
        ) -> Rule {
            Rule(
                event: event, sources: .states(sources), target: target, guard: `guard`, guardName: guardName,
                isInternal: isInternal, action: action)
        }

        /// A rule for `event` from the given sources (for example `.anyState`).
        /// - Parameters:
        ///   - event: The event (kind).
        ///   - sources: Where it is accepted.
        ///   - target: The state it leads to.
        ///   - guardName: A name for the guard.
        ///   - isInternal: Whether a self-transition is internal.
        ///   - guard: An optional guard.
        ///   - action: An optional action.
        /// - Returns: The rule.
        public static func on(
            _ event: Event, from sources: Sources, to target: State, guardName: String? = nil,
            internal isInternal: Bool = false, guard: Guard? = nil, action: Action? = nil
        ) -> Rule {
            Rule(
                event: event, sources: sources, target: target, guard: `guard`, guardName: guardName,
                isInternal: isInternal, action: action)
        }

        /// A delayed rule: `delay` after `source` is entered, the machine takes it by itself
        /// (carrying `event`), unless the state was left first.
        /// - Parameters:
        ///   - delay: How long after entering `source`.
        ///   - event: The event the transition carries.
        ///   - source: The state that arms the rule.
        ///   - target: The state it leads to.
        ///   - guardName: A name for the guard.
        ///   - guard: An optional guard, checked when the delay has elapsed.
        ///   - action: An optional action.
        /// - Returns: The rule.
        public static func after(
            _ delay: Duration, on event: Event, from source: State, to target: State, guardName: String? = nil,
            guard: Guard? = nil, action: Action? = nil
        ) -> Rule {
            Rule(
                event: event, sources: .states([source]), target: target, guard: `guard`, guardName: guardName,
                delay: delay, action: action)
        }
    }
}
