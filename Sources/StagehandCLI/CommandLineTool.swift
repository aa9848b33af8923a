/// The `stagehand` command's logic, callable in process.
///
/// ```swift
/// let result = CommandLineTool.run(arguments: ["check", "machine.json"], environment: .live())
/// print(result.standardOutput, terminator: "")
/// ```
///
/// Subcommands: `check`, `graph`, `simulate`, `paths`, `replay` and `inspect`; `stagehand help <subcommand>` or
/// `<subcommand> --help` explain each. Exit status: 0 fine, 1 diagnostics or a rejected event,
/// 2 usage mistakes or input that cannot be read or decoded. Errors go to standard error; with
/// `--json`, results (and input errors) are also a JSON document on standard output whose
/// first member is `"schemaVersion": 2`.
public enum CommandLineTool {
    /// The tool's name, as shown in usage.
    public static let name = "stagehand"
    /// The tool's version, printed by `--version`.
    public static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [
            CheckCommand.self, GraphCommand.self, SimulateCommand.self, PathsCommand.self, ReplayCommand.self,
            InspectCommand.self,
        ]
    }

    /// Runs the command in process.
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: Where files, standard input and Graphviz come from.
    /// - Returns: The exit status and everything written to standard output and standard error.
    public static func run(arguments: [String], environment: ToolEnvironment) -> CommandResult {
        var context = CommandContext(environment: environment, command: arguments.first ?? "")
        let status: Int32
        do throws(CommandFailure) {
            try dispatch(arguments, in: &context)
            status = ExitStatus.success
        } catch {
            FailureRenderer.render(error, in: &context)
            status = error.exitStatus
        }
        return CommandResult(
            status: status, standardOutput: context.standardOutput, standardError: context.standardError)
    }

    private static func dispatch(_ arguments: [String], in context: inout CommandContext) throws(CommandFailure) {
        guard let first = arguments.first else {
            throw .usage(UsageError(kind: .missingCommand, command: nil))
        }
        switch first {
        case "-h", "--help":
            context.standardOutput += help()
            return
        case "--version":
            context.print(version)
            return
        case "help":
            guard let topic = arguments.dropFirst().first else {
                context.standardOutput += help()
                return
            }
            guard let command = command(named: topic) else { throw .usage(unknownCommand(topic)) }
            context.standardOutput += command.spec.help(tool: name)
            return
        default:
            break
        }
        guard let command = command(named: first) else {
            if first.hasPrefix("-") {
                let suggestion = Suggestion.closest(to: first, in: ["--help", "--version"])
                throw .usage(UsageError(kind: .unknownOption(first, suggestion: suggestion), command: nil))
            }
            throw .usage(unknownCommand(first))
        }
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser(spec: command.spec).parse(Array(arguments.dropFirst()))
        } catch {
            throw .usage(error)
        }
        if parsed.has(CommandSpec.helpOption.name) {
            context.standardOutput += command.spec.help(tool: name)
            return
        }
        context.json = parsed.has(jsonOption.name)
        try command.run(parsed, in: &context)
    }

    /// The subcommand called `name`, if there is one.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        let suggestion = Suggestion.closest(to: name, in: commands.map { $0.spec.name })
        return UsageError(kind: .unknownCommand(name, suggestion: suggestion), command: nil)
    }

    /// The top-level help.
    static func help() -> String {
        var text =
            "OVERVIEW: Check, draw, simulate and generate test paths for state machines and statecharts written "
            + "as JSON or SCXML.\n"
        text += "\nUSAGE: \(name) <subcommand>\n"
        text += "\nOPTIONS:\n"
        text += HelpLayout.row("--version", "Show the version.")
        text += HelpLayout.row(CommandSpec.helpOption.helpLabel, CommandSpec.helpOption.help)
        text += "\nSUBCOMMANDS:\n"
        for command in commands { text += HelpLayout.row(command.spec.name, command.spec.abstract) }
        text += "\n  See '\(name) help <subcommand>' for detailed help.\n"
        return text
    }
}
