import Foundation
import Stagehand
import StagehandTesting
import Testing

@testable import StagehandCLI

/// A random small SCXML chart: nested compound and parallel states, history, final states,
/// transitions on one to three of three events to random states, some with `In()` conditions, some targetless or
/// internal, and delayed sends armed on entry.
private func randomChart(_ random: inout SplitMix64) -> String {
    var next = 0
    var ids: [String] = []
    func state(depth: Int) -> String {
        let id = "s\(next)"
        next += 1
        ids.append(id)
        let roll = Int.random(in: 0..<10, using: &random)
        if depth < 2 && roll < 3 && next < 9 {
            let tag = roll == 0 ? "parallel" : "state"
            var body = ""
            for _ in 0..<Int.random(in: 1...2, using: &random) { body += state(depth: depth + 1) }
            if tag == "state" && Bool.random(using: &random) {
                body += #"<history id="h\#(id)" type="\#(Bool.random(using: &random) ? "deep" : "shallow")"/>"#
            }
            return #"<\#(tag) id="\#(id)">\#(body)__T\#(id)__</\#(tag)>"#
        }
        if roll == 9 { return #"<final id="\#(id)"/>"# }
        let entry =
            Int.random(in: 0..<4, using: &random) == 0 ? #"<onentry><send event="a" delay="1s"/></onentry>"# : ""
        return #"<state id="\#(id)">\#(entry)__T\#(id)__</state>"#
    }
    var body = ""
    for _ in 0..<Int.random(in: 1...3, using: &random) { body += state(depth: 0) }
    for id in ids {
        var transitions = ""
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            // Several descriptors are several events tried (the SCXML fuzz target found an
            // estimate that counted one per transition).
            let event = ["a", "b", "c", "a b", "c b a"].randomElement(using: &random)!
            let target = ids.randomElement(using: &random)!
            let condition =
                Int.random(in: 0..<4, using: &random) == 0
                ? #" cond="In('\#(ids.randomElement(using: &random)!)')""# : ""
            let type = Int.random(in: 0..<5, using: &random) == 0 ? #" type="internal""# : ""
            let targets = Int.random(in: 0..<6, using: &random) == 0 ? "" : #" target="\#(target)""#
            transitions += #"<transition event="\#(event)"\#(targets)\#(condition)\#(type)/>"#
        }
        body = body.replacingOccurrences(of: "__T\(id)__", with: transitions)
    }
    return #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">\#(body)</scxml>"#
}

@Suite("paths estimate")
struct ExplorerEstimateTests {
    /// On random small charts the work the exploration really does never passes the estimate
    /// `paths` checks before it runs, and no exploration is stopped for passing it.
    @Test func theEstimateBoundsTheRealWorkOnRandomSmallCharts() throws {
        var random = SplitMix64(seed: 0x5EED_0019)
        var explored = 0
        for _ in 0..<300 {
            let text = randomChart(&random)
            guard case .success(let document) = SCXMLReader.read(Array(text.utf8), file: "r.scxml"),
                let result = try? ChartExplorer.explore(document)
            else { continue }
            let estimate = ChartExplorer.estimate(document)
            switch result {
            case .success(let explorer):
                explored += 1
                #expect(explorer.work <= estimate, "\(text)")
            case .failure(let stop):
                #expect(stop != .tooLarge, "\(text)")
            }
        }
        #expect(explored > 100)
    }
}
