extension ChildTransition {
    /// The description a container uses when its delegate gives none: a child adopting
    /// ``ChildTransitioning`` describes itself, every other child gets ``fade``.
    /// - Parameters:
    ///   - child: The arriving or leaving child.
    ///   - isAppearing: Whether it is arriving.
    /// - Returns: The child's own description, or the fade.
    @MainActor
    public static func standard(for child: AnyObject, isAppearing: Bool) -> ChildTransition {
        // A container asks this for every arriving and leaving child, usually all of one class:
        // the class last found not to adopt the protocol skips the dynamic cast (a conformance
        // look-up of hundreds of instructions). A class's conformances come with the modules
        // linked in, so the answer does not change (only a module loaded at run time that adds a
        // retroactive conformance to an already seen class would be missed).
        let childClass = ObjectIdentifier(type(of: child))
        if childClass == StandardTransitionMemo.lastPlainClass { return .fade }
        if let transitioning = child as? any ChildTransitioning {
            return transitioning.stateTransition(isAppearing: isAppearing)
        }
        StandardTransitionMemo.lastPlainClass = childClass
        return .fade
    }
}

/// What ``ChildTransition/standard(for:isAppearing:)`` remembers between calls.
@MainActor
private enum StandardTransitionMemo {
    /// The class of the last child found not to adopt ``ChildTransitioning``.
    static var lastPlainClass: ObjectIdentifier?
}
