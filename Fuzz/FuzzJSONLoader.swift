// libFuzzer entry point for the `stagehand` JSON loader: the strict parser, the decoder to a
// `MachineDescription`, and (for inputs that load) validation and the export round trip.
// Built by Fuzz/run.sh with `swiftc -sanitize=fuzzer,address -parse-as-library`.
import Stagehand

/// Loads one fuzzer input as a machine file and checks the loader's invariants.
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer requires; a broken invariant traps instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let machine) = MachineLoader.load(bytes, file: "fuzz.json") else { return 0 }
    let description = machine.description
    // Locating, sorting and hinting every diagnostic, as `stagehand check` does.
    let report = CheckReport(machine, maximumShown: 100)
    guard report.shown.count == min(report.total, 100) else {
        fatalError("the check report showed \(report.shown.count) of \(report.total) diagnostics")
    }
    _ = description.dot()
    _ = description.mermaid()
    // Every machine that loads must load back, unchanged, from the core's own export.
    if description.events.allSatisfy({ $0.after?.isFinite ?? true }) {
        let exported = Array(description.jsonText().utf8)
        guard case .success(let reloaded) = MachineLoader.load(exported, file: "export.json"),
            reloaded.description == description
        else {
            fatalError("the core's JSON export of a loaded machine did not load back to the same machine")
        }
    }
    if description.events.count <= 64 {
        let table = TransitionTable(description)
        _ = table.shortestPaths()
        _ = table.coveringPaths()
    }
    return 0
}
