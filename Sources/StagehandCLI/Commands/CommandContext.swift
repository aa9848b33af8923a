/// The state one command run writes into: the environment it reads from and its two outputs.
struct CommandContext {
    /// Where files, standard input and Graphviz come from.
    let environment: ToolEnvironment
    /// The command's name, for `--json` documents.
    let command: String
    /// Whether `--json` was given.
    var json = false
    /// Standard output so far.
    var standardOutput = ""
    /// Standard error so far.
    var standardError = ""

    /// Creates a context for `command`.
    init(environment: ToolEnvironment, command: String) {
        self.environment = environment
        self.command = command
    }

    /// Appends a line to standard output, with control characters made visible.
    mutating func print(_ line: String) { standardOutput += Self.visible(line) + "\n" }

    /// Appends a line to standard error, with control characters made visible.
    mutating func printError(_ line: String) { standardError += Self.visible(line) + "\n" }

    /// `line` with every control character (C0, DEL and C1, which JSON strings may hold through
    /// `\u` escapes) written as `\u{1B}`, so a name in a machine file cannot move the cursor,
    /// clear the screen, retitle the terminal or fake a line of output.
    static func visible(_ line: String) -> String { VisibleText.of(line) }

    /// The schema version of every `--json` document: 2, where every diagnostic item has one
    /// schema (``Diagnostic/json``) whatever the input's format.
    var schemaVersion: Int { 2 }

    /// The start of every `--json` document: the schema version and the command.
    func jsonHeader(file: String?) -> [(String, JSONOutput)] {
        var header: [(String, JSONOutput)] = [("schemaVersion", .int(schemaVersion)), ("command", .string(command))]
        if let file { header.append(("file", .string(file))) }
        return header
    }

    /// Writes `report` to standard output: its `--json` document with `--json`, else its text.
    mutating func write(_ report: some CommandReport, file: String?) {
        if json {
            standardOutput += report.json(header: jsonHeader(file: file)).rendered()
        } else {
            standardOutput += report.text
        }
    }

    /// Prints the warnings reading `document` found (a declared data model it does not use) on
    /// standard error: `simulate`, `graph` and `paths` go on as without them, and `check` lists
    /// them with its other diagnostics instead.
    mutating func printWarnings(of document: ChartDocument) {
        for warning in document.annotated(document.warnings) { printError(warning.description) }
    }

    /// Reads `file` (`-` is standard input).
    /// - Returns: The bytes.
    /// - Throws: ``CommandFailure/unreadable(file:reason:)``.
    func read(_ file: String) throws(CommandFailure) -> [UInt8] {
        if file == "-" { return environment.readStandardInput() }
        switch environment.readFile(file) {
        case .success(let bytes): return bytes
        case .failure(let error): throw .unreadable(file: file, reason: error.reason)
        }
    }

    /// Reads `file` once and parses it once into the one model, a chart, whatever its format:
    /// SCXML, JSON with nested states, or a flat machine (``InputLoader``).
    /// - Throws: ``CommandFailure/unreadable(file:reason:)``,
    ///   or ``CommandFailure/notLoaded(file:input:diagnostics:)``.
    func loadChart(_ file: String) throws(CommandFailure) -> ChartDocument {
        let bytes = try read(file)
        switch InputLoader.load(bytes, file: file == "-" ? "<stdin>" : file, readFile: environment.readFile) {
        case .success(let document): return document
        case .failure(let failure): throw failure
        }
    }
}

extension ChartDocument {
    /// The failure of a chart whose validation found errors: the first of them, with hints.
    /// - Parameter diagnostics: What validation found (errors and warnings).
    func invalid(_ diagnostics: [Diagnostic]) -> CommandFailure {
        let errors = diagnostics.filter { $0.severity == .error }
        return .invalid(
            file: file, input: .chart, errors: annotated(Array(errors.prefix(FailureRenderer.maximumDiagnostics))),
            count: errors.count)
    }
}
