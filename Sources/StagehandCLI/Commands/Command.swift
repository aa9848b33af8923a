/// One subcommand of `stagehand`: its definition and what it does with parsed arguments.
protocol Command {
    /// The subcommand's name, help and options.
    static var spec: CommandSpec { get }

    /// Runs the subcommand.
    /// - Parameters:
    ///   - arguments: The parsed arguments (never containing `--help`).
    ///   - context: Where to read input and write the result.
    /// - Throws: The ``CommandFailure`` that ends the run; ``CommandLineTool`` renders it and
    ///   picks the exit status (the command prints no error of its own).
    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure)
}

/// The `--json` option every subcommand has.
let jsonOption = OptionSpec.flag("json", help: "Print the result as JSON (with \"schemaVersion\": 2).")

/// The `<file>` argument every subcommand has.
let fileArgument = PositionalSpec(
    name: "file", help: "The machine or statechart: JSON or SCXML ('-' for standard input).")
