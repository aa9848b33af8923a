import Testing

@testable import Stagehand

@Suite struct RejectionInfoRegistryTests {
    @Test func definingTheSameMachineAgainReusesItsInfo() throws {
        // Identity, not the registry's count: other suites define machines in parallel.
        let first = try Fixtures.lights().table.rejectionInfo
        for _ in 0..<100 {
            #expect(try Fixtures.lights().table.rejectionInfo.toOpaque() == first.toOpaque())
        }
        #expect(try Fixtures.pages().table.rejectionInfo.toOpaque() != first.toOpaque())
    }

    @Test func aRejectionOutlivesItsMachineAndStillNamesTheAllowedEvents() throws {
        var rejection: TransitionRejected<Page, PageEvent>?
        do {
            let machine = StateMachine(try Fixtures.pages())
            machine.start()
            do { try machine.send(.showSignInPage) } catch { rejection = error }
        }
        #expect(rejection?.allowedEvents == [.showLandingPage])
        #expect(
            rejection?.description == "event 'showSignInPage' is not allowed in state 'root'; allowed: showLandingPage")
    }
}
