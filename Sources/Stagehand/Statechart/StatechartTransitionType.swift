/// Whether a transition exits its source state when its targets are inside it (SCXML 3.13).
public enum StatechartTransitionType: String, Sendable, Hashable, Codable {
    /// The source is exited and re-entered (the default).
    case external
    /// When the source is compound and every target is a proper descendant of it, the source is
    /// not exited; otherwise the transition behaves as ``external``.
    case `internal`
}
