import Stagehand

/// A machine file that loaded: its description and where each part of it was written.
struct LoadedMachine: Sendable {
    /// The file's name as the user gave it.
    var file: String
    /// The machine.
    var description: MachineDescription
    /// Where each part of the machine is in the file.
    var sourceMap: MachineSourceMap
}

/// Reads, parses and decodes a machine file.
enum MachineLoader {
    /// The largest file accepted, in bytes (64 MiB).
    static let maximumSize = 64 << 20

    /// Decodes a machine from the bytes of a JSON document.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: The file's name, for messages.
    /// - Returns: The machine, or every problem that kept it from loading.
    static func load(_ bytes: [UInt8], file: String) -> Result<LoadedMachine, LoadIssues> {
        parse(bytes).flatMap { decode($0, file: file) }
    }

    /// Parses a JSON document of at most ``maximumSize`` bytes.
    /// - Returns: The parsed document, or the problem that kept it from parsing.
    static func parse(_ bytes: [UInt8]) -> Result<JSONValue, LoadIssues> {
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

    /// Decodes a flat machine from a parsed JSON document.
    /// - Returns: The machine, or every problem that kept it from loading.
    static func decode(_ root: JSONValue, file: String) -> Result<LoadedMachine, LoadIssues> {
        MachineDecoder.decode(root).map { description, sourceMap in
            LoadedMachine(file: file, description: description, sourceMap: sourceMap)
        }
    }
}
