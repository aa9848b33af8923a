/// Everything the `stagehand` command needs from the outside world, injectable for tests.
///
/// ``live(variables:)`` reads and writes real files and runs Graphviz; tests build one from
/// closures over in-memory files, so ``CommandLineTool/run(arguments:environment:)`` runs
/// entirely in process.
public struct ToolEnvironment: Sendable {
    /// Reads a whole file.
    public var readFile: @Sendable (_ path: String) -> Result<[UInt8], FileAccessError>
    /// Replaces a file's contents, creating it if needed.
    public var writeFile: @Sendable (_ path: String, _ contents: [UInt8]) -> Result<Void, FileAccessError>
    /// Reads all of standard input.
    public var readStandardInput: @Sendable () -> [UInt8]
    /// Renders DOT text with Graphviz's `dot` into `format` (for example `svg`).
    public var runGraphviz: @Sendable (_ format: String, _ dot: String) -> GraphvizResult
    /// Opens a file to be read piece by piece, so `replay` and `inspect` stream a session of
    /// any size in bounded memory. By default it serves the bytes of ``readFile``.
    public var openFile: @Sendable (_ path: String) -> Result<any ChunkReader, FileAccessError>
    /// Called by `inspect --follow` when it has read everything written so far: waits for more
    /// to be written and returns whether to go on reading. By default it returns `false`, so a
    /// follow ends at the end of the file.
    public var waitForMoreInput: @Sendable () -> Bool = { false }
    /// Writes standard output at once, for `inspect --follow` to print each step as it
    /// arrives; `nil` (the default) collects it in the ``CommandResult``.
    public var writeStandardOutput: (@Sendable (String) -> Void)?

    /// Creates an environment from its parts.
    /// - Parameters:
    ///   - readFile: Reads a whole file.
    ///   - writeFile: Replaces a file's contents.
    ///   - readStandardInput: Reads all of standard input.
    ///   - runGraphviz: Renders DOT text with Graphviz.
    public init(
        readFile: @escaping @Sendable (_ path: String) -> Result<[UInt8], FileAccessError>,
        writeFile: @escaping @Sendable (_ path: String, _ contents: [UInt8]) -> Result<Void, FileAccessError>,
        readStandardInput: @escaping @Sendable () -> [UInt8],
        runGraphviz: @escaping @Sendable (_ format: String, _ dot: String) -> GraphvizResult
    ) {
        self.readFile = readFile
        self.writeFile = writeFile
        self.readStandardInput = readStandardInput
        self.runGraphviz = runGraphviz
        self.openFile = { path in readFile(path).map { InMemoryChunkReader($0) } }
    }
}

/// Why a file could not be read or written.
public struct FileAccessError: Error, Sendable, Equatable {
    /// The system's explanation, for example `No such file or directory`.
    public var reason: String

    /// Creates an error with the system's explanation.
    /// - Parameter reason: Why the access failed.
    public init(reason: String) {
        self.reason = reason
    }
}

/// The outcome of running Graphviz's `dot`.
public enum GraphvizResult: Sendable, Equatable {
    /// `dot` ran and wrote these bytes.
    case output([UInt8])
    /// No `dot` executable was found.
    case notInstalled
    /// `dot` ran and failed with this status and message.
    case failed(status: Int32, message: String)
}
