/// The object that supplies a ``StateContainer``'s children and receives its lifecycle hooks: the
/// one place where an app customises a container.
///
/// Only ``children(for:)`` is required; every other requirement has a default in a protocol
/// extension (described with each requirement). A type that adopts the protocol directly —
/// a screen controller, a SwiftUI model — implements what it needs and nothing else:
///
/// The object that owns its container passes `self` as the delegate from a `lazy` stored property,
/// whose initializer may use `self` (nothing is composed until the container's first request or
/// appearance, so the rest of the object is ready by then):
///
/// ```swift
/// final class ProfileScreen: StateContainerDelegate {
///     let host: GTKContainerHost
///     lazy var container = StateContainer(initialState: Profile.loading, host: host, clock: GLibClock(), delegate: self)
///     init(host: GTKContainerHost) { self.host = host }
///     func children(for state: Profile) -> [Widget] { … }
///     func didTransition(from previousState: Profile, animated: Bool) { … }
/// }
/// ```
///
/// ## A class meant to be subclassed
/// A default from a protocol extension is bound statically when a class conforms: if a base
/// class leaves a requirement to the default, a subclass's method of the same name is never
/// called (StatefulViewController's issue #62). A class whose subclasses customise the container
/// therefore implements *every* requirement itself, as a non-`final` method (`open` across
/// modules), and each subclass's `override` is then the one the container calls — UIKit's
/// `StateViewController` does exactly that.
///
/// ## Lifetime
/// A container given a delegate holds it **weakly**, because the delegate usually owns the
/// container (a view controller or screen controller keeps its container in a stored property):
/// releasing the delegate, from anywhere including one of its own hooks, releases the container
/// too, and nothing is kept alive by a cycle. While its delegate is gone a container asks no one:
/// its states have no children and the defaults apply. The built-in delegate made from the
/// `children` closure of ``StateContainer/init(initialState:host:clock:policy:children:)`` is owned
/// by its container and held strongly.
///
/// Hooks are called from inside a container step; a request made from a hook is deferred until
/// that step is done.
@MainActor
public protocol StateContainerDelegate<State, Child>: AnyObject {
    /// The container's state type.
    associatedtype State
    /// The container's child type (its host's `Child`).
    associatedtype Child: AnyObject

    /// The children of `state`, bottom first. Called exactly once per executed transition.
    ///
    /// The returned order is the z-order. A child listed twice counts once, at its first position.
    /// - Parameter state: The state being shown.
    /// - Returns: The state's children in z-order.
    func children(for state: State) -> [Child]

    /// The state to show when the container is about to appear; asked on every appearance.
    ///
    /// The default returns `lastRequestedState`, so a request made while off screen is what
    /// appears. Implement it to recompute the state from a model.
    /// - Parameter lastRequestedState: The container's ``StateContainer/lastRequestedState``.
    /// - Returns: The state to show.
    func loadAppearanceState(lastRequestedState: State) -> State

    /// The transition description of `child` for one direction.
    ///
    /// The default is ``ChildTransition/standard(for:isAppearing:)``: a child adopting
    /// ``ChildTransitioning`` describes itself, any other child fades. It is asked while a
    /// transition is planned, when ``StateContainer/currentState`` is already the new state.
    /// Arriving children are asked with `isAppearing == true` even off screen (their
    /// ``ChildTransition/showDelay`` applies there too); leaving ones only when they animate.
    /// - Parameters:
    ///   - child: The arriving or leaving child.
    ///   - isAppearing: Whether it is arriving.
    /// - Returns: The description the host animates with.
    func transition(for child: Child, isAppearing: Bool) -> ChildTransition

    /// Called when a transition starts, before ``children(for:)``; the container's
    /// ``StateContainer/currentState`` is still the old state. The default does nothing.
    /// - Parameters:
    ///   - nextState: The state about to be shown.
    ///   - animated: Whether the transition animates (always `false` off screen).
    func willTransition(to nextState: State, animated: Bool)

    /// Called when a transition has ended; the container's ``StateContainer/currentState`` is the
    /// new state. The default does nothing.
    /// - Parameters:
    ///   - previousState: The state shown before the transition.
    ///   - animated: Whether the transition animated.
    func didTransition(from previousState: State, animated: Bool)

    /// Called with each appearance call `child` receives: just before it is told it will appear
    /// or disappear, and just after it was told it did. The default does nothing.
    ///
    /// Per child the calls follow `(willAppear (didAppear willDisappear | willDisappear)
    /// didDisappear)*`, and they come only while the container is on screen.
    /// - Parameters:
    ///   - call: The appearance call.
    ///   - child: The child.
    ///   - animated: Whether the change is animated.
    func childAppearance(_ call: AppearanceCall, of child: Child, animated: Bool)
}

extension StateContainerDelegate {
    /// Returns `lastRequestedState`.
    /// - Parameter lastRequestedState: The container's last requested state.
    /// - Returns: `lastRequestedState`.
    public func loadAppearanceState(lastRequestedState: State) -> State {
        lastRequestedState
    }

    /// Returns ``ChildTransition/standard(for:isAppearing:)``.
    /// - Parameters:
    ///   - child: The child.
    ///   - isAppearing: Whether it is arriving.
    /// - Returns: The child's own description, or the fade.
    public func transition(for child: Child, isAppearing: Bool) -> ChildTransition {
        .standard(for: child, isAppearing: isAppearing)
    }

    /// Does nothing.
    /// - Parameters:
    ///   - nextState: The state about to be shown.
    ///   - animated: Whether the transition animates.
    public func willTransition(to nextState: State, animated: Bool) {}

    /// Does nothing.
    /// - Parameters:
    ///   - previousState: The state shown before.
    ///   - animated: Whether the transition animated.
    public func didTransition(from previousState: State, animated: Bool) {}

    /// Does nothing.
    /// - Parameters:
    ///   - call: The appearance call.
    ///   - child: The child.
    ///   - animated: Whether it is animated.
    public func childAppearance(_ call: AppearanceCall, of child: Child, animated: Bool) {}
}
