extension Statechart {
    /// An immutable, validated chart definition, compiled to dense tables; share one between
    /// any number of ``Statechart`` instances.
    public struct Definition: Sendable {
        /// The compiled chart, built once here and shared by every chart created from this
        /// definition (and by its copies).
        @usableFromInline
        let program: StatechartProgram<State, Event>

        /// The compiled states, transitions and closures.
        var table: StatechartTable<State, Event> { program.table }

        /// The warnings found when the definition was built (errors make it throw).
        public let diagnostics: [MachineDiagnostic]

        /// Builds and validates a chart from its top-level states.
        /// - Parameters:
        ///   - initial: The top-level state entered at start-up (SCXML `<scxml initial>`); the
        ///     first top-level state when `nil`.
        ///   - content: The top-level states, in document order.
        /// - Throws: ``DefinitionError/invalid(diagnostics:)`` listing every problem
        ///   when any is an error.
        public init(
            initial: State? = nil, @Builder _ content: () -> [Element]
        ) throws(DefinitionError) {
            try self.init(initial: initial, exactEventNames: false, content)
        }

        /// Builds and validates a chart whose transitions match events by their whole name, as
        /// a flat machine's rules do: `a` takes `a` only (not `a.b`), and a name may hold
        /// spaces, dots and `*`. The `stagehand` command reads flat machine files this way.
        /// - Parameters:
        ///   - initial: The top-level state entered at start-up; the first when `nil`.
        ///   - exactEventNames: Whether descriptors are whole names (`false`: SCXML's token
        ///     prefixes and `*`).
        ///   - keys: For events that carry a key (the flat face's): each key's descriptor, and
        ///     the key of an event (-1: none of them), so events are classified without their
        ///     names; `nil`: by name.
        ///   - content: The top-level states, in document order.
        /// - Throws: ``DefinitionError/invalid(diagnostics:)`` listing every problem.
        @_specialize(exported:true,where State == String, Event == String)  // See `start()`.
        package init(
            initial: State? = nil, exactEventNames: Bool,
            keys: (descriptors: [String], of: @Sendable (Event) -> Int)? = nil, @Builder _ content: () -> [Element]
        ) throws(DefinitionError) {
            var compiler = StatechartCompiler<State, Event>()
            compiler.table.exactEventNames = exactEventNames
            compiler.table.classifier = keys?.of
            compiler.table.keys = keys?.descriptors ?? []
            compiler.compile(initial: initial, content())
            if compiler.diagnostics.contains(where: { $0.severity == .error }) {
                throw .invalid(diagnostics: compiler.diagnostics)
            }
            self.program = StatechartProgram(compiler.table)
            self.diagnostics = compiler.diagnostics
        }

        /// A definition over an already compiled table (a router's instrumented copy).
        init(table: StatechartTable<State, Event>, diagnostics: [MachineDiagnostic]) {
            self.program = StatechartProgram(table)
            self.diagnostics = diagnostics
        }

        /// Every declared state and pseudo-state, in document order.
        public var states: [State] { table.states.compactMap { $0 } }
    }
}

extension Statechart.Definition: CustomStringConvertible {
    /// A one-line summary of the chart's shape, in linear time however deep it nests:
    /// `Statechart definition: 6 states (2 compound, 1 parallel, 1 final, 1 history),
    /// 4 transitions, nested 3 levels deep`.
    public var description: String {
        var compound = 0
        var parallel = 0
        var final = 0
        var history = 0
        for kind in table.kinds {
            switch kind {
            case .compound: compound += 1
            case .parallel: parallel += 1
            case .final: final += 1
            case .history: history += 1
            case .root, .atomic: break
            }
        }
        let states = table.count - 1
        let levels = table.depth.max() ?? 0
        return "Statechart definition: \(states) state\(states == 1 ? "" : "s") (\(compound) compound, "
            + "\(parallel) parallel, \(final) final, \(history) history), \(table.transitions.count) transition"
            + (table.transitions.count == 1 ? "" : "s") + ", nested \(levels) level\(levels == 1 ? "" : "s") deep"
    }
}
