import Stagehand
import StagehandTesting
import Testing

/// The package's errors are `Equatable`, so tests compare them whole (`#expect(throws: …)`).
@MainActor
@Suite struct ErrorEquatableTests {
    private func rejection(
        _ event: PageEvent, in machine: StateMachine<Page, PageEvent>
    ) -> TransitionRejected<Page, PageEvent>? {
        do {
            try machine.send(event)
            return nil
        } catch {
            return error
        }
    }

    @Test func rejectionsCompareByStateEventReasonAndAllowedEvents() throws {
        let definition = try Fixtures.pages()
        let first = StateMachine(definition)
        let second = StateMachine(definition)
        first.start()
        second.start()
        let a = try #require(rejection(.signOut, in: first))
        let b = try #require(rejection(.signOut, in: second))
        #expect(a == b)
        #expect(a.allowedEvents == [.showLandingPage])
        let other = try #require(rejection(.showSignInPage, in: first))
        #expect(a != other)
        try first.send(.showLandingPage)
        #expect(rejection(.signOut, in: first) != a)  // another state, other allowed events
    }

    @Test func routerErrorsCompareWhole() throws {
        let router = Router<Page, PageEvent, String>(try Fixtures.pages())
        #expect(throws: RouterError<Page, PageEvent>.notStarted) { try router.back() }
        router.start()
        #expect(throws: RouterError<Page, PageEvent>.emptyBackStack(route: .root, tab: nil)) { try router.back() }
        #expect(RouterError<Page, PageEvent>.emptyPath != .notStarted)
    }

    @Test func navigationErrorsCompareWhole() throws {
        let chart = try Statechart<String, String>.Definition {
            Parallel("tabs") {
                ChartState("a") { ChartState("a1") }
                ChartState("b") { ChartState("b1") }
            }
        }
        let router = try NavigationRouter<String, String, String>(chart, tabs: "tabs")
        #expect(throws: RouterError<String, String>.notStarted) { try router.send("x") }
        router.start()
        #expect(throws: RouterError<String, String>.notATab("a1", tabs: ["a", "b"])) {
            try router.select(tab: "a1")
        }
        #expect(
            throws: NavigationDefinitionError<String>.unknownTabsState("nope", states: ["tabs", "a", "a1", "b", "b1"])
        ) {
            _ = try NavigationRouter<String, String, String>(chart, tabs: "nope")
        }
    }
}
