import Stagehand

/// `stagehand graph FILE`: the machine drawn as Graphviz DOT, Mermaid, or SVG through `dot`.
enum GraphCommand: Command {
    static let formats = ["dot", "mermaid", "svg", "scxml", "html"]

    static let spec = CommandSpec(
        name: "graph",
        abstract: "Draw a machine as DOT, Mermaid, SVG (through Graphviz's dot), SCXML or an HTML page.",
        discussion: """
            Without --format, the format follows the output file's extension (.dot/.gv, .mmd/
            .mermaid, .svg) and is dot otherwise. SVG needs Graphviz installed (apt-get install
            graphviz). Without --output the drawing goes to standard output. A statechart is drawn
            with its nesting: compound and parallel states as clusters (DOT) or composite states
            (Mermaid), regions dashed or separated by --, history as H or H*. --format scxml (or
            an output ending in .scxml) writes any chart, from SCXML or JSON, a flat machine
            included, as an SCXML document of the null data model that reads back to the same
            chart; a flat machine's named guards and its rejection of unhandled events are
            written as stagehand:guard and stagehand:unhandled attributes (namespace
            https://stagehand.dev/scxml), which other SCXML processors ignore. --format html (or an
            output ending in .html) writes the page `stagehand inspect SESSION -o PAGE.html`
            writes, for the chart alone: one self-contained file that loads nothing from the
            network, its one step the configuration the real runtime enters at start-up.
            """,
        positionals: [fileArgument],
        options: [
            .value("format", allowed: formats, help: "dot, mermaid, svg, scxml or html."),
            .value("output", short: "o", valueName: "path", help: "Write the drawing to <path>."),
            jsonOption,
        ])

    static func run(_ arguments: ParsedArguments, in context: inout CommandContext) throws(CommandFailure) {
        let output = arguments.value("output")
        let format = arguments.value("format") ?? output.flatMap(format(forPath:)) ?? "dot"
        let document = try context.loadChart(arguments.positionals[0])
        context.printWarnings(of: document)
        let file = document.file
        let text: String
        var bytes: [UInt8]
        switch format {
        case "mermaid":
            text = ChartDrawing.mermaid(document)
            bytes = Array(text.utf8)
        case "scxml":
            let unwritable = ChartSCXMLWriter.unwritable(document)
            guard unwritable.isEmpty else { throw document.invalid(unwritable) }
            text = ChartSCXMLWriter.scxml(document)
            bytes = Array(text.utf8)
        case "html":
            text = try GraphPage.html(document)
            bytes = Array(text.utf8)
        case "svg":
            switch context.environment.runGraphviz("svg", ChartDrawing.dot(document)) {
            case .output(let svg):
                bytes = svg
                text = String(decoding: svg, as: UTF8.self)
            case .notInstalled:
                throw .graphvizMissing
            case .failed(let status, let message):
                throw .graphvizFailed(status: status, message: message)
            }
        default:
            text = ChartDrawing.dot(document)
            bytes = Array(text.utf8)
        }
        if let output {
            if case .failure(let error) = context.environment.writeFile(output, bytes) {
                throw .unwritable(path: output, reason: error.reason)
            }
        }
        context.write(GraphReport(format: format, output: output, drawing: text), file: file)
    }

    /// The format a file extension implies, if any.
    static func format(forPath path: String) -> String? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".svg") { return "svg" }
        if lowered.hasSuffix(".scxml") { return "scxml" }
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") { return "html" }
        if lowered.hasSuffix(".mmd") || lowered.hasSuffix(".mermaid") { return "mermaid" }
        if lowered.hasSuffix(".dot") || lowered.hasSuffix(".gv") { return "dot" }
        return nil
    }
}
