// What a chart read from JSON may hold that SCXML cannot say: `graph --format scxml` refuses it
// rather than write a document that does not read back.
extension ChartSCXMLWriter {
    /// The errors that keep `document` from being written as SCXML that reads back to it, each
    /// at its place, in document order (empty when it can be written): a state id that is not
    /// written as the reader takes one (empty, or holding white space, a quote or a C0 control
    /// character), and, in a chart whose events are whole names (a flat machine's), an event
    /// name whose white space is not single inner spaces (the `event` attribute reads back with
    /// runs of white space as one space). Its child charts' documents are checked too.
    static func unwritable(_ document: ChartDocument) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var pending = [document]
        while let current = pending.popLast() {
            for node in current.allNodes {
                for case .inline(let child) in node.invocations.map(\.source) { pending.append(child) }
                if node.kind != .initial, !isWritableID(node.id) {
                    problems.append(
                        Diagnostic(
                            file: current.file, location: node.location, kind: "unwritable",
                            message: "state '\(node.id)' cannot be written as SCXML: an SCXML id is an XML name, "
                                + "not empty, with no white space, quote or C0 control character",
                            hint: "rename the state"))
                }
                guard current.exactEventNames else { continue }
                for transition in node.transitions {
                    for name in transition.events where !isWritableEventName(name) {
                        problems.append(
                            Diagnostic(
                                file: current.file, location: transition.location, kind: "unwritable",
                                message: "event '\(name)' cannot be written as SCXML: an event name may hold single "
                                    + "spaces between words, not other white space",
                                hint: "rename the event"))
                    }
                }
            }
        }
        return problems
    }

    /// Whether `id` reads back from an SCXML `id` attribute unchanged: the reader refuses an
    /// empty id and one with white space or a quote, and XML 1.0 cannot hold a C0 control (DEL
    /// and C1 controls are written as character references and read back).
    static func isWritableID(_ id: String) -> Bool {
        !id.isEmpty
            && !id.unicodeScalars.contains { scalar in
                scalar.properties.isWhitespace || scalar == "'" || scalar == "\"" || scalar.value < 0x20
            }
    }

    /// Whether a whole event name reads back from an `event` attribute unchanged: its words are
    /// separated by single spaces, with none before or after, and it holds no C0 control.
    static func isWritableEventName(_ name: String) -> Bool {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        return !words.contains { $0.isEmpty }
            && !name.unicodeScalars.contains { scalar in
                (scalar.properties.isWhitespace && scalar != " ") || scalar.value < 0x20
            }
    }
}
