/// A child that describes its own transitions; every requirement has a default, so a child
/// implements only what it changes.
///
/// ``StateContainer/transition(for:isAppearing:)`` asks adopting children for their description
/// and gives every other child ``ChildTransition/fade``.
@MainActor
public protocol ChildTransitioning: AnyObject {
    /// The description of this child's appearing (`isAppearing == true`) or disappearing change.
    /// - Parameter isAppearing: Whether the child is appearing.
    /// - Returns: The child's transition description; the default is ``ChildTransition/fade``.
    func stateTransition(isAppearing: Bool) -> ChildTransition
}

extension ChildTransitioning {
    /// The default description: ``ChildTransition/fade``.
    /// - Parameter isAppearing: Whether the child is appearing (unused).
    /// - Returns: ``ChildTransition/fade``.
    public func stateTransition(isAppearing: Bool) -> ChildTransition {
        .fade
    }
}
