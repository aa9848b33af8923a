import Foundation
import Testing

@testable import Stagehand

/// Charts nested 50,000 levels deep (and 50,000 siblings wide) build, validate, run, export (SCXML, DOT, Mermaid),
/// snapshot, describe themselves and are released on a 512 KiB stack: no walk over the element
/// tree or the state tree recurses once per level. Work is bounded with the engine's
/// `workUnits` counter, never with a clock.
@Suite struct StatechartDeepNestingTests {
    static let depth = 50_000

    /// `d1 ⊃ d2 ⊃ … ⊃ d50000`, built by wrapping an element 50,000 times. The innermost state
    /// holds `leaf`, `other`, a final `end` and a shallow history `h`; every level but the
    /// innermost resets to `d1`; `d1` leaves for `after` on `done.state.d50000`.
    static func chain(_ depth: Int) -> Chart.Element {
        var element: Chart.Element = ChartState("d\(depth)", initial: "leaf") {
            ChartState("leaf") { On("toggle", to: "other") }
            ChartState("other") { On("finish", to: "end") }
            FinalState("end")
            HistoryState("h", default: ["leaf"])
            On("out", to: "outside")
        }.element
        for level in stride(from: depth - 1, through: 1, by: -1) {
            let inner = element
            element =
                ChartState("d\(level)") {
                    inner
                    On("reset", to: "d1")
                    if level == 1 { On("done.state.d\(depth)", to: "after") }
                }.element
        }
        return element
    }

    struct Run: Sendable, Equatable {
        var description = ""
        var steps: [String] = []
        var work: [Int] = []
        var activeCount = 0
        var history: [String]? = nil
        var scxmlStates = 0
        var scxmlBytes = 0
        var dotBytes = 0
        var mermaidBytes = 0
        var restored: [String] = []
    }

