extension ChildTransition {
    /// The description a container uses when its delegate gives none: a child adopting
    /// ``ChildTransitioning`` describes itself, every other child gets ``fade``.
    /// - Parameters:
    ///   - child: The arriving or leaving child.
    ///   - isAppearing: Whether it is arriving.
    /// - Returns: The child's own description, or the fade.
    @MainActor
    public static func standard(for child: AnyObject, isAppearing: Bool) -> ChildTransition {
        if let transitioning = child as? any ChildTransitioning {
            return transitioning.stateTransition(isAppearing: isAppearing)
        }
        return .fade
    }
}
