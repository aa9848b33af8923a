import Stagehand

/// Writes a ``ChartDocument`` — read from SCXML or from JSON — as an SCXML document of the null
/// data model that ``SCXMLReader`` reads back to the same chart: the same ids (generated ones
/// included), initial targets, transitions in document order, conditions and executable content.
/// What SCXML cannot say, a flat machine's named guards and its rejection of unhandled events,
/// is written in Stagehand attributes (``SCXMLVocabulary/stagehandNamespace``), which other
/// processors ignore.
///
/// Unlike the core's `Statechart.Definition.scxml(name:stateID:)`, which cannot write Swift
/// closures, the document's actions are data here, so nothing is lost. The nesting is the
/// document's, which the readers limit (``ChartLimits``), so writing it recursively is safe.
struct ChartSCXMLWriter {
    private var out = ""

    /// The SCXML text of `document`, UTF-8, ending in a newline.
    static func scxml(_ document: ChartDocument) -> String {
        var writer = ChartSCXMLWriter()
        writer.out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        writer.writeDocument(document, depth: 0)
        return writer.out
    }

    /// The `<scxml>` element of `document` (the root, or an invoked chart's inline content).
    private mutating func writeDocument(_ document: ChartDocument, depth: Int) {
        var attributes = [("xmlns", SCXMLVocabulary.namespace)]
        let prefix = SCXMLVocabulary.stagehandPrefix
        let usesGuards = document.allNodes.contains { node in
            node.transitions.contains { !($0.condition?.guardNames.isEmpty ?? true) }
        }
        if document.rejectsUnhandledEvents || document.exactEventNames || usesGuards {
            attributes.append(("xmlns:" + prefix, SCXMLVocabulary.stagehandNamespace))
        }
        attributes += [("version", "1.0"), ("datamodel", "null")]
        if let name = document.name { attributes.append(("name", name)) }
        if !document.initial.isEmpty { attributes.append(("initial", document.initial.joined(separator: " "))) }
        if document.rejectsUnhandledEvents { attributes.append((prefix + ":unhandled", "reject")) }
        // A transition's `event` then holds one whole name (spaces included).
        if document.exactEventNames { attributes.append((prefix + ":events", "exact")) }
        open("scxml", attributes, depth: depth, empty: document.states.isEmpty)
        for node in document.states { write(node, depth: depth + 1) }
        if !document.states.isEmpty { close("scxml", depth: depth) }
    }

    private mutating func write(_ node: ChartNode, depth: Int) {
        var attributes: [(String, String)] = []
        var element = node.kind.elementName
        switch node.kind {
        case .state:
            attributes.append(("id", node.id))
            if !node.initial.isEmpty { attributes.append(("initial", node.initial.joined(separator: " "))) }
        case .parallel, .final:
            attributes.append(("id", node.id))
        case .history(let kind):
            attributes += [("id", node.id), ("type", kind.rawValue)]
        case .initial:
            element = "initial"
        }
        let empty =
            node.onEntry.isEmpty && node.onExit.isEmpty && node.children.isEmpty && node.transitions.isEmpty
            && node.invocations.isEmpty
        open(element, attributes, depth: depth, empty: empty)
        guard !empty else { return }
        for block in node.onEntry { write(block, in: "onentry", depth: depth + 1) }
        for block in node.onExit { write(block, in: "onexit", depth: depth + 1) }
        for invoke in node.invocations { write(invoke, depth: depth + 1) }
        for child in node.children { write(child, depth: depth + 1) }
        for transition in node.transitions { write(transition, depth: depth + 1) }
        close(element, depth: depth)
    }

