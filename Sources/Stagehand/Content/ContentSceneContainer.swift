/// The ``StateContainer`` a ``ContentStateController`` drives: its hooks forward to closures the
/// controller installs (capturing the controller weakly, so the container never keeps it alive).
@MainActor
final class ContentSceneContainer<Host: StateContainerHost>: StateContainer<ContentScene, Host> {
    var composeChildren: (ContentScene) -> [Child] = { _ in [] }
    var describeTransition: (Child, Bool, ChildTransition) -> ChildTransition = { $2 }
    var appearanceChanged: (Child, AppearanceCall, Bool) -> Void = { _, _, _ in }

    override func children(for state: ContentScene) -> [Child] {
        composeChildren(state)
    }

    override func transition(for child: Child, isAppearing: Bool) -> ChildTransition {
        describeTransition(child, isAppearing, super.transition(for: child, isAppearing: isAppearing))
    }

    override func childWillAppear(_ child: Child, animated: Bool) {
        appearanceChanged(child, .willAppear, animated)
    }

    override func childDidAppear(_ child: Child, animated: Bool) {
        appearanceChanged(child, .didAppear, animated)
    }

    override func childWillDisappear(_ child: Child, animated: Bool) {
        appearanceChanged(child, .willDisappear, animated)
    }

    override func childDidDisappear(_ child: Child, animated: Bool) {
        appearanceChanged(child, .didDisappear, animated)
    }
}
