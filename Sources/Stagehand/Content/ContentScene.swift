/// The state of the ``StateContainer`` inside a ``ContentStateController``: which placeholder is
/// on top of the content, and a revision that changes when that placeholder is replaced.
///
/// Two scenes are equal when they show the same placeholder object, so a request for the state
/// already shown runs no transition, while a replaced placeholder does.
public struct ContentScene: Hashable, Sendable, CustomStringConvertible {
    /// Which state is shown.
    public let kind: ContentStateKind
    /// How many times the placeholder for ``kind`` was replaced before this scene was composed.
    package let revision: Int

    /// Creates a scene.
    /// - Parameters:
    ///   - kind: Which state is shown.
    ///   - revision: The placeholder revision; 0 for the first placeholder.
    package init(kind: ContentStateKind, revision: Int = 0) {
        self.kind = kind
        self.revision = revision
    }

    /// The kind's name, followed by `#revision` once the placeholder was replaced.
    public var description: String {
        revision == 0 ? kind.rawValue : "\(kind.rawValue)#\(revision)"
    }
}
