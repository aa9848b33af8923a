/// Reads the files `<invoke src>` elements name, under the rules the document itself was read
/// with: SCXML only (no DOCTYPE, no entities; ``SCXMLReader``), the document and all its source
/// files together at most ``InputLoader/maximumSize`` bytes, at most ``maximumFiles`` files, each
/// path checked by ``ChartSourcePath`` and read once however many invocations name it (so charts
/// that name each other are read once each, and never loop).
enum ChartSourceLoader {
    /// The most files one document may bring in through `src`.
    static let maximumFiles = 256

    /// Reads a file: the command's environment.
    typealias ReadFile = @Sendable (_ path: String) -> Result<[UInt8], FileAccessError>

    /// `document` with ``ChartDocument/sources`` holding every file its invocations name, and
    /// their reading warnings added to its own.
    /// - Parameters:
    ///   - document: The document given to the command.
    ///   - size: Its size in bytes, counted against the limit.
    ///   - readFile: Reads a file; `nil` reads none (every `src` is then a diagnostic).
    /// - Returns: The document, or every problem found: a `src` that may not or cannot be read
    ///   (at its position), and the diagnostics of the files read.
    static func load(_ document: ChartDocument, size: Int, readFile: ReadFile?) -> Result<ChartDocument, Diagnostics> {
        var loaded = document
        var problems: [Diagnostic] = []
        var total = size
        var failed: Set<String> = []
        var pending = [document]
        while let next = pending.popLast() {
            for (invoke, src, file) in next.sourceInvocations() {
                let place = invoke.location(ofAttribute: "src")
                func refuse(_ message: String) {
                    problems.append(Diagnostic(file: file, location: place, message: message))
                }
                if let problem = ChartSourcePath.problem(src, namedIn: file, root: document.file) {
                    refuse("src '\(src)' of invoke '\(invoke.id)' \(problem)")
                    continue
                }
                let path = ChartSourcePath.resolve(src, namedIn: file)
                guard loaded.sources[path] == nil, !failed.contains(path) else { continue }
                failed.insert(path)
                guard loaded.sources.count < maximumFiles else {
                    refuse(
                        "src '\(src)' of invoke '\(invoke.id)' would be file \(maximumFiles + 1); a chart reads at most \(maximumFiles) files through src"
                    )
                    continue
                }
                guard let readFile else {
                    refuse("src '\(src)' of invoke '\(invoke.id)' cannot be read here; no files are read")
                    continue
                }
                let bytes: [UInt8]
                switch readFile(path) {
                case .success(let read): bytes = read
                case .failure(let error):
                    refuse("src '\(src)' of invoke '\(invoke.id)' cannot be read (\(path)): \(error.reason)")
                    continue
                }
                total += bytes.count
                guard total <= InputLoader.maximumSize else {
                    refuse(
                        "src '\(src)' of invoke '\(invoke.id)' brings the chart's files to \(total) bytes; the limit is "
                            + "\(InputLoader.maximumSize) bytes (64 MiB) for a document and its src files together")
                    continue
                }
                switch SCXMLReader.read(bytes, file: path) {
                case .success(let child):
                    failed.remove(path)
                    loaded.warnings += child.warnings
                    loaded.sources[path] = child
                    pending.append(child)
                case .failure(let diagnostics):
                    problems += diagnostics.diagnostics
                }
            }
        }
        guard problems.isEmpty else { return .failure(Diagnostics(loaded.warnings + problems)) }
        return .success(loaded)
    }
}

extension ChartDocument {
    /// Every `<invoke src>` of this document and of the inline child documents inside it, each
    /// with its `src` and the file of the document that names it, in document order.
    func sourceInvocations() -> [(invoke: ChartInvoke, src: String, file: String)] {
        var found: [(invoke: ChartInvoke, src: String, file: String)] = []
        var documents = [self]
        while let document = documents.popLast() {
            for node in document.allNodes {
                for invoke in node.invocations {
                    switch invoke.source {
                    case .file(let src): found.append((invoke, src, document.file))
                    case .inline(let child): documents.append(child)
                    case .placeholder: break
                    }
                }
            }
        }
        return found
    }
}
