extension Statechart {
    /// One line of a chart definition: a state (with its content), a pseudo-state, a transition
    /// or a handler, as the DSL's types (``ChartState``, ``Parallel``, ``FinalState``,
    /// ``HistoryState``, ``Initial``, ``On``, ``Always``, ``OnEntry``, ``OnExit``, ``Invoke``) make
    /// it inside a ``Builder`` block; the erased form a helper can return or collect.
    ///
    /// ```swift
    /// let definition = try Statechart<Screen, AppEvent>.Definition {
    ///     ChartState(.signedOut) {
    ///         On(.signIn, to: .signedIn)
    ///     }
    ///     Parallel(.signedIn) {
    ///         ChartState(.tabs, initial: .home) {
    ///             ChartState(.home)
    ///             ChartState(.search)
    ///             HistoryState(.tabsHistory, .shallow, default: [.home])
    ///         }
    ///         On(.offline, to: .signedOut)
    ///     }
    /// }
    /// ```
    ///
    /// Elements nest to any depth: building, compiling and releasing a chain of nested states
    /// takes no stack space proportional to its depth.
    public struct Element: Sendable {
        /// The element's node and children, in a class whose `deinit` releases the subtree
        /// iteratively.
        var storage: Storage

        init(_ node: Node, children: [Element] = []) {
            storage = Storage(node, children: children)
        }

        /// What the element is (its children are in ``children``).
        var node: Node { storage.node }
        /// The content of a state, parallel or final state, in document order.
        var children: [Element] { storage.children }

        enum Node: Sendable {
            case state(State, initial: State?)
            case parallel(State)
            case final(State)
            case history(State, StatechartHistoryKind, defaults: [State], Action?)
            case initial([State], Action?)
            case transition(Descriptor, targets: [State], StatechartTransitionType, Guard?, Action?)
            case entry(Action)
            case exit(Action)
            case invoke(InvocationSpec)
        }

        enum Descriptor: Sendable {
            case eventless
            case events(String)
        }

        /// An element's node and children.
        ///
        /// Releasing a tree of nested values is recursive in Swift (each node's release
        /// releases its children), so a deep enough chain would overflow the stack. This
        /// `deinit` instead moves the children of every uniquely referenced descendant into one
        /// work list, so each box is released with no children left: constant stack, linear
        /// work.
        ///
        /// `@unchecked Sendable`: `children` is only mutated in `deinit`, on this box (no other
        /// reference exists while it runs) and on descendants that
        /// `isKnownUniquelyReferenced` proves are referenced only by the work list being
        /// drained, so no other thread can read or write them; everywhere else the box is
        /// immutable (`node` is a `let`, and `children` is set once in `init`), and every
        /// stored value is `Sendable`.
        final class Storage: @unchecked Sendable {
            let node: Node
            var children: [Element]

            init(_ node: Node, children: [Element]) {
                self.node = node
                self.children = children
            }

            deinit {
                guard !children.isEmpty else { return }
                var pending = children
                children = []
                while var element = pending.popLast() {
                    guard isKnownUniquelyReferenced(&element.storage), !element.storage.children.isEmpty else {
                        continue
                    }
                    pending.append(contentsOf: element.storage.children)
                    element.storage.children = []
                    // `element` is released here, childless.
                }
            }
        }
    }

    /// Builds the content of a state (or of the whole chart) from lines of the DSL: values of
    /// types that conform to ``StatechartComponent`` with this chart's `State` and `Event`, from
    /// which each line's generic parameters are inferred.
    @resultBuilder
    public enum Builder {
        /// Adds one line.
        /// - Parameter component: The line: a ``ChartState``, ``On``, … or an ``Element``.
        /// - Returns: A one-element list.
        public static func buildExpression(_ component: some StatechartComponent<State, Event>) -> [Element] {
            [component.element]
        }
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
