import Stagehand
import StagehandTesting
import Testing

/// The delegate's lifetime (held weakly, releasable from its own hooks) and the one event
/// vocabulary: a host without containment gets only view and animation calls, while the container
/// reports every step to its observers exactly as a recording host records it.
@MainActor
@Suite struct ContainerDelegateTests {
    /// A host that only arranges views and ends every animation at once; it notes its calls.
    final class ViewsOnlyHost: StateContainerHost {
        typealias Child = RecordingChild
        var calls: [String] = []

        func arrangeViews(_ children: [RecordingChild]) {
            calls.append("views[\(children.map(\.name).joined(separator: ", "))]")
        }

        func startAnimation(_ animation: ChildAnimation<RecordingChild>, completion: @escaping @MainActor () -> Void) {
            calls.append("animate(\(animation.child.name))")
            completion()
        }

        func finishAnimation(_ token: AnimationToken) {
            calls.append("finish")
        }
    }

    /// A delegate that owns its container, as a screen controller does, and notes its hooks.
    final class Screen: StateContainerDelegate {
        let container: StateContainer<String, RecordingHost>
        let lists: [String: [RecordingChild]]
        var log: [String] = []
        var onDidTransition: (() -> Void)?

        init(lists: [String: [RecordingChild]], host: RecordingHost = RecordingHost(mode: .immediate)) {
            self.lists = lists
            container = StateContainer(initialState: "a", host: host, clock: ManualClock(), delegate: nil)
            container.delegate = self
        }

        func children(for state: String) -> [RecordingChild] {
            log.append("children(for: \(state))")
            return lists[state] ?? []
        }

        func didTransition(from previousState: String, animated: Bool) {
            log.append("didTransition(from: \(previousState))")
            onDidTransition?()
        }
    }

    private func play<Host: StateContainerHost>(_ container: StateContainer<String, Host>) {
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: "b", animated: true)
        container.setNeedsTransition(to: "a", animated: false)
        container.containerWillDisappear(animated: false)
        container.containerDidDisappear(animated: false)
    }

    @Test func aHostWithoutContainmentGetsOnlyViewCallsWhileObserversHearTheRecordedTrace() {
        let (a, b, shared) = (RecordingChild("a"), RecordingChild("b"), RecordingChild("shared"))
        let children: (String) -> [RecordingChild] = { $0 == "a" ? [shared, a] : [shared, b] }

        let recording = RecordingHost(mode: .immediate)
        let recorded = StateContainer(initialState: "a", host: recording, clock: ManualClock(), children: children)
        recording.observe(recorded)
        play(recorded)

        let host = ViewsOnlyHost()
        let container = StateContainer(initialState: "a", host: host, clock: ManualClock(), children: children)
        var reported: [RecordingHostEvent] = []
        container.observe { reported.append($0.map(state: { $0 }, child: \.name)) }
        play(container)

        #expect(reported == recording.events)
        #expect(
            host.calls == [
                "views[shared, a]", "views[shared, b, a]", "animate(b)", "animate(a)", "views[shared, b]",
                "views[shared, a]",
            ])
        #expect(
            reported.prefix(8) == [
                .willTransition(to: "a", animated: false), .attach("shared"), .attach("a"), .views(["shared", "a"]),
                .didAttach("shared"), .didAttach("a"), .didTransition(from: "a", to: "a", animated: false),
                .container(.willAppear, animated: false),
            ])
        #expect(LifecycleChecker(initialState: "a").check(reported).isEmpty)
    }

    @Test func theContainerHoldsItsDelegateWeaklyAndShowsNothingOnceItIsGone() {
        let host = RecordingHost(mode: .immediate)
        var screen: Screen? = Screen(lists: ["a": [RecordingChild("a")], "b": [RecordingChild("b")]], host: host)
        let container = screen!.container
        container.setNeedsTransition(to: "b", animated: false)
        #expect(host.attachedNames == ["b"])
        weak let released = screen
        screen = nil
        #expect(released == nil)
        #expect(container.delegate == nil)
        container.setNeedsTransition(to: "a", animated: false)
        #expect(container.currentState == "a")
        #expect(host.attachedNames == [])
    }

    @Test func aDelegateReleasedFromItsOwnHookFreesItsContainerAfterTheStep() {
        final class Holder { var screen: Screen? }
        let holder = Holder()
        holder.screen = Screen(lists: ["a": [RecordingChild("a")], "b": [RecordingChild("b")]])
        weak let screen = holder.screen
        weak let container = holder.screen?.container
        holder.screen?.onDidTransition = { holder.screen = nil }
        holder.screen?.container.setNeedsTransition(to: "b", animated: false)
        #expect(screen == nil)
        #expect(container == nil)
    }

    @Test func theClosureDelegateIsOwnedByTheContainerUntilAnotherDelegateReplacesIt() {
        let container = StateContainer(
            initialState: "a", host: RecordingHost(mode: .immediate), clock: ManualClock()
        ) { [RecordingChild($0)] }
        #expect(container.delegate != nil)
        container.setNeedsTransition(to: "b", animated: false)
        #expect(container.attachedChildren.map(\.name) == ["b"])

        let screen = Screen(lists: ["c": [RecordingChild("c")]])
        container.delegate = screen
        #expect(container.delegate === screen)
        container.setNeedsTransition(to: "c", animated: false)
        #expect(container.attachedChildren.map(\.name) == ["c"])
        #expect(screen.log == ["children(for: c)", "didTransition(from: b)"])
    }

    /// A delegate that owns its container passes `self` from a `lazy` property (the article's
    /// `ProfileScreen`): no `delegate: nil` first, and still no cycle.
    @Test func anOwnerPassesItselfAsDelegateFromALazyProperty() {
        final class Owner: StateContainerDelegate {
            let host = RecordingHost(mode: .immediate)
            lazy var container = StateContainer(initialState: "a", host: host, clock: ManualClock(), delegate: self)
            var asked: [String] = []
            func children(for state: String) -> [RecordingChild] {
                asked.append(state)
                return [RecordingChild(state)]
            }
        }
        var owner: Owner? = Owner()
        let container = owner!.container
        #expect(container.delegate === owner)
        container.setNeedsTransition(to: "b", animated: false)
        #expect(owner?.asked == ["b"])
        #expect(container.attachedChildren.map(\.name) == ["b"])
        weak let released = owner
        owner = nil
        #expect(released == nil)
    }
}
