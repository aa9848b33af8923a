import Foundation
import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

/// The parts of a written inspection page the tests read.
struct WrittenPage {
    let html: String

    /// The embedded data, as text.
    var dataText: String {
        let open = #"<script type="application/json" id="stagehand-data">"#
        guard let start = html.range(of: open),
            let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return "" }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The embedded data, parsed.
    var data: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(dataText.utf8))) as? [String: Any] ?? [:]
    }

    /// The values of every `attribute="…"` in the page, in order.
    func values(of attribute: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The sources' steps' configurations.
    func configurations(source: Int) -> [[String]] {
        let sources = data["sources"] as? [[String: Any]] ?? []
        guard source < sources.count, let steps = sources[source]["steps"] as? [[String: Any]] else { return [] }
        return steps.map { $0["configuration"] as? [String] ?? [] }
    }
}

@Suite("inspect -o: the inspection page")
struct InspectPageTests {
    static func run(_ arguments: [String], session: [UInt8]) -> (CommandResult, WrittenPage?) {
        let writes = ToolHarness.Writes()
        let result = ToolHarness.run(arguments, files: ["s.jsonl": session], writes: writes)
        let page = writes.files.withLock { $0["p.html"] }.map { WrittenPage(html: String(decoding: $0, as: UTF8.self)) }
        return (result, page)
    }

    static let regenerate =
        "the recorder's output or Docs/navigation-chart.scxml changed: regenerate the fixture with "
        + "STAGEHAND_UPDATE_GOLDEN=1 swift test --filter InspectPageTests, then bash .ci/steps/page.sh --update"

    static func checkout() throws -> [UInt8] {
        Array((try SessionFixture.lines().joined(separator: "\n") + "\n").utf8)
    }

