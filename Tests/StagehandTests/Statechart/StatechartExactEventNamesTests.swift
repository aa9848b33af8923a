import Testing

@testable import Stagehand

/// A chart built with whole event names (`exactEventNames`, how the `stagehand` command reads a
/// flat machine): a transition takes only its own name, spaces, dots and `*` included.
@Suite struct StatechartExactEventNamesTests {
    @Test("a name matches only itself: no token prefixes, no wildcard, spaces kept")
    func wholeNames() throws {
        let definition = try Chart.Definition(initial: "s", exactEventNames: true) {
            ChartState("s") {
                On(descriptor: "a", to: "a")
                On(descriptor: "a.b", to: "ab")
                On(descriptor: "sign in", to: "in")
                On(descriptor: "*", to: "star")
            }
            ChartState("a") { On(descriptor: "back", to: "s") }
            ChartState("ab") { On(descriptor: "back", to: "s") }
            ChartState("in") { On(descriptor: "back", to: "s") }
            ChartState("star") { On(descriptor: "back", to: "s") }
        }
        // Nothing shadows: `a` does not match every event `a.b` does, `*` matches only `*`.
        #expect(!definition.diagnostics.contains { $0.kind == .transitionNeverTaken })
        let chart = Chart(definition)
        try chart.start()
        for (event, state) in [("a.b", "ab"), ("a", "a"), ("sign in", "in"), ("*", "star")] {
            try chart.send(event)
            #expect(chart.configuration == [state], "\(event)")
            try chart.send("back")
        }
        for event in ["a.c", "sign", "in", "b"] {
            #expect(try chart.send(event) == .discarded, "\(event)")
            #expect(chart.configuration == ["s"])
        }
        // The same chart with SCXML descriptors: `a` takes `a.c`, and `*` takes anything.
        let scxml = try Chart.Definition(initial: "s") {
            ChartState("s") {
                On(descriptor: "a", to: "a")
                On(descriptor: "*", to: "star")
            }
            ChartState("a")
            ChartState("star")
        }
        #expect(scxml.fingerprint != definition.fingerprint)
        let other = Chart(scxml)
        try other.start()
        try other.send("a.c")
        #expect(other.configuration == ["a"])
    }
}
