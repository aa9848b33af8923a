import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

/// The core and the command draw with one algorithm: a flat machine's `dot()` and `mermaid()`
/// are exactly what `stagehand graph` draws for its `jsonText()`, and a nested chart's are what
/// it draws for its SCXML.
@Suite("Drawing properties")
struct DrawingPropertyTests {
    /// A random flat machine over awkward names (quotes, backslashes, control characters, a
    /// Mermaid keyword, non-ASCII): declared states (with repetitions) or derived ones, finals
    /// declared or not, rules from one, several or any state (some unknown), guarded, delayed
    /// (some delays invalid), internal, repeated.
    static func randomMachine(_ random: inout SplitMix64) -> MachineDescription {
        let pool = ["a", "b", "c\"q", "d\\e", "é", "end", "line\nbreak", "esc\u{1B}[2J", "s9", "_x", "del\u{7F}"]
        let names = Array(pool.shuffled(using: &random).prefix(Int.random(in: 2...7, using: &random)))
        func name() -> String { names.randomElement(using: &random)! }
        let derived = Int.random(in: 0..<4, using: &random) == 0
        let states = derived ? [] : names.filter { _ in Int.random(in: 0..<8, using: &random) != 0 } + [names[0]]
        let events = ["go", "back", "x\"y", "ü", "tab\tbed"]
        let delays: [Double] = [0, 0.25, 2.5, 2.5, -1, 2e12]
        var rules: [EventDescription] = []
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let from: [String] =
                switch Int.random(in: 0..<8, using: &random) {
                case 0: ["*"]
                case 1: [name(), "*"]
                default: (0..<Int.random(in: 0...3, using: &random)).map { _ in name() }
                }
            rules.append(
                EventDescription(
                    name: events.randomElement(using: &random)!, from: from, to: name(),
                    guard: Bool.random(using: &random) ? nil : ["ok", "ready"].randomElement(using: &random),
                    after: Int.random(in: 0..<4, using: &random) == 0 ? delays.randomElement(using: &random) : nil,
                    internal: Bool.random(using: &random) ? nil : Bool.random(using: &random)))
        }
        let finals = names.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
        return MachineDescription(initial: name(), states: states, final: finals, events: rules)
    }

    @Test("For 500 random flat machines, dot() and mermaid() are what graph draws for jsonText()")
    func flatMachinesDrawAsTheCommandDrawsTheirJSON() throws {
        var random = SplitMix64(seed: 0x5EED_0017)
        for _ in 0..<500 {
            let machine = Self.randomMachine(&random)
            let files = ["m.json": Array(machine.jsonText().utf8)]
            let dot = ToolHarness.run(["graph", "m.json"], files: files)
            let mermaid = ToolHarness.run(["graph", "m.json", "--format", "mermaid"], files: files)
            #expect(dot.standardOutput == machine.dot(), "\(machine)")
            #expect(mermaid.standardOutput == machine.mermaid(), "\(machine)")
        }
    }

    @Test("A nested chart's dot() and mermaid() are what graph draws for its SCXML")
    func nestedChartsDrawAsTheCommandDrawsTheirSCXML() throws {
        typealias Chart = Statechart<String, String>
        let child = try Chart.Definition {
            ChartState("form")
            FinalState("signedIn")
        }
        let definition = try Chart.Definition(initial: "on") {
            ChartState("off") { On("power", to: "history") }
            Parallel("on") {
                ChartState("playback", initial: "paused") {
                    ChartState("paused") { On("play", to: "playing", when: .inState("loud")) }
                    ChartState("playing") {
                        On("pause", "stop", to: "paused", when: .not(.inState("quiet")))
                        Invoke("signIn", chart: child, autoforward: true, fromChild: { $0 })
                    }
                    HistoryState("history", .deep, default: ["paused"])
                }
                ChartState("volume") {
                    ChartState("quiet") { On("louder", to: "loud") }
                    ChartState("loud") { On("quieter", to: "quiet") }
                    On("mute", to: "quiet", type: .internal)
                }
                On("power", to: "off")
                On("eject", to: "end")
            }
            FinalState("end")
        }
        let files = ["c.scxml": Array(definition.scxml().utf8)]
        let dot = ToolHarness.run(["graph", "c.scxml"], files: files)
        let mermaid = ToolHarness.run(["graph", "c.scxml", "--format", "mermaid"], files: files)
        #expect(dot == CommandResult(status: 0, standardOutput: definition.dot(), standardError: ""))
        #expect(mermaid == CommandResult(status: 0, standardOutput: definition.mermaid(), standardError: ""))
    }
}
