extension StateMachine {
    /// The immutable, validated rules of a machine, shareable across isolation domains.
    ///
    /// Building a definition validates it (``MachineDiagnostic``): errors (unknown states,
    /// ambiguous rules, invalid delays) make the initialiser throw; warnings (unreachable states,
    /// dead ends, rules that can never fire) are kept in ``diagnostics``. States and event kinds
    /// are interned into a dense table, so dispatch never hashes.
    ///
    /// Events with payloads: make `Event` an enum with associated values and pass `eventKind`,
    /// which maps each event to the payload-free representative the rules are written with
    /// (for example `.signIn(user: "")`); guards, actions and handlers receive the full event.
    public struct Definition: Sendable {
        @usableFromInline let table: DefinitionTable<State, Event>

        init(table: DefinitionTable<State, Event>) {
            self.table = table
        }

        /// Builds and validates a definition.
        /// - Parameters:
        ///   - initial: The state the machine starts in.
        ///   - states: The declared states; empty to derive them from the rules.
        ///   - final: States in which the machine may stop (they are not dead ends).
        ///   - rules: The rules, in priority order.
        ///   - eventKind: Maps an event with a payload to the representative its rules use;
        ///     `nil` matches events by equality.
        /// - Throws: ``DefinitionError/invalid(diagnostics:)`` when validation finds errors.
        public init(
            initial: State, states: [State] = [], final: [State] = [], rules: [Rule],
            eventKind: (@Sendable (Event) -> Event)? = nil
        ) throws(DefinitionError) {
            table = try DefinitionTable(
                initial: initial, declared: states, final: final, rules: rules, kindOf: eventKind)
        }

        /// Builds a definition with its dispatch layout chosen by the caller (`true`: dense,
        /// `false`: sparse), so tests run both layouts on small machines.
        init(
            initial: State, states: [State] = [], final: [State] = [], rules: [Rule], dense: Bool
        ) throws(DefinitionError) {
            table = try DefinitionTable(
                initial: initial, declared: states, final: final, rules: rules, kindOf: nil, dense: dense)
        }

        /// Whether this definition dispatches through a dense `state × event` table.
        var isDense: Bool { table.isDense }

        /// The initial state.
        public var initial: State { table.states[table.initial] }
        /// Every state: the declared ones, or the ones the rules name, in order of appearance.
        public var states: [State] { Array(table.states) }
        /// The final states.
        public var final: [State] { table.finals.map { table.states[$0] } }
        /// The event kinds the rules match, in order of first appearance.
        public var events: [Event] { Array(table.kinds) }
        /// The rules, as declared.
        public var rules: [Rule] { table.rules }
        /// The warnings validation found (a definition with errors cannot be built).
        public var diagnostics: [MachineDiagnostic] { table.diagnostics }
        /// Whether any rule is delayed (such a machine needs a clock).
        package var hasDelayedRules: Bool { table.hasDelayedRules }

        /// A 64-bit hash of the definition — states, initial and final states, and every rule
        /// (event, sources, target, guard name, delay, internal flag) in order — that is the same
        /// in every process and on every platform; snapshots carry it so that a restore can refuse
        /// a snapshot of another machine.
        ///
        /// States and events enter it by `String(describing:)`; guards by name only (two
        /// definitions differing only in a guard's closure have the same fingerprint).
        public var fingerprint: UInt64 { table.fingerprint }

        /// The string-typed description of this definition (states and events named with
        /// `String(describing:)`; unnamed guards called `guard<rule index>`), for export and
        /// for the `stagehand` command.
        public var description: MachineDescription { table.machineDescription() }

        /// The event kinds that have a rule in `state`, ignoring guards, in definition order.
        /// - Parameter state: A state of the definition.
        /// - Returns: The kinds; empty for an unknown state.
        public func allowedEvents(in state: State) -> [Event] {
            table.allowedEvents(in: table.stateIndex[state] ?? -1)
        }

        /// The rules that lead from `source` to `target` (non-delayed, guards ignored), in order.
        /// - Parameters:
        ///   - source: The state to leave.
        ///   - target: The state to reach.
        /// - Returns: The matching rules.
        public func rules(from source: State, to target: State) -> [Rule] {
            table.rules.filter { rule in
                guard rule.delay == nil, rule.target == target else { return false }
                switch rule.sources {
                case .anyState: return table.stateIndex[source] != nil
                case .states(let list): return list.contains(source)
                }
            }
        }
    }
}

extension StateMachine.Definition where State == String, Event == String {
    /// Builds a string-typed definition from a ``MachineDescription``.
    ///
    /// Guards are resolved by name through `guards`; `after` seconds become delays.
    /// - Parameters:
    ///   - description: The description to build.
    ///   - guards: The guards the description may name.
    /// - Throws: ``DefinitionError/missingGuard(name:eventIndex:available:)`` when a
    ///   guard name is not in `guards`, ``DefinitionError/invalid(diagnostics:)`` when
    ///   validation finds errors.
    public init(
        _ description: MachineDescription, guards: [String: StateMachine<String, String>.Rule.Guard] = [:]
    ) throws(DefinitionError) {
        let diagnostics = description.diagnostics()
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw .invalid(diagnostics: diagnostics.sorted { $0.severity < $1.severity })
        }
        var rules: [StateMachine<String, String>.Rule] = []
        for (index, event) in description.events.enumerated() {
            var check: StateMachine<String, String>.Rule.Guard?
            if let name = event.guard {
                guard let found = guards[name] else {
                    throw .missingGuard(name: name, eventIndex: index, available: Array(guards.keys))
                }
                check = found
            }
            rules.append(
                StateMachine<String, String>.Rule(
                    event: event.name, sources: event.isFromAnyState ? .anyState : .states(event.from),
                    target: event.to,
                    guard: check, guardName: event.guard, delay: event.after.map { Duration.seconds($0) },
                    isInternal: event.isInternal))
        }
        try self.init(initial: description.initial, states: description.states, final: description.final, rules: rules)
    }
}

extension StateMachine where State == String, Event == String {
    /// Creates a string-typed machine from a ``MachineDescription``, in its initial state, not
    /// yet started.
    /// - Parameters:
    ///   - description: The description.
    ///   - guards: The guards the description names.
    ///   - clock: The clock for delayed rules.
    /// - Throws: ``DefinitionError`` when a guard is missing or validation finds errors.
    public convenience init(
        description: MachineDescription, guards: [String: Rule.Guard] = [:], clock: (any StagehandClock)? = nil
    ) throws(DefinitionError) {
        self.init(try Definition(description, guards: guards), clock: clock)
    }
}
