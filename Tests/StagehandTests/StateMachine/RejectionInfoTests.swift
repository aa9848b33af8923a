import Testing

@testable import Stagehand

/// A rejection keeps what it needs to list the allowed events (the definition's shared info),
/// so it may outlive its machine and definition; no process-wide registry is involved (it used
/// `Synchronization.Mutex`, which iOS 17 / macOS 14 do not have).
@Suite struct RejectionInfoTests {
    @Test func aRejectionOutlivesItsMachineAndDefinitionAndStillNamesTheAllowedEvents() throws {
        var rejection: TransitionRejected<Page, PageEvent>?
        weak var table: DefinitionTable<Page, PageEvent>?
        do {
            let definition = try Fixtures.pages()
            table = definition.table
            let machine = StateMachine(definition)
            machine.start()
            do { try machine.send(.showSignInPage) } catch { rejection = error }
        }
        // The machine and its table are gone; the rejection holds only the small info.
        #expect(table == nil)
        #expect(rejection?.allowedEvents == [.showLandingPage])
        #expect(
            rejection?.description == "event 'showSignInPage' is not allowed in state 'root'; allowed: showLandingPage")
    }

    @Test func everyRejectionOfADefinitionSharesItsOneInfo() throws {
        let definition = try Fixtures.pages()
        var infos: [ObjectIdentifier?] = []
        for started in [true, true, false] {
            let machine = StateMachine(definition)
            if started { machine.start() }
            do { try machine.send(.signOut) } catch { infos.append(error.info.map(ObjectIdentifier.init)) }
        }
        let shared = ObjectIdentifier(definition.table.rejectionInfo)
        #expect(infos == [shared, shared, shared])
    }

    @Test func theInfoIsReleasedWithTheLastDefinitionAndRejection() throws {
        weak var info: RejectionInfo<Light, LightEvent>?
        do {
            let definition = try Fixtures.lights()
            info = definition.table.rejectionInfo
            #expect(info != nil)
        }
        #expect(info == nil)
    }
}
