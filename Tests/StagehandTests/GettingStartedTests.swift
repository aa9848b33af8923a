import Stagehand
import StagehandTesting
import Testing

// The code of the "Getting started" article (Sources/Stagehand/Stagehand.docc/GettingStarted.md)
// and of the README, kept compiling and asserted here.

/// The article's types, namespaced so they do not collide with other suites' fixtures.
enum Article {
    enum Page: Hashable, Sendable {
        case root, landing, welcome, signIn, home
    }

    enum Nav: Hashable, Sendable {
        case showLanding, showWelcome, showSignIn, signedIn, signOut
    }

    enum Screen: Hashable, Sendable {
        case loading, ready
    }

    struct LoadFailure: Error, Sendable {}
}

@MainActor
@Suite struct GettingStartedTests {
    typealias Page = Article.Page
    typealias Nav = Article.Nav
    typealias Screen = Article.Screen
    typealias LoadFailure = Article.LoadFailure

    @Test func stateMachine() throws {
        let flow = try StateMachine<Page, Nav>.Definition(
            initial: .root,
            rules: [
                .on(.showLanding, from: .root, to: .landing),
                .on(.showWelcome, from: .landing, to: .welcome),
                .on(.showSignIn, from: [.landing, .welcome], to: .signIn),
                .on(.signedIn, from: .signIn, to: .home),
                .on(.signOut, from: .home, to: .landing),
            ])
        let machine = StateMachine(flow)
        var entered: [Page] = []
        machine.onEnterAny { entered.append($0.to) }
        machine.start()
        try machine.send(.showLanding)
        #expect(machine.allowedEvents == [.showWelcome, .showSignIn])
        #expect(throws: TransitionRejected<Page, Nav>.self) { try machine.send(.signedIn) }
        do { try machine.send(.signedIn) } catch {
            #expect(
                error.description
                    == "event 'signedIn' is not allowed in state 'landing'; allowed: showWelcome, showSignIn")
        }
        #expect(entered == [.root, .landing])
        #expect(flow.description.mermaid().hasPrefix("stateDiagram-v2"))
    }

    @Test func container() {
        let clock = ManualClock()
        let host = RecordingHost(mode: .onClock(clock))
        let table = RecordingChild("table")
        let spinner = RecordingChild("spinner")
        let container = StateContainer<Screen, RecordingHost>(initialState: .loading, host: host, clock: clock) {
            state in
            switch state {
            case .loading: [table, spinner]
            case .ready: [table]
            }
        }
        host.observe(container)
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: .ready, animated: true)
        clock.advance(by: .milliseconds(350))
        #expect(container.currentState == .ready)
        #expect(!container.isTransitioning)
        #expect(container.isAtRest)
        #expect(host.views == ["table"])
        #expect(LifecycleChecker(for: container).check(host.events) == [])
    }

    @Test func loader() async {
        var comments: [String] = []
        let loader = Loader<LoadFailure>(hasContent: { !comments.isEmpty })
        var states: [ContentStateKind] = []
        loader.observe { _, new in states.append(new.kind) }
        await loader.load { comments = ["First!"] }.value
        #expect(loader.state.kind == .content)
        #expect(states == [.content])
    }

    @Test func emptyState() {
        let clock = ManualClock()
        let presenter = EmptyStatePresenter(configuration: .search(query: "zebra"), clock: clock)
        var events: [EmptyStateEvent] = []
        presenter.onEvent = { events.append($0) }
        presenter.update(sectionCounts: [0, 0])
        #expect(events == [.willShow])
        clock.advance(by: .milliseconds(500))
        #expect(events == [.willShow, .animationCompleted(finished: true), .didShow])
        presenter.update(sectionCounts: [2, 1])
        #expect(events == [.willShow, .animationCompleted(finished: true), .didShow, .willHide, .didHide])
    }
}
