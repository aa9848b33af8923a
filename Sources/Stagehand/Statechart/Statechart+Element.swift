extension Statechart {
    /// One line of a chart definition: a state (with its content), a pseudo-state, a transition
    /// or a handler, written with the DSL functions (`state`, `parallel`, `finalState`,
    /// `history`, `initial`, `on`, `always`, `onEntry`, `onExit`) inside a ``Builder`` block.
    ///
    /// ```swift
    /// let definition = try Statechart<Screen, AppEvent>.Definition {
    ///     state(Screen.signedOut) {
    ///         on("signIn", to: Screen.signedIn)
    ///     }
    ///     parallel(Screen.signedIn) {
    ///         state(Screen.tabs, initial: .home) {
    ///             state(Screen.home)
    ///             state(Screen.search)
    ///             history(Screen.tabsHistory, .shallow, default: [.home])
    ///         }
    ///         on("offline", to: Screen.signedOut)
    ///     }
    /// }
    /// ```
    public struct Element: Sendable {
        let node: Node

        indirect enum Node: Sendable {
            case state(State, initial: State?, [Element])
            case parallel(State, [Element])
            case final(State, [Element])
            case history(State, StatechartHistoryKind, defaults: [State], Action?)
            case initial([State], Action?)
            case transition(Descriptor, targets: [State], StatechartTransitionType, Guard?, Action?)
            case entry(Action)
            case exit(Action)
        }

        enum Descriptor: Sendable {
            case eventless
            case events(String)
        }
    }

    /// Builds the content of a state (or of the whole chart) from ``Element`` lines.
    @resultBuilder
    public enum Builder {
        /// Wraps one element.
        /// - Parameter element: The element.
        /// - Returns: A one-element list.
        public static func buildExpression(_ element: Element) -> [Element] { [element] }
        /// Keeps a list of elements built elsewhere.
        /// - Parameter elements: The elements.
        /// - Returns: The same list.
        public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
        /// Concatenates the lines of a block.
        /// - Parameter parts: The lines.
        /// - Returns: Their elements in order.
        public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
        /// An `if` without `else`.
        /// - Parameter part: The elements, when the condition held.
        /// - Returns: The elements or nothing.
        public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
        /// The first branch of an `if`/`else`.
        /// - Parameter part: The branch's elements.
        /// - Returns: The same elements.
        public static func buildEither(first part: [Element]) -> [Element] { part }
        /// The second branch of an `if`/`else`.
        /// - Parameter part: The branch's elements.
        /// - Returns: The same elements.
        public static func buildEither(second part: [Element]) -> [Element] { part }
        /// A `for` loop.
        /// - Parameter parts: The elements of each iteration.
        /// - Returns: All of them in order.
        public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    }
}
