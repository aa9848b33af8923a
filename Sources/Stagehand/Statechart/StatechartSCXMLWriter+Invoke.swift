// The `<invoke>` elements of an exported chart: a child chart is written with its definition as
// inline `<content>`; an operation or a sequence, which is Swift code, as a placeholder.

extension Statechart.Definition {
    /// The chart as an `<scxml>` element without XML declaration, each line indented by
    /// `indentLevel` levels, its states named by `String(describing:)`: the inline content of a
    /// parent's `<invoke>`.
    func scxmlElement(indentLevel: Int) -> String {
        var writer = StatechartSCXMLWriter(table: table, stateID: { String(describing: $0) })
        writer.base = indentLevel
        writer.element(name: nil)
        return writer.out
    }
}

extension StatechartSCXMLWriter {
    /// The `type` of a child chart's `<invoke>`: the SCXML processor.
    static var scxmlInvokeType: String { "http://www.w3.org/TR/scxml/" }

    /// The `type` of the placeholder written for an invoked Swift operation or sequence.
    static func placeholderType(_ kind: StatechartInvocationKind) -> String { "x-stagehand-\(kind.rawValue)" }

    /// Writes one `<invoke>` of a state at indentation level `level`.
    mutating func invoke(_ spec: Statechart<State, Event>.InvocationSpec, level: Int) {
        let indent = String(repeating: "  ", count: min(level, Self.maximumIndentLevel))
        let inner = indent + "  "
        let id = QuotedText.xmlAttribute(spec.id)
        switch spec.body {
        case .work(let kind, _, _):
            out += indent + "<!-- a Swift async \(kind.rawValue): not expressible in SCXML; a placeholder keeps "
            out += "its id -->\n"
            out += indent + "<invoke type=\"\(Self.placeholderType(kind))\" id=\"\(id)\""
            guard spec.finalize != nil else {
                out += "/>\n"
                return
            }
            out += ">\n" + inner + "<finalize>\(Self.actionComment)</finalize>\n" + indent + "</invoke>\n"
        case .chart(let child):
            out += indent + "<invoke type=\"\(Self.scxmlInvokeType)\" id=\"\(id)\""
            if spec.autoforward { out += " autoforward=\"true\"" }
            out += ">\n"
            out += inner + "<!-- events cross through the Swift mappings toChild and fromChild -->\n"
            if spec.finalize != nil { out += inner + "<finalize>\(Self.actionComment)</finalize>\n" }
            out += inner + "<content>\n" + child.scxml(level + 2) + inner + "</content>\n"
            out += indent + "</invoke>\n"
        }
    }
}
