import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

/// A chart defined in Swift, written as SCXML by the core, read back by the CLI and run: both
/// must reach the same configurations for the same events.
@Suite("SCXML export round trip")
struct SCXMLRoundTripTests {
    typealias Chart = Statechart<String, String>

    static func definition() throws -> Chart.Definition {
        try Chart.Definition(initial: "signedOut") {
            ChartState("signedOut") {
                On("signIn", to: "signedIn")
            }
            Parallel("signedIn") {
                ChartState("tabs", initial: "home") {
                    ChartState("home") { On("next", to: "search") }
                    ChartState("search") { On("next", to: "profile") }
                    ChartState("profile") {
                        On("next", to: "home", when: .not(.inState("offline")))
                        On("next", to: "search", when: .inState("offline"))
                    }
                    HistoryState("tabsHistory", .deep, default: ["home"])
                }
                ChartState("network") {
                    ChartState("online") { On("drop", to: "offline") }
                    ChartState("offline") {
                        On("reconnect", to: "online", type: .internal)
                        Always(to: "online", when: .all([.inState("search"), .inState("offline")]))
                    }
                }
                On("signOut", to: "signedOut")
                On("back", to: "tabsHistory")
            }
            FinalState("quit")
        }
    }

    /// The sorted configuration of a Swift chart after each event.
    static func swiftConfigurations(_ events: [String]) throws -> [[String]] {
        let chart = Chart(try definition())
        try chart.start()
        var result = [chart.configuration.sorted()]
        for event in events {
            try chart.send(event)
            result.append(chart.configuration.sorted())
        }
        return result
    }

    @Test("Swift chart -> SCXML -> reader -> the same configurations for an event sequence")
    func roundTrip() throws {
        let text = try Self.definition().scxml(name: "app")
        guard case .success(let document) = SCXMLReader.read(Array(text.utf8), file: "app.scxml") else {
            Issue.record("the export did not read back:\n\(text)")
            return
        }
        let events = ["signIn", "next", "drop", "next", "next", "signOut", "signIn", "back", "next", "reconnect"]
        let outcome = try ChartSimulation.run(document, tokens: events.map { .event($0) })
        let read = [outcome.initialConfiguration] + outcome.steps.map(\.configuration)
        #expect(read == (try Self.swiftConfigurations(events)))
        #expect(read.count == events.count + 1)
    }

    @Test("The export writes the tree exactly and marks what SCXML cannot hold")
    func exportText() throws {
        let definition = try Chart.Definition {
            ChartState("a", initial: "a2") {
                OnEntry { $0.raise("x") }
                ChartState("a1")
                ChartState("a2") {
                    On("e", to: "a1", when: .when { _ in true })
                    On(
                        "f", "g", to: ["a1"], type: .internal,
                        when: .any([.inState("a1"), .not(.inState("a2"))]))
                }
                HistoryState("h", .shallow, default: ["a1"])
            }
            FinalState("b&c")
        }
        #expect(
            definition.scxml()
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- Written by Stagehand: Swift actions and Swift guards are not expressible in SCXML; each is \
                marked where it was. -->
                <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null" initial="a">
                  <state id="a" initial="a2">
                    <onentry><!-- a Swift action: not expressible in SCXML --></onentry>
                    <state id="a1"/>
                    <state id="a2">
                      <transition event="e" target="a1"><!-- cond omitted: a Swift guard is not expressible in \
                SCXML --></transition>
                      <transition event="f g" cond="(In('a1') || !In('a2'))" target="a1" \
                type="internal"/>
                    </state>
                    <history id="h" type="shallow">
                      <transition target="a1"/>
                    </history>
                  </state>
                  <final id="b&amp;c"/>
                </scxml>

                """)
    }
}
