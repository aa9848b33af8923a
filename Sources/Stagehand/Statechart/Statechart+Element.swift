extension Statechart {
    /// One line of a chart definition: a state (with its content), a pseudo-state, a transition
    /// or a handler, written with the static functions below inside a ``Builder`` block.
    ///
    /// ```swift
    /// let definition = try Statechart<Screen, AppEvent>.Definition {
    ///     .state(.signedOut) {
    ///         .on("signIn", to: .signedIn)
    ///     }
    ///     .parallel(.signedIn) {
    ///         .state(.tabs, initial: .home) {
    ///             .state(.home)
    ///             .state(.search)
    ///             .history(.tabsHistory, .shallow, default: [.home])
    ///         }
    ///         .on("offline", to: .signedOut)
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

        /// A state; with child states it is compound (SCXML `<state>`), otherwise atomic.
        /// - Parameters:
        ///   - id: The state's value; unique in the chart.
        ///   - initial: The child entered by default (SCXML `initial`); the first child in
        ///     document order when `nil` and no ``initial(_:action:)`` element is given.
        ///   - content: Child states, pseudo-states, transitions and handlers.
        /// - Returns: The element.
        public static func state(
            _ id: State, initial: State? = nil, @Builder _ content: () -> [Element] = { [] }
        ) -> Element {
            Element(node: .state(id, initial: initial, content()))
        }

        /// A parallel state (SCXML `<parallel>`): all its child states (regions) are active
        /// together.
        /// - Parameters:
        ///   - id: The state's value; unique in the chart.
        ///   - content: Regions, history pseudo-states, transitions and handlers.
        /// - Returns: The element.
        public static func parallel(_ id: State, @Builder _ content: () -> [Element]) -> Element {
            Element(node: .parallel(id, content()))
        }

        /// A final state (SCXML `<final>`): entering it completes its parent; at the top level
        /// it ends the machine.
        /// - Parameters:
        ///   - id: The state's value; unique in the chart.
        ///   - content: Entry and exit handlers only.
        /// - Returns: The element.
        public static func final(_ id: State, @Builder _ content: () -> [Element] = { [] }) -> Element {
            Element(node: .final(id, content()))
        }

        /// A history pseudo-state (SCXML `<history>`) of the enclosing state.
        /// - Parameters:
        ///   - id: The pseudo-state's value; unique in the chart; a transition may target it.
        ///   - kind: Shallow (active children) or deep (active atomic descendants).
        ///   - defaults: The targets entered when nothing is recorded yet.
        ///   - action: Run after the parent's entry handlers when the default is used.
        /// - Returns: The element.
        public static func history(
            _ id: State, _ kind: StatechartHistoryKind = .shallow, default defaults: [State],
            action: Action? = nil
        ) -> Element {
            Element(node: .history(id, kind, defaults: defaults, action))
        }

        /// The enclosing compound state's initial transition (SCXML `<initial>`), with actions
        /// that run after the state's entry handlers.
        /// - Parameters:
        ///   - targets: Descendants entered by default (several only in different regions).
        ///   - action: The transition's action.
        /// - Returns: The element.
        public static func initial(_ targets: [State], action: Action? = nil) -> Element {
            Element(node: .initial(targets, action))
        }

        /// A transition taken on events matching `events` (space-separated SCXML descriptors:
        /// `error` matches `error.network.timeout`, `*` matches any event).
        /// - Parameters:
        ///   - events: One or more descriptors separated by spaces.
        ///   - targets: Where it goes; empty for a targetless transition.
        ///   - type: External (default) or internal.
        ///   - guard: The condition; `nil` always holds.
        ///   - action: Run between the exits and the entries.
        /// - Returns: The element.
        public static func on(
            _ events: String, to targets: [State] = [], type: StatechartTransitionType = .external,
            when guard: Guard? = nil, action: Action? = nil
        ) -> Element {
            Element(node: .transition(.events(events), targets: targets, type, `guard`, action))
        }

        /// A transition with one target taken on events matching `events`.
        /// - Parameters:
        ///   - events: One or more descriptors separated by spaces.
        ///   - target: Where it goes.
        ///   - type: External (default) or internal.
        ///   - guard: The condition; `nil` always holds.
        ///   - action: Run between the exits and the entries.
        /// - Returns: The element.
        public static func on(
            _ events: String, to target: State, type: StatechartTransitionType = .external,
            when guard: Guard? = nil, action: Action? = nil
        ) -> Element {
            on(events, to: [target], type: type, when: `guard`, action: action)
        }

        /// An eventless transition, taken as soon as its guard holds, before the next event.
        /// - Parameters:
        ///   - targets: Where it goes; empty for a targetless transition.
        ///   - type: External (default) or internal.
        ///   - guard: The condition; `nil` always holds.
        ///   - action: Run between the exits and the entries.
        /// - Returns: The element.
        public static func always(
            to targets: [State] = [], type: StatechartTransitionType = .external, when guard: Guard? = nil,
            action: Action? = nil
        ) -> Element {
            Element(node: .transition(.eventless, targets: targets, type, `guard`, action))
        }

        /// An eventless transition with one target.
        /// - Parameters:
        ///   - target: Where it goes.
        ///   - type: External (default) or internal.
        ///   - guard: The condition; `nil` always holds.
        ///   - action: Run between the exits and the entries.
        /// - Returns: The element.
        public static func always(
            to target: State, type: StatechartTransitionType = .external, when guard: Guard? = nil,
            action: Action? = nil
        ) -> Element {
            always(to: [target], type: type, when: `guard`, action: action)
        }

        /// An entry handler of the enclosing state (SCXML `<onentry>`).
        /// - Parameter action: The handler.
        /// - Returns: The element.
        public static func onEntry(_ action: @escaping Action) -> Element {
            Element(node: .entry(action))
        }

        /// An exit handler of the enclosing state (SCXML `<onexit>`).
        /// - Parameter action: The handler.
        /// - Returns: The element.
        public static func onExit(_ action: @escaping Action) -> Element {
            Element(node: .exit(action))
        }
    }

    /// Builds the content of a state (or of the whole chart) from ``Element`` lines.
    @resultBuilder
    public enum Builder {
        /// Wraps one element.
        /// - Parameter element: The element.
        /// - Returns: A one-element list.
        public static func buildExpression(_ element: Element) -> [Element] { [element] }
        /// Keeps a list of elements.
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