    @Test("D.2 exitStates/enterStates/history/done.state over 50,000 nested levels, on a 512 KiB stack, in linear work")
    func fiftyThousandLevelsDeep() throws {
        let depth = Self.depth
        let run = try onSmallStack { () throws -> Run in
            var run = Run()
            let definition = try Chart.Definition {
                Self.chain(depth)
                ChartState("outside") { On("back", to: "h") }
                ChartState("after")
            }
            run.description = definition.description
            let chart = Chart(definition)
            var lastEntered = ""
            chart.observe { lastEntered = $0.entered.last ?? "" }
            var before = chart.workUnits
            func step(_ name: String?) throws {
                if let name { try chart.send(name) } else { try chart.start() }
                run.steps.append(
                    (name ?? "start") + " " + chart.configuration.joined(separator: ",") + " +" + lastEntered)
                run.work.append(chart.workUnits - before)
                before = chart.workUnits
            }
            try step(nil)
            run.activeCount = chart.activeStates.count
            try step("toggle")
            try step("out")
            run.history = chart.history("h")
            try step("back")
            try step("reset")
            try step("toggle")
            // A snapshot of 50,001 active states encodes, decodes and restores exactly.
            let data = try JSONEncoder().encode(chart.snapshot())
            let copy = Chart(definition)
            try copy.restore(try JSONDecoder().decode(StatechartSnapshot<String, String>.self, from: data))
            run.restored = copy.configuration + [String(copy.activeStates.count)]
            try step("finish")
            let scxml = definition.scxml()
            run.scxmlStates = scxml.components(separatedBy: "<state ").count - 1
            run.scxmlBytes = scxml.utf8.count
            run.dotBytes = definition.dot().utf8.count
            run.mermaidBytes = definition.mermaid().utf8.count
            return run
        }
        #expect(
            run.description
                == "Statechart definition: 50006 states (50000 compound, 0 parallel, 1 final, 1 history), "
                + "50004 transitions, nested 50001 levels deep")
        #expect(
            run.steps == [
                "start leaf +leaf", "toggle other +other", "out outside +outside", "back other +other",
                "reset leaf +leaf", "toggle other +other", "finish after +after",
            ])
        #expect(run.activeCount == depth + 1)
        #expect(run.history == ["other"])
        #expect(run.restored == ["other", String(depth + 1)])
        // Crossing every level costs a few units per level; moving inside the innermost state
        // costs a few units in all.
        #expect(run.work[1] <= 20 && run.work[5] <= 20, "work \(run.work)")
        for index in [0, 2, 3, 4, 6] { #expect(run.work[index] <= 20 * depth, "work \(run.work)") }
        #expect(run.scxmlStates == depth + 4)
        #expect(run.scxmlBytes <= 400 * depth, "\(run.scxmlBytes) bytes")
        // The drawings indent at most 40 levels, so they too stay linear in the depth.
        #expect(run.dotBytes <= 1_000 * depth, "\(run.dotBytes) bytes")
        #expect(run.mermaidBytes <= 600 * depth, "\(run.mermaidBytes) bytes")
    }

    @Test(
        "a chain of 50,000 nested parallel states completes level by level: done.state.<id> of each, on a 512 KiB stack"
    )
    func fiftyThousandNestedParallelStates() throws {
        let depth = Self.depth
        let steps = try onSmallStack { () throws -> [String] in
            // p_k = parallel { p_{k+1}; q_k { a_k → f_k on finish } }: every f_k is entered in one
            // microstep, and each p_k is complete once its inner parallel state and q_k are.
            var element: Chart.Element = Parallel("p\(depth)") {
                ChartState("q\(depth)") {
                    ChartState("a\(depth)") { On("finish", to: "f\(depth)") }
                    FinalState("f\(depth)")
                }
            }.element
            for level in stride(from: depth - 1, through: 1, by: -1) {
                let inner = element
                element =
                    Parallel("p\(level)") {
                        inner
                        ChartState("q\(level)") {
                            ChartState("a\(level)") { On("finish", to: "f\(level)") }
                            FinalState("f\(level)")
                        }
                    }.element
            }
            let top = element
            let definition = try Chart.Definition {
                ChartState("run") {
                    top
                    On("done.state.p1", to: "after")
                }
                ChartState("after")
            }
            let chart = Chart(definition, limits: RunLimits(stepsPerRun: 10 * depth))
            var trace: [String] = []
            chart.observe { step in
                trace.append(
                    "\(step.entered.count) entered, \(step.exited.count) exited, last \(step.entered.last ?? "")")
            }
            try chart.start()
            trace.append("\(chart.configuration.count) atomic")
            let before = chart.workUnits
            try chart.send("finish")
            trace.append(chart.configuration.joined(separator: ","))
            trace.append(chart.workUnits - before <= 40 * depth ? "linear" : "work \(chart.workUnits - before)")
            return trace
        }
        #expect(
            steps == [
                "\(3 * depth + 1) entered, 0 exited, last a1", "\(depth) atomic",
                // The a_k exit, the f_k enter; then done.state.p1 leaves everything for `after`.
                "\(depth + 1) entered, \(4 * depth + 1) exited, last after", "after", "linear",
            ])
    }

    @Test("50,000 sibling states build, run, export and are released on a 512 KiB stack")
    func fiftyThousandSiblings() throws {
        let count = Self.depth
        let result = try onSmallStack { () throws -> [String] in
            let definition = try Chart.Definition {
                ChartState("all") {
                    for index in 0..<count { ChartState("s\(index)") { On("next", to: "s\((index + 1) % count)") } }
                }
            }
            let chart = Chart(definition)
            try chart.start()
            let before = chart.workUnits
            for _ in 0..<count { try chart.send("next") }
            let perEvent = (chart.workUnits - before) / count
            let scxml = definition.scxml()
            return [
                definition.description, chart.configuration.joined(), perEvent <= 20 ? "bounded" : "\(perEvent)",
                String(scxml.components(separatedBy: "<state ").count - 1),
            ]
        }
        #expect(
            result == [
                "Statechart definition: 50001 states (1 compound, 0 parallel, 0 final, 0 history), "
                    + "50000 transitions, nested 2 levels deep",
                "s0", "bounded", String(count + 1),
            ])
    }

    @Test("a 50,000-deep element tree that is never compiled is released on a 512 KiB stack")
    func deepElementRelease() throws {
        let depth = Self.depth
        let built = try onSmallStack { () -> Int in
            var element: Chart.Element = ChartState("leaf").element
            for level in 0..<depth {
                let inner = element
                element = ChartState("s\(level)") { inner }.element
            }
            // Count the levels iteratively, then let `element` go.
            var levels = 0
            var current = element
            while let child = current.children.first {
                levels += 1
                current = child
            }
            return levels
        }
        #expect(built == depth)
    }

    @Test("a shared subtree is released once, after its last owner")
    func sharedSubtreeRelease() throws {
        let shared: Chart.Element = ChartState("x") { ChartState("y") }.element
        let first: Chart.Element = ChartState("a") { shared }.element
        do {
            let second: Chart.Element = ChartState("b") { shared }.element
            _ = second
        }
        // `first` still holds `shared` with its child.
        #expect(first.children.first?.children.count == 1)
        let definition = try Chart.Definition { first }
        #expect(definition.states == ["a", "x", "y"])
    }

    @Test("SCXML 3.13: conflicting targets are found among many, in document order")
    func manyTargetsCompatibility() {
        let regions = Self.depth
        // 50,000 targets in 50,000 regions are compatible; adding one inside another is not.
        func definition(extra: [String]) throws(DefinitionError) -> Chart.Definition {
            try Chart.Definition {
                ChartState("start") { On("go", to: (0..<regions).map { "a\($0)" } + extra) }
                Parallel("p") {
                    for region in 0..<regions { ChartState("r\(region)") { ChartState("a\(region)") } }
                }
            }
        }
        #expect(throws: Never.self) { _ = try definition(extra: []) }
        #expect {
            _ = try definition(extra: ["r7"])
        } throws: { error in
            guard case .invalid(let diagnostics) = error as? DefinitionError else { return false }
            return diagnostics.map(\.message) == [
                "has transition targets 'r7' and 'a7', which cannot be active together; "
                    + "several targets must lie in different regions of a parallel state"
            ]
        }
    }
}
