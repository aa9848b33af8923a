/// The definition of one subcommand: its name, help, positionals and options.
struct CommandSpec: Sendable {
    /// The subcommand's name: `check`.
    var name: String
    /// One sentence shown in the overview and in the subcommand list.
    var abstract: String
    /// Further paragraphs shown in `--help`, if any.
    var discussion: String?
    /// The positional arguments, all required.
    var positionals: [PositionalSpec]
    /// The options, without `--help` (every command has it).
    var options: [OptionSpec]

    /// The option every command accepts.
    static let helpOption = OptionSpec.flag("help", short: "h", help: "Show help information.")

    /// `options` plus `--help`.
    var allOptions: [OptionSpec] { options + [Self.helpOption] }

    /// The usage line: `stagehand check <file> [--json]`.
    func usage(tool: String) -> String {
        ([tool, name] + positionals.map { "<\($0.name)>" } + options.map(\.usageLabel)).joined(separator: " ")
    }

    /// The text `--help` prints.
    func help(tool: String) -> String {
        var text = "OVERVIEW: \(abstract)\n"
        if let discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage(tool: tool))\n"
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for positional in positionals { text += HelpLayout.row("<\(positional.name)>", positional.help) }
        }
        text += "\nOPTIONS:\n"
        for option in allOptions { text += HelpLayout.row(option.helpLabel, option.help) }
        return text
    }
}

/// Lays out help in two columns the way swift-argument-parser does.
enum HelpLayout {
    /// The column where descriptions start.
    static let labelWidth = 26

    /// One help row: the label indented by two, the description aligned (or on the next line).
    static func row(_ label: String, _ help: String) -> String {
        let indented = "  " + label
        if indented.count + 2 <= labelWidth {
            return indented + String(repeating: " ", count: labelWidth - indented.count) + help + "\n"
        }
        return indented + "\n" + String(repeating: " ", count: labelWidth) + help + "\n"
    }
}
