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

    @Test func plainDataEventsArePackedIntoTheRejectionWithoutAReference() throws {
        let definition = try Fixtures.pages()
        let machine = StateMachine(definition)
        machine.start()
        try machine.send(.showLandingPage)
        do {
            try machine.send(.signOut)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.info == nil)
            #expect(error.allowedEvents == [.showSignInPage])
        }
    }

    enum Wide: Hashable, Sendable { case a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q }
    enum Tap: Hashable, Sendable { case named(String), go }

    @Test func eventsThatCannotBePackedShareTheDefinitionsOneInfo() throws {
        // Sixteen allowed one-byte events do not fit in 15 bytes; `String` payloads are not
        // plain data.
        let all: [Wide] = [.a, .b, .c, .d, .e, .f, .g, .h, .i, .j, .k, .l, .m, .n, .o, .p]
        let wide = try StateMachine<Int, Wide>.Definition(
            initial: 0, final: [1], rules: all.map { .on($0, from: 0, to: 1) })
        let taps = try StateMachine<Int, Tap>.Definition(
            initial: 0, final: [1], rules: [.on(.named("x"), from: 0, to: 1), .on(.go, from: 0, to: 1)])
        var wideInfos: [ObjectIdentifier?] = []
        var tapInfos: [ObjectIdentifier?] = []
        for _ in 0..<2 {
            let first = StateMachine(wide)
            first.start()
            do { try first.send(.q) } catch {
                wideInfos.append(error.info.map(ObjectIdentifier.init))
                #expect(error.allowedEvents == all)
            }
            let second = StateMachine(taps)
            do { try second.send(.go) } catch {
                tapInfos.append(error.info.map(ObjectIdentifier.init))
                #expect(error.allowedEvents == [.named("x"), .go])
            }
        }
        let unstarted = StateMachine(wide)
        do { try unstarted.send(.p) } catch { #expect(error.allowedEvents == all) }
        #expect(wideInfos == [ObjectIdentifier(wide.table.rejectionInfo), ObjectIdentifier(wide.table.rejectionInfo)])
        #expect(tapInfos == [ObjectIdentifier(taps.table.rejectionInfo), ObjectIdentifier(taps.table.rejectionInfo)])
    }

    @Test func packingRoundTripsEveryFittingShape() {
        #expect(PackedEvents([UInt8]()).events(as: UInt8.self) == [])
        #expect(PackedEvents(Array(UInt8(1)...15)).events(as: UInt8.self) == Array(1...15))
        #expect(!PackedEvents(Array(UInt8(1)...16)).isPacked)
        #expect(PackedEvents([Int16.min, 7, .max]).events(as: Int16.self) == [.min, 7, .max])
        #expect(!PackedEvents(["a"]).isPacked)
        #expect(!PackedEvents.uninspectable.isInspectable)
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