    /// An `<invoke>`: its id (a generated one written out), `autoforward`, `src` as written or
    /// the inline child document, and `<finalize>`.
    private mutating func write(_ invoke: ChartInvoke, depth: Int) {
        var attributes: [(String, String)] = []
        switch invoke.source {
        case .placeholder(let type): attributes.append(("type", type))
        case .file, .inline: attributes.append(("type", SCXMLVocabulary.invokeTypes[0]))
        }
        attributes.append(("id", invoke.id))
        if invoke.autoforward { attributes.append(("autoforward", "true")) }
        if case .file(let src) = invoke.source { attributes.append(("src", src)) }
        var isEmpty = invoke.finalize == nil
        if case .inline = invoke.source { isEmpty = false }
        open("invoke", attributes, depth: depth, empty: isEmpty)
        guard !isEmpty else { return }
        if let finalize = invoke.finalize { write(finalize, in: "finalize", depth: depth + 1) }
        if case .inline(let child) = invoke.source {
            open("content", [], depth: depth + 1, empty: false)
            writeDocument(child, depth: depth + 2)
            close("content", depth: depth + 1)
        }
        close("invoke", depth: depth)
    }

    private mutating func write(_ transition: ChartTransition, depth: Int) {
        var attributes: [(String, String)] = []
        if !transition.events.isEmpty { attributes.append(("event", transition.events.joined(separator: " "))) }
        if let condition = transition.condition {
            // A named guard (first in an `&&` with a null data model condition) is a Stagehand attribute.
            var rest: ChartCondition? = condition
            switch condition {
            case .named(let name):
                attributes.append((SCXMLVocabulary.stagehandPrefix + ":guard", name))
                rest = nil
            case .all(let parts) where parts.count > 1 && parts.dropFirst().allSatisfy({ $0.guardNames.isEmpty }):
                if case .named(let name) = parts[0] {
                    attributes.append((SCXMLVocabulary.stagehandPrefix + ":guard", name))
                    rest = parts.count == 2 ? parts[1] : .all(Array(parts.dropFirst()))
                }
            default:
                break
            }
            if let rest { attributes.append(("cond", rest.text)) }
        }
        if !transition.targets.isEmpty { attributes.append(("target", transition.targets.joined(separator: " "))) }
        if transition.type == .internal { attributes.append(("type", "internal")) }
        write(transition.actions, in: "transition", attributes, depth: depth)
    }

    private mutating func write(
        _ actions: [ChartAction], in element: String, _ attributes: [(String, String)] = [], depth: Int
    ) {
        open(element, attributes, depth: depth, empty: actions.isEmpty)
        guard !actions.isEmpty else { return }
        for action in actions {
            switch action {
            case .raise(let event, _):
                open("raise", [("event", event)], depth: depth + 1, empty: true)
            case .send(let send):
                var sendAttributes = [("event", send.event)]
                if send.delay > .zero { sendAttributes.append(("delay", ChartDuration.text(send.delay))) }
                if let target = send.target.scxml { sendAttributes.append(("target", target)) }
                if let id = send.id { sendAttributes.append(("id", id)) }
                open("send", sendAttributes, depth: depth + 1, empty: true)
            case .cancel(let id, _):
                open("cancel", [("sendid", id)], depth: depth + 1, empty: true)
            case .log(let label, let expression, _):
                var logAttributes: [(String, String)] = []
                if let label { logAttributes.append(("label", label)) }
                // The reader takes a quoted expression as its text.
                if let expression { logAttributes.append(("expr", "'\(expression)'")) }
                open("log", logAttributes, depth: depth + 1, empty: true)
            }
        }
        close(element, depth: depth)
    }

    private mutating func open(_ element: String, _ attributes: [(String, String)], depth: Int, empty: Bool) {
        out += String(repeating: "  ", count: depth) + "<" + element
        for (name, value) in attributes { out += " \(name)=\"\(QuotedText.xmlAttribute(value))\"" }
        out += empty ? "/>\n" : ">\n"
    }

    private mutating func close(_ element: String, depth: Int) {
        out += String(repeating: "  ", count: depth) + "</\(element)>\n"
    }
}