    @Test("The page fixture on disk is what the recorder writes today")
    @MainActor
    func fixtureIsCurrent() throws {
        let file = ToolHarness.testsDirectory.appendingPathComponent("Fixtures/session-page.jsonl")
        let current = Array((try PageSessionFixture.lines().joined(separator: "\n") + "\n").utf8)
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDEN"] != nil {
            try Data(current).write(to: file)
        }
        #expect(
            FileManager.default.contents(atPath: file.path).map(Array.init) == current,
            "\(Self.regenerate)"
        )
    }

    @Test("The checkout session's page embeds exactly the recorded steps (golden file)")
    func exactData() throws {
        let (result, page) = Self.run(["inspect", "s.jsonl", "-o", "p.html"], session: try Self.checkout())
        #expect(result.status == 0)
        #expect(result.standardOutput == "wrote p.html: s.jsonl, 1 source, 7 steps\n")
        #expect(result.standardError == "")
        let data = try #require(page).dataText + "\n"
        let file = ToolHarness.testsDirectory.appendingPathComponent("Golden/inspect-page-checkout.json")
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDEN"] != nil {
            try Data(data.utf8).write(to: file)
        }
        #expect(FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) } == data)
    }

    @Test(
        "The chart is drawn with one element per state and per transition, ids as data-state, nothing from the network")
    func structure() throws {
        let (_, written) = Self.run(["inspect", "s.jsonl", "-o", "p.html"], session: try Self.checkout())
        let page = try #require(written)
        #expect(page.values(of: "data-state") == ["cart", "paying", "declined", "done"])
        #expect(page.values(of: "data-transition") == ["0", "1", "2", "3", "4"])
        #expect(page.html.components(separatedBy: "class=\"state final\"").count == 2)
        #expect(page.html.contains(#"<input id="scrubber" type="range""#))
        #expect(page.html.contains(#"<input id="filter" type="search""#))
        // Self-contained: no element loads anything; the only URL is the SVG namespace.
        for loader in [" src=", " href=", "@import", "url(http", "<link", "<iframe"] {
            #expect(!page.html.contains(loader), "the page contains \(loader)")
        }
        let urls = page.html.components(separatedBy: "://").dropFirst().map { String($0.prefix(20)) }
        #expect(Set(urls) == ["www.w3.org/2000/svg\""])
        #expect(page.html.components(separatedBy: "</script>").count == 3)
    }

    @Test("The page fixture: two charts and a container; container records go with the step before them")
    @MainActor
    func severalSources() throws {
        let session = Array((try PageSessionFixture.lines().joined(separator: "\n") + "\n").utf8)
        let (result, written) = Self.run(["inspect", "s.jsonl", "-o", "p.html"], session: session)
        #expect(result.status == 0)
        #expect(result.standardOutput == "wrote p.html: s.jsonl, 2 sources, 14 steps\n")
        let page = try #require(written)
        let sources = page.data["sources"] as? [[String: Any]] ?? []
        #expect(sources.map { $0["name"] as? String } == ["navigation", "checkout"])
        #expect(
            page.configurations(source: 0) == [
                ["thread", "landing"], ["replies", "landing"], ["confirmDelete", "landing"], ["replies", "landing"],
                ["replies", "welcome"], ["replies", "welcome"], ["replies", "signIn"], ["replies", "profile"],
                ["thread", "landing"],
            ])
        let navigation = sources.first?["steps"] as? [[String: Any]] ?? []
        #expect(
            navigation.map { $0["discarded"] as? Bool } == [
                false, false, false, false, false, true, false, false, false,
            ])
        #expect(navigation.map { $0["taken"] as? [Int] } == [[], [1], [4], [7], [8], [], [10], [11], [0]])
        let containers = navigation.map { ($0["containers"] as? [[Any]] ?? []).count }
        #expect(containers == [6, 8, 8, 8, 1, 1, 1, 1, 8])
        #expect(page.values(of: "data-state").prefix(3) == ["tabs", "comments", "thread"])
        let parents = (sources.first?["parents"] as? [[String]] ?? []).prefix(3)
        #expect(parents == [["comments", "tabs"], ["thread", "comments"], ["replies", "comments"]])
        #expect(page.html.contains(#"class="state parallel" data-state="tabs""#))
        #expect(page.html.contains(#"class="state compound" data-state="comments""#))
    }

    @Test("A router's route changes are listed with the step before them, as container records are")
    func routes() throws {
        var lines = try SessionFixture.lines()
        lines.insert(
            #"{"kind":"route","source":"lanes","step":0,"time":0,"event":"pay","cause":"event 'pay'","from":"a","to":"b","edits":[]}"#,
            at: 4)
        let (result, written) = Self.run(
            ["inspect", "s.jsonl", "-o", "p.html"], session: Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 0)
        let sources = try #require(written).data["sources"] as? [[String: Any]] ?? []
        let steps = sources.first?["steps"] as? [[String: Any]] ?? []
        #expect(steps.map { ($0["containers"] as? [[Any]] ?? []).count } == [0, 1, 0, 0, 0, 0, 0])
        let change = (steps[1]["containers"] as? [[Any]])?.first
        #expect(change?.first as? String == "lanes")
        #expect(change?.last as? String == "event 'pay': a -> b")
    }

    @Test("Hostile ids, event names, payloads and sources stay text: no </script> breaks out, attributes are escaped")
    func hostile() throws {
        typealias Chart = Statechart<String, String>
        typealias Machine = StateMachine<String, String>
        // SCXML ids are XML names, so a chart's ids cannot be hostile; a flat machine's can.
        let id = #"a"><script>alert(1)</script>"#
        let event = #"</script><svg/onload=alert(2)>"#
        let payload = "</script>\u{2028}<!--"
        let chart = Chart(
            try Chart.Definition(initial: "a") {
                ChartState("a") { On(descriptor: event, to: "b") }; ChartState("b")
            })
        let machine = Machine(
            try Machine.Definition(
                initial: id, states: [id, "b&'"], rules: [Machine.Rule.on(event, from: id, to: "b&'")]))
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "</script>", payload: { _ in payload })
        try recorder.record(machine, as: id)
        try chart.start()
        try chart.send(event)
        machine.start()
        try machine.send(event)
        let (result, written) = Self.run(
            ["inspect", "s.jsonl", "-o", "p.html"], session: Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 0, "\(result.standardError)")
        let page = try #require(written)
        #expect(page.html.components(separatedBy: "</script>").count == 3)
        #expect(!page.html.contains("<script>alert"))
        #expect(!page.html.contains("<svg/onload"))
        #expect(!page.html.contains("\u{2028}"))
        #expect(
            page.values(of: "data-state") == [
                "a", "b", "a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;", "b&amp;&#39;",
            ])
        let sources = page.data["sources"] as? [[String: Any]] ?? []
        #expect(sources.map { $0["name"] as? String } == ["</script>", id])
        let steps = sources.first?["steps"] as? [[String: Any]] ?? []
        #expect(steps.map { $0["event"] as? String } == [nil, event])
        #expect(steps.last?["payload"] as? String == payload)
        #expect(page.configurations(source: 1) == [[id], ["b&'"]])
        let machineSteps = sources.last?["steps"] as? [[String: Any]] ?? []
        #expect(machineSteps.map { $0["taken"] as? [Int] } == [[], [0]])
    }

    @Test(
        "A session inspect cannot read fails as replay does (exit 2), a divergent one too (exit 1); no page is written",
        arguments: ["truncated", "newer", "missing", "diverges"])
    func unreadable(_ damage: String) throws {
        var lines = try SessionFixture.lines()
        var text = lines.joined(separator: "\n") + "\n"
        switch damage {
        case "truncated": text = lines.prefix(8).joined(separator: "\n") + "\n" + lines[8].prefix(20)
        case "newer":
            lines[0] = #"{"kind":"session","schema":2}"#
            text = lines.joined(separator: "\n") + "\n"
        case "missing":
            lines.remove(at: 4)
            text = lines.joined(separator: "\n") + "\n"
        default:
            text = text.replacingOccurrences(of: #"target=\"declined\""#, with: #"target=\"cart\""#)
        }
        let (replay, _) = Self.run(["replay", "s.jsonl"], session: Array(text.utf8))
        let (inspect, page) = Self.run(["inspect", "s.jsonl", "-o", "p.html"], session: Array(text.utf8))
        #expect(inspect.status == (damage == "diverges" ? 1 : 2))
        #expect(inspect.status == replay.status)
        #expect(inspect.standardError == replay.standardError)
        #expect(inspect.standardError.hasPrefix("error: s.jsonl:"))
        #expect(inspect.standardOutput == "")
        #expect(page == nil)
    }

    @Test("--follow and --output together are a usage error (exit 2)")
    func followAndOutput() throws {
        let (result, page) = Self.run(["inspect", "s.jsonl", "-f", "-o", "p.html"], session: try Self.checkout())
        #expect(result.status == 2)
        #expect(result.standardError.contains("use one of them"))
        #expect(page == nil)
    }

    @Test("50,000 steps make a page with 50,000 steps, in one pass")
    func scale() throws {
        let lines = try SessionFixture.lines()
        var text = lines.prefix(3).joined(separator: "\n") + "\n"
        let flip = [lines[3], lines[4]]
        for step in 1..<50_000 {
            let record = flip[(step - 1) % 2].replacingOccurrences(
                of: #""step":\#((step - 1) % 2 + 1),"#, with: #""step":\#(step),"#)
            text += record + "\n"
        }
        let (result, written) = Self.run(["inspect", "s.jsonl", "-o", "p.html"], session: Array(text.utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "wrote p.html: s.jsonl, 1 source, 50000 steps\n")
        let page = try #require(written)
        #expect(page.configurations(source: 0).count == 50_000)
    }
}

@Suite("graph --format html")
struct GraphPageTests {
    @Test("A flat machine's page: one step, the initial state, computed by the runtime")
    func machine() throws {
        let writes = ToolHarness.Writes()
        let result = ToolHarness.run(["graph", "Examples/sign-in.json", "-o", "p.html"], writes: writes)
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        let page = WrittenPage(
            html: String(decoding: try #require(writes.files.withLock { $0["p.html"] }), as: UTF8.self))
        let sources = page.data["sources"] as? [[String: Any]] ?? []
        #expect(sources.map { $0["kind"] as? String } == ["chart"])
        #expect(page.configurations(source: 0).count == 1)
        let initial = try #require(page.configurations(source: 0).first?.first)
        #expect(page.values(of: "data-state").first == initial)
    }

    @Test("A statechart's page: the initial configuration in document order, with its nesting drawn")
    func chart() throws {
        let scxml = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="p">
              <parallel id="p">
                <state id="r1" initial="b"><state id="a"/><state id="b"><transition event="go" target="a"/></state></state>
                <state id="r2"><state id="c"/><history id="h" type="deep"><transition target="c"/></history></state>
              </parallel>
              <final id="end"/>
            </scxml>
            """
        let writes = ToolHarness.Writes()
        let result = ToolHarness.run(
            ["graph", "c.scxml", "--format", "html", "-o", "p.html"], files: ["c.scxml": Array(scxml.utf8)],
            writes: writes)
        #expect(result.status == 0)
        let page = WrittenPage(
            html: String(decoding: try #require(writes.files.withLock { $0["p.html"] }), as: UTF8.self))
        #expect(page.configurations(source: 0) == [["b", "c"]])
        #expect(page.values(of: "data-state") == ["p", "r1", "a", "b", "r2", "c", "h", "end"])
        for (shape, id) in [
            ("parallel", "p"), ("compound", "r1"), ("atomic", "a"), ("deepHistory", "h"), ("final", "end"),
        ] {
            #expect(page.html.contains("class=\"state \(shape)\" data-state=\"\(id)\""))
        }
    }

    @Test("50,000 states side by side, and states nested 500 deep (the reader allows 515), laid out without recursion")
    func scale() throws {
        var wide = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">"#
        for index in 0..<50_000 {
            wide += #"<state id="s\#(index)"><transition event="e" target="s\#((index + 1) % 50_000)"/></state>"#
        }
        wide += "</scxml>"
        var deep = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">"#
        for index in 0..<500 { deep += #"<state id="d\#(index)">"# }
        deep += String(repeating: "</state>", count: 500) + "</scxml>"
        for (name, scxml, states) in [("wide.scxml", wide, 50_000), ("deep.scxml", deep, 500)] {
            let writes = ToolHarness.Writes()
            let result = ToolHarness.run(
                ["graph", name, "-o", "p.html"], files: [name: Array(scxml.utf8)], writes: writes)
            #expect(result.status == 0, "\(result.standardError)")
            let html = String(decoding: try #require(writes.files.withLock { $0["p.html"] }), as: UTF8.self)
            #expect(WrittenPage(html: html).values(of: "data-state").count == states)
        }
    }

    @Test("Without --output the page goes to standard output")
    func standardOutput() {
        let result = ToolHarness.run(["graph", "Examples/traffic-colors.json", "--format", "html"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>"))
    }
}
