extension Statechart {
    /// An immutable, validated chart definition, compiled to dense tables; share one between
    /// any number of ``Statechart`` instances.
    public struct Definition: Sendable {
        let table: StatechartTable<State, Event>

        /// The warnings found when the definition was built (errors make it throw).
        public let diagnostics: [StatechartDiagnostic]

        /// Builds and validates a chart from its top-level states.
        /// - Parameters:
        ///   - initial: The top-level state entered at start-up (SCXML `<scxml initial>`); the
        ///     first top-level state when `nil`.
        ///   - content: The top-level states, in document order.
        /// - Throws: ``StatechartDefinitionError/invalid(diagnostics:)`` listing every problem
        ///   when any is an error.
        public init(
            initial: State? = nil, @Builder _ content: () -> [Element]
        ) throws(StatechartDefinitionError) {
            var compiler = StatechartCompiler<State, Event>()
            compiler.compile(initial: initial, content())
            if compiler.diagnostics.contains(where: { $0.severity == .error }) {
                throw .invalid(diagnostics: compiler.diagnostics)
            }
            self.table = compiler.table
            self.diagnostics = compiler.diagnostics
        }

        /// Every declared state and pseudo-state, in document order.
        public var states: [State] { table.states.compactMap { $0 } }
    }
}
