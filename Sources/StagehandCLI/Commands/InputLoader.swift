/// Reads a file once and parses it once, whatever it holds: an SCXML document, a JSON chart
/// (nested states) or a flat machine.
///
/// SCXML is told by the file's name (`.scxml`, `.xml`) or its first characters (`<`, or UTF-16,
/// which JSON never is). Anything else is JSON: it is parsed once and read as a chart by
/// ``ChartJSONReader``, a flat machine (no entry of `"states"` is an object) included.
enum InputLoader {
    /// The largest file read, in bytes (64 MiB), and the most an SCXML document and the files
    /// its `<invoke src>` elements name may have together.
    static let maximumSize = 64 << 20

    /// Whether `bytes`, from `file`, are SCXML rather than JSON.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name; `.scxml` and `.xml` files are SCXML whatever they hold.
    static func isSCXML(_ bytes: [UInt8], file: String) -> Bool {
        if file.hasSuffix(".scxml") || file.hasSuffix(".xml") { return true }
        // UTF-16 (by its byte order mark or its first character) is XML: JSON is UTF-8 (a `.json`
        // file in UTF-16 is left to the JSON parser, which says so).
        if !file.hasSuffix(".json"),
            bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x00, 0x3C])
                || bytes.starts(with: [0x3C, 0x00])
        {
            return true
        }
        // The first byte that is not a byte order mark or white space.
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    /// Reads a file's contents into the model the commands run.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name, for diagnostics.
    ///   - readFile: Reads the files an SCXML `<invoke src>` names (``ChartSourceLoader``);
    ///     `nil` reads none.
    /// - Returns: The chart, or the failure that says why the file is none:
    ///   ``CommandFailure/notLoaded(file:input:diagnostics:)`` with every problem found.
    static func load(
        _ bytes: [UInt8], file: String, readFile: ChartSourceLoader.ReadFile? = nil
    ) -> Result<ChartDocument, CommandFailure> {
        if isSCXML(bytes, file: file) {
            guard bytes.count <= maximumSize else {
                let message = "the file is \(bytes.count) bytes; the limit is \(maximumSize) bytes (64 MiB)"
                return .failure(
                    .notLoaded(
                        file: file, input: .chart,
                        diagnostics: [Diagnostic(file: file, location: .start, message: message)]))
            }
            return SCXMLReader.read(bytes, file: file).flatMap {
                ChartSourceLoader.load($0, size: bytes.count, readFile: readFile)
            }.mapError {
                .notLoaded(file: file, input: .chart, diagnostics: $0.diagnostics)
            }
        }
        let root: JSONValue
        switch parseJSON(bytes) {
        case .success(let parsed): root = parsed
        case .failure(let failure):
            return .failure(.notLoaded(file: file, input: .machine, diagnostics: failure.diagnostics(file: file)))
        }
        return ChartJSONReader.read(root, file: file).mapError {
            .notLoaded(file: file, input: .chart, diagnostics: $0.located(in: root, file: file).diagnostics)
        }
    }

    /// Parses a JSON file of at most ``maximumSize`` bytes.
    /// - Parameter bytes: The file's contents.
    /// - Returns: The parsed value, or the one problem (too large, or where the JSON is invalid).
    static func parseJSON(_ bytes: [UInt8]) -> Result<JSONValue, LoadIssues> {
        guard bytes.count <= maximumSize else {
            let issue = LoadIssue(
                path: nil, position: SourcePosition(line: 1, column: 1, offset: 0),
                message: "the file is \(bytes.count) bytes; the limit is \(maximumSize) bytes (64 MiB)",
                hint: "split the machine, or check that this is the right file")
            return .failure(LoadIssues(issues: [issue]))
        }
        do {
            return .success(try JSONParser.parse(bytes))
        } catch {
            let issue = LoadIssue(path: error.path, position: error.position, message: error.message, hint: nil)
            return .failure(LoadIssues(issues: [issue]))
        }
    }
}
