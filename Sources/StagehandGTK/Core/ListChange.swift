/// One `items-changed` notification from a list model: at `position`, `removed` items were
/// replaced by `added` new ones.
public struct ListChange: Hashable, Sendable, CustomStringConvertible {
    /// The index of the first changed item.
    public var position: Int
    /// How many items were removed at `position`.
    public var removed: Int
    /// How many items were inserted at `position`.
    public var added: Int

    /// Creates a change description.
    /// - Parameters:
    ///   - position: The index of the first changed item.
    ///   - removed: How many items were removed there.
    ///   - added: How many items were inserted there.
    public init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }

    /// A compact description, e.g. `@2 -1 +3`.
    public var description: String {
        "@\(position) -\(removed) +\(added)"
    }
}
