/// Splits a subcommand's arguments into positionals, option values and flags.
///
/// The conventions are the usual ones: `--name value` and `--name=value`, `-o value` and
/// `-ovalue` for one-letter names, `--` ends the options (everything after it is positional),
/// and a lone `-` is a positional (conventionally standard input). A value may not start with
/// `-` unless it is attached with `=` or is exactly `-`, so a forgotten value is reported
/// instead of swallowing the next option. Unknown options get a "did you mean" suggestion; an
/// option given twice keeps its last value. `--help` (or `-h`) anywhere before `--` wins.
struct ArgumentParser {
    /// The command whose arguments are parsed.
    var spec: CommandSpec

    /// Parses `arguments` (the words after the subcommand's name).
    /// - Parameter arguments: The words to parse.
    /// - Returns: The positionals, values and flags.
    /// - Throws: A ``UsageError`` for the first mistake.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        // `--help` wins over every other mistake, as users expect.
        let optionWords = arguments.prefix(while: { $0 != "--" })
        if optionWords.contains("--help") || optionWords.contains("-h") {
            result.flags.insert(CommandSpec.helpOption.name)
            return result
        }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                result.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let option: OptionSpec
            let spelled: String
            var attached: String?
            if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let name: Substring
                if let equals = body.firstIndex(of: "=") {
                    name = body[..<equals]
                    attached = String(body[body.index(after: equals)...])
                } else {
                    name = body
                }
                spelled = "--" + name
                guard let found = spec.allOptions.first(where: { $0.name == name }) else {
                    let suggestion = Suggestion.closest(to: String(name), in: spec.allOptions.map(\.name))
                    throw error(.unknownOption(spelled, suggestion: suggestion.map { "--" + $0 }))
                }
                option = found
            } else {
                let letter = word[word.index(after: word.startIndex)]
                spelled = "-\(letter)"
                guard let found = spec.allOptions.first(where: { $0.short == letter }) else {
                    let longs = spec.allOptions.map(\.name)
                    let body = String(word.dropFirst())
                    let asLong = longs.contains(body) ? body : Suggestion.closest(to: body, in: longs)
                    throw error(.unknownOption(word, suggestion: asLong.map { "--" + $0 }))
                }
                option = found
                let rest = word.dropFirst(2)
                if !rest.isEmpty {
                    guard found.takesValue else { throw error(.unknownOption(word, suggestion: nil)) }
                    attached = String(rest)
                }
            }
            guard let valueName = option.valueName else {
                if attached != nil { throw error(.unexpectedValue(option: spelled)) }
                result.flags.insert(option.name)
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else if index < arguments.count && (arguments[index] == "-" || !arguments[index].hasPrefix("-")) {
                value = arguments[index]
                index += 1
            } else {
                throw error(.missingValue(option: spelled, valueName: valueName))
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                throw error(
                    .invalidValue(
                        option: "--" + option.name, value: value, allowed: allowed,
                        suggestion: Suggestion.closest(to: value, in: allowed)))
            }
            result.values[option.name] = value
        }
        if result.positionals.count < spec.positionals.count {
            throw error(.missingArgument(spec.positionals[result.positionals.count].name))
        }
        if result.positionals.count > spec.positionals.count {
            throw error(.unexpectedArgument(result.positionals[spec.positionals.count]))
        }
        return result
    }

    private func error(_ kind: UsageError.Kind) -> UsageError {
        UsageError(kind: kind, command: spec.name)
    }
}
