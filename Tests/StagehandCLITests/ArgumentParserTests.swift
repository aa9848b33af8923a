import Testing

@testable import StagehandCLI

private let spec = CommandSpec(
    name: "graph", abstract: "Draw.", discussion: nil,
    positionals: [PositionalSpec(name: "file", help: "The file.")],
    options: [
        .value("format", allowed: ["dot", "mermaid", "svg"], help: "Format."),
        .value("output", short: "o", valueName: "path", help: "Output."),
        .flag("json", help: "JSON."),
    ])

private func parse(_ words: String...) throws(UsageError) -> ParsedArguments {
    try ArgumentParser(spec: spec).parse(words)
}

private func usageError(_ words: String...) -> UsageError.Kind? {
    do {
        _ = try ArgumentParser(spec: spec).parse(words)
        return nil
    } catch {
        return error.kind
    }
}

@Suite("Argument parsing")
struct ArgumentParserTests {
    @Test func acceptsSeparateAndAttachedValues() throws {
        let expected = ParsedArguments(
            positionals: ["m.json"], values: ["format": "svg", "output": "out.svg"], flags: [])
        #expect(try parse("m.json", "--format", "svg", "--output", "out.svg") == expected)
        #expect(try parse("--format=svg", "m.json", "--output=out.svg") == expected)
        #expect(try parse("m.json", "--format", "svg", "-o", "out.svg") == expected)
        #expect(try parse("-oout.svg", "--format=svg", "m.json") == expected)
    }

    @Test func flagsAndTheLastValueWin() throws {
        let parsed = try parse("--json", "m.json", "-o", "a", "-o", "b")
        #expect(parsed == ParsedArguments(positionals: ["m.json"], values: ["output": "b"], flags: ["json"]))
    }

    @Test func doubleDashEndsOptionsAndLoneDashIsPositional() throws {
        #expect(try parse("--", "--json") == ParsedArguments(positionals: ["--json"], values: [:], flags: []))
        #expect(try parse("-", "--json") == ParsedArguments(positionals: ["-"], values: [:], flags: ["json"]))
        #expect(try parse("m.json", "-o", "-") == ParsedArguments(positionals: ["m.json"], values: ["output": "-"]))
        #expect(try parse("--output=--odd", "m.json").values == ["output": "--odd"])
    }

    @Test func helpWinsBeforeDoubleDashOnly() throws {
        #expect(try parse("--bogus", "-h").flags == ["help"])
        #expect(try parse("--help").flags == ["help"])
        #expect(usageError("m.json", "--", "--help") == .unexpectedArgument("--help"))
    }

    @Test func reportsEachKindOfMistake() {
        #expect(usageError("m.json", "--fromat", "svg") == .unknownOption("--fromat", suggestion: "--format"))
        #expect(usageError("m.json", "--zzzzzz") == .unknownOption("--zzzzzz", suggestion: nil))
        #expect(usageError("m.json", "-x") == .unknownOption("-x", suggestion: nil))
        #expect(usageError("m.json", "-json") == .unknownOption("-json", suggestion: "--json"))
        #expect(usageError("m.json", "--format") == .missingValue(option: "--format", valueName: "format"))
        #expect(usageError("m.json", "-o", "--json") == .missingValue(option: "-o", valueName: "path"))
        #expect(usageError("m.json", "--json=1") == .unexpectedValue(option: "--json"))
        #expect(
            usageError("m.json", "--format", "png")
                == .invalidValue(option: "--format", value: "png", allowed: ["dot", "mermaid", "svg"], suggestion: nil))
        #expect(
            usageError("m.json", "--format=mermiad")
                == .invalidValue(
                    option: "--format", value: "mermiad", allowed: ["dot", "mermaid", "svg"], suggestion: "mermaid"))
        #expect(usageError() == .missingArgument("file"))
        #expect(usageError("a.json", "b.json") == .unexpectedArgument("b.json"))
    }

    @Test func suggestsOnlyCloseWords() {
        #expect(Suggestion.closest(to: "chek", in: ["check", "graph", "simulate", "paths"]) == "check")
        #expect(Suggestion.closest(to: "simul", in: ["check", "graph", "simulate", "paths"]) == "simulate")
        #expect(Suggestion.closest(to: "xyz", in: ["check", "graph", "simulate", "paths"]) == nil)
        #expect(Suggestion.closest(to: "pth", in: ["check", "graph", "simulate", "paths"]) == nil)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    @Test func helpAlignsItsColumns() {
        #expect(
            spec.help(tool: "stagehand") == """
                OVERVIEW: Draw.

                USAGE: stagehand graph <file> [--format <format>] [--output <path>] [--json]

                ARGUMENTS:
                  <file>                  The file.

                OPTIONS:
                  --format <format>       Format.
                  -o, --output <path>     Output.
                  --json                  JSON.
                  -h, --help              Show help information.

                """)
    }
}
