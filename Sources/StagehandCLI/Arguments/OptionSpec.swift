/// The definition of one command-line option: its names, whether it takes a value, and its help.
struct OptionSpec: Sendable {
    /// The long name without dashes: `format` for `--format`.
    var name: String
    /// The one-letter name, if any: `o` for `-o`.
    var short: Character?
    /// The value's placeholder in help (`<format>`); `nil` for a flag that takes no value.
    var valueName: String?
    /// The only values accepted, if the option is an enumeration.
    var allowedValues: [String]?
    /// One line of help.
    var help: String

    /// Creates an option that takes a value.
    static func value(
        _ name: String, short: Character? = nil, valueName: String? = nil, allowed: [String]? = nil, help: String
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName ?? name, allowedValues: allowed, help: help)
    }

    /// Creates a flag, an option without a value.
    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, allowedValues: nil, help: help)
    }

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// How the option is shown in help's left column: `-o, --output <output>`.
    var helpLabel: String {
        var label = short.map { "-\($0), " } ?? ""
        label += "--\(name)"
        if let valueName { label += " <\(valueName)>" }
        return label
    }

    /// How the option is shown in a usage line: `[--format <format>]`.
    var usageLabel: String {
        "[--\(name)" + (valueName.map { " <\($0)>" } ?? "") + "]"
    }
}

/// The definition of one positional argument.
struct PositionalSpec: Sendable {
    /// The placeholder shown in usage: `file` for `<file>`.
    var name: String
    /// One line of help.
    var help: String
}
