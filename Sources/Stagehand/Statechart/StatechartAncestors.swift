/// Lowest-common-ancestor queries over a chart's state tree in O(log depth) steps, with one jump
/// pointer per state, so validation and the precomputed transition domains stay n log n even
/// for a chain of states nested 50,000 levels deep (walking up one parent at a time would be
/// quadratic there).
///
/// The jump pointers are the skew-binary ones: a state's pointer skips to its parent's
/// pointer's pointer when the two jumps below it have the same length, else to its parent, so
/// every ancestor is reached in a logarithmic number of jumps and parent steps. Ancestry itself
/// is the O(1) subtree-interval test (`s < d <= last[s]`).
struct StatechartAncestors: Sendable {
    let parent: [Int]
    let last: [Int]
    private(set) var jump: [Int]

    /// Builds the pointers; states are numbered in document order (parents before children),
    /// the root is 0 and its parent is -1.
    /// - Parameters:
    ///   - parent: Each state's parent.
    ///   - last: The last state of each state's subtree.
    init(parent: [Int], last: [Int]) {
        self.parent = parent
        self.last = last
        var depth = [Int](repeating: 0, count: parent.count)
        var jump = [Int](repeating: 0, count: parent.count)
        for state in parent.indices.dropFirst() {
            let up = parent[state]
            depth[state] = depth[up] + 1
            let upJump = jump[up]
            jump[state] =
                depth[up] - depth[upJump] == depth[upJump] - depth[jump[upJump]] && up != upJump ? jump[upJump] : up
        }
        self.jump = jump
    }

    /// Whether `ancestor` is `state` or one of its ancestors.
    @inline(__always)
    func contains(_ ancestor: Int, _ state: Int) -> Bool {
        ancestor <= state && state <= last[ancestor]
    }

    /// The deepest ancestor-or-self of `state` that is also an ancestor-or-self of `other`.
    func lowestCommonAncestor(_ state: Int, _ other: Int) -> Int {
        var current = state
        while !contains(current, other) {
            let far = jump[current]
            current = contains(far, other) ? parent[current] : far
        }
        return current
    }
}
