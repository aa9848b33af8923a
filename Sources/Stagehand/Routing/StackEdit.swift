/// One edit of one back stack, as a router emits it in a change (``RouteChange/edits``): a
/// backend's navigation glue applies it to its toolkit's stack instead of comparing stacks.
public struct StackEdit<Route: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// What is done to the stack.
    public enum Operation: Hashable, Sendable {
        /// `route` goes on top.
        case push(Route)
        /// The top `count` routes go.
        case pop(Int)
        /// The first `keeping` routes stay; the rest is replaced by `routes` (all of them, with
        /// `keeping: 0`).
        case replace(keeping: Int, with: [Route])
    }

    /// The tab whose stack is edited; `nil` for the root stack (the flat router's only stack).
    public let tab: Route?
    /// The edit.
    public let operation: Operation

    /// Creates an edit of the stack of `tab` (`nil`: the root stack).
    public init(tab: Route?, _ operation: Operation) {
        self.tab = tab
        self.operation = operation
    }

    /// Applies the edit to `stack` (root first); a pop or a kept prefix longer than the stack
    /// stops at its bottom.
    /// - Parameter stack: The stack.
    public func apply(to stack: inout [Route]) {
        switch operation {
        case .push(let route):
            stack.append(route)
        case .pop(let count):
            stack.removeLast(Swift.min(Swift.max(count, 0), stack.count))
        case .replace(let keeping, let routes):
            stack.removeSubrange(Swift.min(Swift.max(keeping, 0), stack.count)...)
            stack.append(contentsOf: routes)
        }
    }

    /// `tab: push x`, `tab: pop n`, `tab: replace from k with [..]` (`root` for the root stack).
    public var description: String {
        let stackName = tab.map { "\($0)" } ?? "root"
        switch operation {
        case .push(let route): return "\(stackName): push \(route)"
        case .pop(let count): return "\(stackName): pop \(count)"
        case .replace(let keeping, let routes):
            return "\(stackName): replace from \(keeping) with [\(routes.map { "\($0)" }.joined(separator: ", "))]"
        }
    }
}
