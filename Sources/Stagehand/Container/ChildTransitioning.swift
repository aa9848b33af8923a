/// A child that describes its own transitions, through its one requirement.
///
/// ``StateContainerDelegate/transition(for:isAppearing:)`` asks adopting children for their description
/// and gives every other child ``ChildTransition/fade``, so a child that is happy with the fade
/// adopts nothing. The requirement has deliberately no default: a default from a protocol
/// extension is bound statically when a class conforms, so a subclass's override of a method the
/// base class left to the default would never be called (StatefulViewController's issue #62). A
/// class meant to be subclassed implements the method itself (non-`final`), and every subclass's
/// `override` is then the one the container asks.
@MainActor
public protocol ChildTransitioning: AnyObject {
    /// The description of this child's appearing (`isAppearing == true`) or disappearing change.
    /// - Parameter isAppearing: Whether the child is appearing.
    /// - Returns: The child's transition description; the default is ``ChildTransition/fade``.
    func stateTransition(isAppearing: Bool) -> ChildTransition
}
