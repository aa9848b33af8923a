/// Which states a history pseudo-state remembers when its parent is exited (SCXML 3.10).
public enum StatechartHistoryKind: String, Sendable, Hashable, Codable {
    /// The parent's active children.
    case shallow
    /// The parent's active atomic descendants.
    case deep
}
