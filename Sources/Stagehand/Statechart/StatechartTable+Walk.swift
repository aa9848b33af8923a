// The one walk over a compiled chart's tree in document order, shared by the SCXML export and
// the drawing.

extension StatechartTable {
    /// One step of ``walk(_:)``: a state (or history pseudo-state) reached, or its subtree done.
    enum WalkStep {
        /// The state at this index is reached, `depth` levels below the top level (0).
        case open(Int, depth: Int)
        /// Every descendant of the state at this index has been visited.
        case close(Int, depth: Int)
    }

    /// Visits every state and history pseudo-state in document order from an explicit stack (no
    /// recursion: a chart nested any number of levels deep takes constant stack space).
    ///
    /// `visit` receives ``WalkStep/open(_:depth:)`` for each node and answers whether to walk
    /// its subtree; when it does, ``WalkStep/close(_:depth:)`` follows once the subtree is done.
    /// - Parameter visit: Called for each step; its answer is ignored for a close step.
    func walk(_ visit: (WalkStep) -> Bool) {
        var tasks: [(state: Int, depth: Int, close: Bool)] = children[0].reversed().map { ($0, 0, false) }
        while let (state, depth, close) = tasks.popLast() {
            if close {
                _ = visit(.close(state, depth: depth))
                continue
            }
            guard visit(.open(state, depth: depth)) else { continue }
            tasks.append((state, depth, true))
            for child in documentChildren(of: state).reversed() { tasks.append((child, depth + 1, false)) }
        }
    }

    /// The child states and history pseudo-states of `state`, merged back into document order.
    func documentChildren(of state: Int) -> [Int] {
        histories[state].isEmpty ? children[state] : SortedIndices.merged(children[state], histories[state])
    }
}
