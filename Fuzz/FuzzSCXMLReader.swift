// libFuzzer entry point for the `stagehand` SCXML reader: XML parsing with positions, the subset
// checks, compilation to a core statechart, a bounded simulation, and (for charts without
// executable content) the core's SCXML export read back to the same behaviour.
// Built by Fuzz/run-scxml.sh with `swiftc -sanitize=fuzzer,address -parse-as-library`.
import Stagehand

/// Reads one fuzzer input as an SCXML chart and checks the reader's invariants.
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer requires; a broken invariant traps instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSCXMLReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document: ChartDocument
    switch SCXMLReader.read(bytes, file: "fuzz.scxml") {
    case .failure(let failure):
        guard !failure.diagnostics.isEmpty, failure.diagnostics.allSatisfy({ $0.location.line >= 1 }) else {
            fatalError("a refused document must come with positioned diagnostics")
        }
        return 0
    case .success(let read):
        document = read
    }
    FuzzChartChecks.check(document)
    // Events worth sending: every descriptor the chart names, plus one it does not, and waits.
    var tokens: [ChartSimulation.Token] = [.event("fuzz.unknown")]
    var hasActions = false
    for node in document.allNodes {
        // An invoked chart's actions are lost by the export too (and a `src` file is not read here).
        if !node.onEntry.isEmpty || !node.onExit.isEmpty || !node.invocations.isEmpty { hasActions = true }
        for transition in node.transitions {
            if !transition.actions.isEmpty { hasActions = true }
            for descriptor in transition.events.prefix(2) where descriptor != "*" {
                tokens.append(.event(descriptor))
                tokens.append(.wait(.milliseconds(500)))
            }
        }
        if tokens.count > 64 { break }
    }
    let limits = RunLimits(stepsPerRun: 1000)
    guard let outcome = try? ChartSimulation.run(document, tokens: tokens, limits: limits) else { return 0 }
    guard outcome.error != nil || outcome.steps.count == tokens.count else {
        fatalError("the simulation stopped early without an error")
    }
    guard outcome.work <= ChartSimulation.maximumWork else {
        fatalError("the simulation spent more than its budget")
    }
    // Without executable content nothing is lost by the export: it must behave the same.
    guard !hasActions, outcome.error == nil,
        let (definition, _) = try? document.makeStatechart(log: ChartLog())
    else { return 0 }
    let exported = Array(definition.scxml().utf8)
    guard case .success(let reread) = SCXMLReader.read(exported, file: "export.scxml"),
        let again = try? ChartSimulation.run(reread, tokens: tokens, limits: limits)
    else {
        fatalError("the core's SCXML export of a valid chart did not read back")
    }
    guard again.initialConfiguration == outcome.initialConfiguration,
        again.steps.map(\.configuration) == outcome.steps.map(\.configuration)
    else {
        fatalError("the exported chart behaves differently from the chart it was written from")
    }
    return 0
}
