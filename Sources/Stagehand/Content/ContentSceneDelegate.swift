/// The delegate of a ``ContentStateController``'s container: it asks the controller for the
/// children and transitions of each ``ContentScene`` and passes the placeholders' appearance
/// calls on, so the controller itself need not be a public ``StateContainerDelegate``.
///
/// The controller owns it and the container holds it weakly; it holds the controller weakly, so
/// once the controller is gone every scene shows nothing.
@MainActor
final class ContentSceneDelegate<Host: StateContainerHost, Failure: Error>: StateContainerDelegate {
    /// The controller that decides; set right after the controller has made its container.
    weak var controller: ContentStateController<Host, Failure>?

    func children(for scene: ContentScene) -> [Host.Child] {
        controller?.children(for: scene) ?? []
    }

    func transition(for child: Host.Child, isAppearing: Bool) -> ChildTransition {
        controller?.transition(for: child, isAppearing: isAppearing)
            ?? .standard(for: child, isAppearing: isAppearing)
    }

    func childAppearance(_ call: AppearanceCall, of child: Host.Child, animated: Bool) {
        controller?.childAppearance(call, of: child, animated: animated)
    }
}
