// libFuzzer entry point for the `stagehand` JSON reader: the strict parser, the chart reader (flat
// machines and nested charts, through `InputLoader` as every command reads a file), and for inputs
// that read the checks `FuzzChartChecks` makes of every chart (the check report, DOT and Mermaid,
// the SCXML written and read back, and `paths` on small inputs).
// Built by Fuzz/run.sh with `swiftc -sanitize=fuzzer,address -parse-as-library`.
import Stagehand

/// Reads one fuzzer input as a JSON file and checks the reader's invariants.
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer requires; a broken invariant traps instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch InputLoader.load(bytes, file: "fuzz.json") {
    case .failure(.notLoaded(_, _, let diagnostics)):
        guard !diagnostics.isEmpty, diagnostics.allSatisfy({ $0.location.line >= 1 }) else {
            fatalError("a refused file must come with positioned diagnostics")
        }
    case .failure(let other):
        fatalError("reading a file failed otherwise than as not loaded: \(other)")
    case .success(let document):
        FuzzChartChecks.check(document)
    }
    return 0
}
