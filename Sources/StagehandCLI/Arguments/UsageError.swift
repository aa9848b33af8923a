/// A mistake in how the command was invoked; reported with the command's usage, exit status 2.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kinds of usage mistakes.
    enum Kind: Equatable, Sendable {
        /// An option no command defines; with the closest known name, if any.
        case unknownOption(String, suggestion: String?)
        /// An option that needs a value was last, or followed by another option.
        case missingValue(option: String, valueName: String)
        /// `--flag=value` for a flag that takes no value.
        case unexpectedValue(option: String)
        /// A value outside an enumeration.
        case invalidValue(option: String, value: String, allowed: [String], suggestion: String?)
        /// A required positional argument is missing.
        case missingArgument(String)
        /// More positional arguments than the command takes.
        case unexpectedArgument(String)
        /// A subcommand that does not exist; with the closest known name, if any.
        case unknownCommand(String, suggestion: String?)
        /// No subcommand was given.
        case missingCommand
        /// A free-form problem with the arguments.
        case invalid(String)
    }

    /// What went wrong.
    var kind: Kind
    /// The command whose usage to show, or `nil` for the top level.
    var command: String?

    /// The message, in swift-argument-parser's style: a sentence, with a suggestion when one fits.
    var description: String {
        switch kind {
        case .unknownOption(let name, let suggestion):
            return "Unknown option '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .missingValue(let option, let valueName):
            return "Missing value for '\(option) <\(valueName)>'."
        case .unexpectedValue(let option):
            return "The option '\(option)' takes no value."
        case .invalidValue(let option, let value, let allowed, let suggestion):
            let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
            return "The value '\(value)' is invalid for '\(option)'; allowed: \(list)."
                + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .missingArgument(let name):
            return "Missing expected argument '<\(name)>'."
        case .unexpectedArgument(let value):
            return "Unexpected argument '\(value)'."
        case .unknownCommand(let name, let suggestion):
            return "Unknown subcommand '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .missingCommand:
            return "Missing subcommand."
        case .invalid(let message):
            return message
        }
    }
}
