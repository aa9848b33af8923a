#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// The `StateContainer` behind a ``StateViewController``: it forwards every
/// overridable hook to the controller, so subclasses of the controller customise the engine.
@MainActor
final class StateViewControllerEngine<State>: StateContainer<State, UIKitContainerHost> {
    weak var owner: StateViewController<State>?

    override func children(for state: State) -> [UIViewController] {
        owner?.children(for: state) ?? []
    }

    override func loadAppearanceState() -> State {
        owner?.loadAppearanceState() ?? lastRequestedState
    }

    override func transition(for child: UIViewController, isAppearing: Bool) -> ChildTransition {
        owner?.transition(for: child, isAppearing: isAppearing)
            ?? super.transition(for: child, isAppearing: isAppearing)
    }

    /// The engine's own choice (a `ChildTransitioning` child's description or the
    /// default fade), for the controller's default implementation.
    func defaultTransition(for child: UIViewController, isAppearing: Bool) -> ChildTransition {
        super.transition(for: child, isAppearing: isAppearing)
    }

    override func willTransition(to nextState: State, animated: Bool) {
        owner?.willTransition(to: nextState, animated: animated)
    }

    override func didTransition(from previousState: State, animated: Bool) {
        owner?.didTransition(from: previousState, animated: animated)
    }

    override func childWillAppear(_ child: UIViewController, animated: Bool) {
        owner?.childWillAppear(child, animated: animated)
    }

    override func childDidAppear(_ child: UIViewController, animated: Bool) {
        owner?.childDidAppear(child, animated: animated)
    }

    override func childWillDisappear(_ child: UIViewController, animated: Bool) {
        owner?.childWillDisappear(child, animated: animated)
    }

    override func childDidDisappear(_ child: UIViewController, animated: Bool) {
        owner?.childDidDisappear(child, animated: animated)
    }
}
#endif
