import Stagehand

/// A named child for ``RecordingHost``: it stands for a view controller or widget, and carries
/// the transition descriptions a test wants it to have.
@MainActor
public final class RecordingChild: ChildTransitioning, CustomStringConvertible {
    /// The name the host records for this child.
    public let name: String

    /// The description used when the child appears.
    public var appearing: ChildTransition

    /// The description used when the child disappears.
    public var disappearing: ChildTransition

    /// Creates a child.
    /// - Parameters:
    ///   - name: The name recorded in events.
    ///   - appearing: Its appearing description; the default fade unless given.
    ///   - disappearing: Its disappearing description; the default fade unless given.
    public init(_ name: String, appearing: ChildTransition = .fade, disappearing: ChildTransition = .fade) {
        self.name = name
        self.appearing = appearing
        self.disappearing = disappearing
    }

    /// The child's description for one direction.
    /// - Parameter isAppearing: Whether the child is appearing.
    /// - Returns: ``appearing`` or ``disappearing``.
    public func stateTransition(isAppearing: Bool) -> ChildTransition {
        isAppearing ? appearing : disappearing
    }

    /// The child's name.
    public nonisolated var description: String { name }
}
