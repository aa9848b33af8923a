/// The result of parsing a command's arguments: its positionals, option values and flags.
struct ParsedArguments: Equatable, Sendable {
    /// Positional arguments in order (including those after `--`).
    var positionals: [String] = []
    /// The value of each option given, by long name; the last occurrence wins.
    var values: [String: String] = [:]
    /// The flags given, by long name.
    var flags: Set<String> = []

    /// The value given for option `name`, if any.
    func value(_ name: String) -> String? { values[name] }

    /// Whether flag `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
}
