import Foundation
import Stagehand

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads SCXML documents of the null data model into a ``ChartDocument``.
///
/// Elements are recognised by namespace URI, not prefix: `<sc:scxml xmlns:sc="…scxml">` is SCXML.
/// Elements and attributes of other namespaces are ignored (SCXML 1.0, section 3.1), with their
/// content; a document whose root `<scxml>` is in no namespace is read as SCXML with one warning,
/// and an element in no namespace inside a namespaced document is a diagnostic. A declared data
/// model other than `null` (`datamodel="ecmascript"`) is one warning at the attribute, and the
/// document is read with null-data-model semantics.
///
/// Supported: `<scxml initial name version datamodel binding>`, `<state id initial>`,
/// `<parallel id>`, `<final id>`, `<history id type>`, `<initial>`, `<transition event cond
/// target type>`, `<onentry>`, `<onexit>`, `<raise event>`, `<send event delay target id type>`
/// (the external queue, `#_internal`, `#_parent` or `#_<invokeid>`), `<cancel sendid>`, `<log label
/// expr>`, `<invoke type src id autoforward>` of a child chart with `<finalize>` and `<content>`
/// holding an `<scxml>` document (its `src` file is read by ``ChartSourceLoader``), and `cond`
/// expressions made of `In('id')`, `!`, `&&`, `||` and parentheses. Everything else (another data
/// `<script>`, `<assign>`, `<data>`, `<param>`, expression attributes, attributes that would
/// change the meaning) is a diagnostic naming the element, its position and what is
/// supported; malformed XML is a diagnostic with its position. Nothing is skipped silently.
enum SCXMLReader {
    /// The most diagnostics kept; the rest are counted in a last one, so hostile input cannot
    /// produce gigabytes of messages.
    static let maximumDiagnostics = 1000

    /// The deepest nesting of elements read (``ChartLimits/maximumSCXMLNesting``).
    static let maximumDepth = ChartLimits.maximumSCXMLNesting

    /// Reads `bytes` as an SCXML document.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: The file's name, for diagnostics.
    /// - Returns: The chart, or every problem found, in document order.
    static func read(_ bytes: [UInt8], file: String) -> Result<ChartDocument, Diagnostics> {
        func refuse(_ location: ChartLocation, _ message: String) -> Result<ChartDocument, Diagnostics> {
            .failure(Diagnostics([Diagnostic(file: file, location: location, message: message)]))
        }
        // Decode first: the DOCTYPE check and the positions must see characters, not bytes (in
        // UTF-16 an ASCII scan finds no `<!DOCTYPE`, and the parser would expand the entities).
        let text: [UInt8]
        switch XMLTextDecoder.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let failure): return refuse(failure.location, failure.message)
        }
        if let doctype = firstDoctype(in: text) {
            return refuse(
                doctype,
                "<!DOCTYPE> is not supported; an SCXML document is the <scxml> element without a document type "
                    + "declaration (no DTD, no entities, no external files are read)")
        }
        if let instruction = firstEmptyProcessingInstruction(in: text) {
            return refuse(
                instruction,
                "a processing instruction without data (<?target?>) is not supported; remove it (an SCXML "
                    + "document needs no processing instruction) or give it data: <?target data?>")
        }
        let builder = SCXMLTreeBuilder(file: file, bytes: text)
        // From a stream, libxml2 gets the document in chunks (128 KiB): given all of it at once,
        // its push parser refuses an input buffer above 10,000,000 bytes ("huge input lookup")
        // unless XML_PARSE_HUGE is set, which would also lift its limits on one text node or name.
        let parser = XMLParser(stream: InputStream(data: Data(text)))
        parser.shouldProcessNamespaces = true
        // Prefix mappings are reported so that Stagehand attributes are recognised by their URI.
        parser.shouldReportNamespacePrefixes = true
        // No DTD is loaded and no external entity resolved: with no <!DOCTYPE> (refused above)
        // there is nothing to resolve, and XInclude is not processed by this parser at all.
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        parser.delegate = builder
        let finished = parser.parse()
        if !finished && !builder.sawSyntaxError {
            builder.syntaxError(
                code: (parser.parserError as NSError?)?.code ?? 0, line: parser.lineNumber,
                column: parser.columnNumber)
        }
        return builder.result()
    }

    /// The position of the first processing instruction with a target and no data (`<?x?>`)
    /// outside comments and CDATA sections, if any: FoundationXML's parser hands its missing
    /// data to `strlen` and crashes, so such a document never reaches it. A linear scan.
    static func firstEmptyProcessingInstruction(in bytes: [UInt8]) -> ChartLocation? {
        func starts(_ marker: StaticString, at index: Int) -> Bool {
            marker.withUTF8Buffer { bytes[index...].starts(with: $0) }
        }
        func skip(to end: StaticString, from index: Int) -> Int {
            var cursor = index
            while cursor < bytes.count, !starts(end, at: cursor) { cursor += 1 }
            return cursor + end.utf8CodeUnitCount
        }
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                index = skip(to: "-->", from: index + 4)
            } else if starts("<![CDATA[", at: index) {
                index = skip(to: "]]>", from: index + 9)
            } else if starts("<?", at: index) {
                var cursor = index + 2
                while cursor < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?")].contains(bytes[cursor]) {
                    cursor += 1
                }
                if starts("?>", at: cursor) { return XMLTextDecoder.location(ofByte: index, in: bytes) }
                index = skip(to: "?>", from: cursor)
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The position of the first `<!DOCTYPE` in the UTF-8 document, if any (a linear scan).
    static func firstDoctype(in bytes: [UInt8]) -> ChartLocation? {
        let marker = Array("<!DOCTYPE".utf8)
        guard bytes.count >= marker.count else { return nil }
        for index in 0...(bytes.count - marker.count)
        where bytes[index] == marker[0] && bytes[index...].starts(with: marker) {
            return XMLTextDecoder.location(ofByte: index, in: bytes)
        }
        return nil
    }
}
