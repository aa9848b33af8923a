/// How a ``GTKContainerHost`` animates a child that has no custom transition callbacks.
public enum ContainerEffect: Hashable, Sendable {
    /// Opacity 0 → 1 when appearing, 1 → 0 when disappearing.
    case fade
    /// The fade, plus a scale from `scale` → 1 when appearing and 1 → `scale` when disappearing,
    /// about the container's center.
    case fadeAndScale(Double)
}
