/// Identifies an observer added with an `observe` method — of a ``StateContainer``, a ``Loader``,
/// a ``Statechart``, a ``Router`` or a ``NavigationRouter`` — so that object's
/// `removeObserver(_:)` can remove it; and a handler or observer registered with a
/// ``StateMachine`` (``StateMachine/onEnter(_:_:)``, ``StateMachine/observe(_:)`` and the
/// others), which ``StateMachine/removeHandler(_:)`` removes.
///
/// One type for every observation in the package; an identifier means something only to the
/// object that returned it (another object ignores it).
public struct ObservationID: Hashable, Sendable {
    @usableFromInline let raw: Int

    @usableFromInline
    init(raw: Int) {
        self.raw = raw
    }
}
