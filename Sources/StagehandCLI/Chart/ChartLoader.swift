/// Decides whether a file is a statechart (SCXML, or JSON with nested states) and reads it.
///
/// Flat machine JSON is not a chart: it keeps going through ``MachineLoader``, unchanged.
enum ChartLoader {
    /// What a file holds.
    enum Format: Equatable, Sendable {
        /// An SCXML document.
        case scxml
        /// A JSON statechart (nested states, parallel, final or history states).
        case json
    }

    /// The chart format of `bytes`, or `nil` for anything else (a flat machine, or a file that
    /// cannot be parsed, which the flat loader reports).
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name; `.scxml` files are SCXML whatever they hold.
    static func format(of bytes: [UInt8], file: String) -> Format? {
        if file.hasSuffix(".scxml") || file.hasSuffix(".xml") { return .scxml }
        // UTF-16 (by its byte order mark or its first character) is XML: JSON is UTF-8 (a `.json`
        // file in UTF-16 is left to the JSON loader, which says so).
        if !file.hasSuffix(".json"),
            bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x00, 0x3C])
                || bytes.starts(with: [0x3C, 0x00])
        {
            return .scxml
        }
        // The first byte that is not a byte order mark or white space.
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "<") { return .scxml }
        guard bytes[index] == UInt8(ascii: "{"), bytes.count <= MachineLoader.maximumSize,
            let root = try? JSONParser.parse(bytes)
        else { return nil }
        return ChartJSONReader.isChart(root) ? .json : nil
    }

    /// Reads a chart file.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name, for diagnostics.
    ///   - format: The format ``format(of:file:)`` found.
    /// - Returns: The chart, or every problem found.
    static func load(_ bytes: [UInt8], file: String, format: Format) -> Result<ChartDocument, Diagnostics> {
        guard bytes.count <= MachineLoader.maximumSize else {
            return .failure(
                Diagnostics([
                    Diagnostic(
                        file: file, location: .start,
                        message:
                            "the file is \(bytes.count) bytes; the limit is \(MachineLoader.maximumSize) bytes (64 MiB)"
                    )
                ]))
        }
        switch format {
        case .scxml: return SCXMLReader.read(bytes, file: file)
        case .json: return ChartJSONReader.read(bytes, file: file)
        }
    }
}
