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
    static func visible(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isControl) else { return line }
        var result = ""
        for scalar in line.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The start of every `--json` document: the schema version and the command.
    func jsonHeader(file: String?) -> [(String, JSONOutput)] {
        var header: [(String, JSONOutput)] = [("schemaVersion", .int(1)), ("command", .string(command))]
        if let file { header.append(("file", .string(file))) }
        return header
    }

    /// Reads `file` (`-` is standard input), reporting failure.
    /// - Returns: The bytes, or `nil` after reporting why they could not be read.
    mutating func read(_ file: String) -> [UInt8]? {
        if file == "-" { return environment.readStandardInput() }
        switch environment.readFile(file) {
        case .success(let bytes):
            return bytes
        case .failure(let error):
            let message = "cannot read '\(file)': \(error.reason)"
            printError("error: \(message)")
            if json {
                let issue: JSONOutput = .object([("message", .string(message))])
                standardOutput += JSONOutput.object(jsonHeader(file: file) + [("inputErrors", .array([issue]))])
                    .rendered()
            }
            return nil
        }
    }

    /// Reports that `machine` has `errors` errors and points to `check` (exit 1).
    /// - Parameters:
    ///   - machine: The loaded machine.
    ///   - file: The file argument as given, for the `check` command line.
    ///   - errors: How many errors `check` would report.
    mutating func reportInvalid(_ machine: LoadedMachine, file: String, errors: Int) {
        printError(
            "error: \(machine.file) has \(plural(errors, "error")); run '\(CommandLineTool.name) check \(file)' "
                + "to see them")
        if json {
            standardOutput += JSONOutput.object(jsonHeader(file: machine.file) + [("errors", .int(errors))]).rendered()
        }
    }

    /// Reads, parses and decodes the machine in `file`, reporting every problem.
    /// - Returns: The machine, or `nil` after reporting why it could not be loaded (exit 2).
    mutating func loadMachine(_ file: String) -> LoadedMachine? {
        guard let bytes = read(file) else { return nil }
        let name = file == "-" ? "<stdin>" : file
        switch MachineLoader.load(bytes, file: name) {
        case .success(let machine):
            return machine
        case .failure(let failure):
            for issue in failure.issues {
                let path = issue.path.map { "\($0): " } ?? ""
                printError("\(name):\(issue.position): error: \(path)\(issue.message)")
                if let hint = issue.hint { printError("  hint: \(hint)") }
            }
            if failure.issues.count > 1 {
                printError("\(name): \(failure.issues.count) errors; the machine was not loaded")
            }
            if json {
                let issues = failure.issues.map { issue in
                    JSONOutput.object([
                        ("path", .optional(issue.path)), ("line", .int(issue.position.line)),
                        ("column", .int(issue.position.column)), ("offset", .int(issue.position.offset)),
                        ("message", .string(issue.message)), ("hint", .optional(issue.hint)),
                    ])
                }
                standardOutput += JSONOutput.object(jsonHeader(file: name) + [("inputErrors", .array(issues))])
                    .rendered()
            }
            return nil
        }
    }
}
