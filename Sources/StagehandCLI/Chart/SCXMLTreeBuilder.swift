import Foundation
import Stagehand

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XML parser's delegate: builds the chart tree from the element events, checking each
/// element and attribute against ``SCXMLVocabulary``.
final class SCXMLTreeBuilder: NSObject, XMLParserDelegate {
    /// A value being built in place: appending to a boxed value's arrays never copies them.
    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    enum Frame {
        case document
        /// The `<scxml>` document inside an `<invoke>`'s `<content>`.
        case childDocument(Box<ChartDocument>)
        case invoke(PendingInvoke)
        case content(PendingInvoke)
        case finalize(Box<[ChartAction]>)
        case node(Box<ChartNode>)
        case transition(Box<ChartTransition>)
        case handler(isEntry: Bool, Box<[ChartAction]>)
        case leaf
        /// Inside an element already reported: its content is not read.
        case skipped
    }

    let file: String
    private var locator: XMLSourceLocator
    var stack: [(name: String, frame: Frame)] = []
    var document: ChartDocument
    private var sawRoot = false
    private var diagnostics: [Diagnostic] = []
    private var warnings: [Diagnostic] = []
    /// The namespace of the document's SCXML elements: SCXML's own, or none for a document that
    /// forgot to declare it (read all the same, with a warning).
    private var scxmlNamespace = SCXMLVocabulary.namespace
    private var dropped = 0
    /// The namespace URIs each prefix is bound to in the open elements, innermost last.
    private var prefixes: [String: [String]] = [:]
    /// Whether the XML parser reported a syntax error (parsing stops at the first).
    private(set) var sawSyntaxError = false

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.locator = XMLSourceLocator(bytes)
        self.document = ChartDocument(file: file, format: .scxml)
    }

    /// The chart read, or the problems found.
    func result() -> Result<ChartDocument, Diagnostics> {
        if diagnostics.isEmpty && !sawRoot {
            report(.start, "the document has no <scxml> element; an SCXML document's root element is <scxml>")
        }
        var all = diagnostics
        if dropped > 0 {
            all.append(
                Diagnostic(
                    file: file, location: all.last?.location ?? .start,
                    message: "\(dropped) more problem(s) were found and not listed"))
        }
        guard all.isEmpty else { return .failure(Diagnostics(warnings + all)) }
        var read = document
        read.warnings = warnings
        return .success(read)
    }

    func report(_ location: ChartLocation, _ message: String) {
        if diagnostics.count < SCXMLReader.maximumDiagnostics {
            diagnostics.append(Diagnostic(file: file, location: location, message: message))
        } else {
            dropped += 1
        }
    }

    /// Records a warning; `path` is the XPath of what it concerns (the root or its attribute).
    func warn(_ location: ChartLocation, path: String?, _ message: String) {
        warnings.append(Diagnostic(file: file, location: location, severity: .warning, path: path, message: message))
    }

    /// Records malformed XML at the parser's position.
    func syntaxError(code: Int, line: Int, column: Int) {
        sawSyntaxError = true
        report(
            ChartLocation(line: max(line, 1), column: max(column, 1)),
            "malformed XML: \(Self.describe(code)); the file must be well-formed XML")
    }

    private static func describe(_ code: Int) -> String {
        switch code {
        case 1:
            "the parser gave up (one name, attribute value, comment or text is longer than libxml2's limit of "
                + "10,000,000 characters?)"
        case 4: "the document is empty"
        case 5: "the document ends too early, or has content after the root element"
        case 9: "a character is not allowed in XML"
        case 26, 27: "an entity is referenced that is not declared"
        case 38: "'<' appears inside an attribute value"
        case 39, 40: "an attribute value is not quoted, not closed, or longer than 10,000,000 characters"
        case 41: "an attribute has no value"
        case 42: "an attribute is given twice"
        case 45: "a comment is not closed, or is longer than 10,000,000 characters"
        case 64, 65, 66: "the XML declaration is malformed"
        case 68: "a name was expected"
        case 73: "'>' was expected"
        case 76: "an end tag does not match its start tag"
        case 77: "an element is not closed"
        default: "syntax error (libxml2 error \(code))"
        }
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard !sawSyntaxError else { return }
        syntaxError(code: (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard !sawSyntaxError else { return }
        let tag = locator.tag(line: parser.lineNumber, column: parser.columnNumber)
        // With namespaces processed, `elementName` is the local name: `<sc:state>` is `state`.
        let name = elementName
        if case .skipped? = stack.last?.frame {
            stack.append((name, .skipped))
            return
        }
        let parentName = stack.last?.name
        let namespace = namespaceURI ?? ""
        if stack.count >= SCXMLReader.maximumDepth {
            report(
                tag.start,
                "<\(name)> is nested \(stack.count + 1) elements deep; the limit is \(SCXMLReader.maximumDepth) "
                    + "nested elements (<scxml> and \(SCXMLReader.maximumDepth - 1) levels of states and their content)"
            )
            stack.append((name, .skipped))
            return
        }
        if parentName != nil && !namespace.isEmpty && namespace != scxmlNamespace {
            // SCXML 1.0, section 3.1: elements of other namespaces are ignored, with their content.
            stack.append((name, .skipped))
            return
        }
        guard let parentName else {
            guard elementName == "scxml" else {
                let written = namespace.isEmpty ? "" : " (namespace \(namespace))"
                report(
                    tag.start,
                    "the root element is <\(qualifiedName ?? name)>\(written); an SCXML document's root element is "
                        + "<scxml>")
                stack.append((name, .skipped))
                return
            }
            if namespace.isEmpty {
                // Common in the wild: read it as SCXML, and say how to make it valid.
                scxmlNamespace = ""
                warn(
                    tag.start, path: "/scxml",
                    "<scxml> is in no namespace; read as SCXML all the same (declare the namespace on the root: "
                        + "<scxml xmlns=\"\(SCXMLVocabulary.namespace)\">)")
            } else if namespace != SCXMLVocabulary.namespace {
                report(tag.start, Self.namespaceMessage(qualifiedName ?? name, namespace))
                stack.append((name, .skipped))
                return
            }
            sawRoot = true
            startDocument(attributes, tag)
            stack.append((name, .document))
            return
        }
        guard namespace == scxmlNamespace else {
            report(tag.start, Self.namespaceMessage(qualifiedName ?? name, namespace))
            stack.append((name, .skipped))
            return
        }
        let allowed = SCXMLVocabulary.children[parentName] ?? []
        guard allowed.contains(elementName) else {
            // A `<content>` whose element was refused needs no second diagnostic for being empty.
            if case .content(let pending)? = stack.last?.frame { pending.isRefused = true }
            var message = "<\(elementName)> is not supported inside <\(parentName)>"
            if let reason = SCXMLVocabulary.unsupported[elementName] {
                message = "<\(elementName)> is not supported (\(reason))"
            }
            report(tag.start, message + "; supported inside <\(parentName)>: \(SCXMLVocabulary.list(allowed))")
            stack.append((name, .skipped))
            return
        }
        checkAttributes(elementName, attributes, tag)
        stack.append((name, start(elementName, attributes, tag)))
    }

    /// Why `element`, in `namespace` (empty for none), is not read as SCXML.
    private static func namespaceMessage(_ element: String, _ namespace: String) -> String {
        let written = namespace.isEmpty ? "in no namespace" : "in the namespace \(namespace)"
        return "<\(element)> is \(written); SCXML elements are in the namespace \(SCXMLVocabulary.namespace) "
            + "(declare it on the root: <scxml xmlns=\"\(SCXMLVocabulary.namespace)\">; elements of other "
            + "namespaces are ignored)"
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard !sawSyntaxError, let (_, frame) = stack.popLast() else { return }
        switch frame {
        case .node(let node): attach(node.value)
        case .transition(let transition): attach(transition.value)
        case .handler(let isEntry, let actions):
            guard case .node(let node)? = stack.last?.frame else { return }
            if isEntry { node.value.onEntry.append(actions.value) } else { node.value.onExit.append(actions.value) }
        case .childDocument(let child):
            guard case .content(let pending)? = stack.last?.frame else { return }
            pending.content = child.value
        case .finalize(let actions):
            guard case .invoke(let pending)? = stack.last?.frame else { return }
            pending.invoke.finalize = actions.value
        case .content(let pending):
            if pending.content == nil && !pending.isRefused {
                report(
                    pending.contentLocation ?? pending.invoke.location,
                    "<content> holds no <scxml> document; an <invoke> of a child chart holds its <scxml> document "
                        + "in <content>, or names its file with src")
            }
        case .invoke(let pending): attach(pending)
        case .document, .leaf, .skipped: break
        }
    }

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        prefixes[prefix, default: []].append(namespaceURI)
    }

    func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) {
        _ = prefixes[prefix]?.popLast()
    }

    /// The attributes of `attributes` in ``SCXMLVocabulary/stagehandNamespace``, whatever their
    /// prefix: by local name, each with the name as written (`stagehand:guard`) and its value.
    func stagehandAttributes(_ attributes: [String: String]) -> [String: (written: String, value: String)] {
        var result: [String: (written: String, value: String)] = [:]
        for (name, value) in attributes {
            guard let colon = name.firstIndex(of: ":") else { continue }
            let prefix = String(name[..<colon])
            guard prefixes[prefix]?.last == SCXMLVocabulary.stagehandNamespace else { continue }
            result[String(name[name.index(after: colon)...])] = (name, value)
        }
        return result
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text(string, parser)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        text(String(decoding: block, as: UTF8.self), parser)
    }

    private func text(_ string: String, _ parser: XMLParser) {
        guard !sawSyntaxError, let top = stack.last, !string.allSatisfy(\.isWhitespace) else { return }
        if case .skipped = top.frame { return }
        report(
            ChartLocation(line: parser.lineNumber, column: max(parser.columnNumber, 1)),
            "text inside <\(top.name)> is not supported; in the null data model SCXML elements contain only "
                + "elements (put comments in <!-- -->)")
        // One report per element is enough.
        stack[stack.count - 1].frame = .skipped
    }
}
