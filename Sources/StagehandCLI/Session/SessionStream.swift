/// Reads a session file record by record, in bounded memory, for `replay` and `inspect`.
enum SessionStream {
    /// Reads `file` and hands each record to `handle` with its line number.
    /// - Parameters:
    ///   - file: The session's path.
    ///   - context: The run, whose environment opens the file (and, when following, waits for
    ///     more to be written).
    ///   - follow: Whether to wait for more at the end of the file instead of stopping there.
    ///   - handle: Called with each record; it may throw the run's failure.
    /// - Throws: ``CommandFailure/unreadable(file:reason:)``,
    ///   ``CommandFailure/sessionUnreadable(file:line:reason:)``, or what `handle` throws.
    static func read(
        _ file: String, in context: inout CommandContext, follow: Bool,
        _ handle: (SessionRecord, Int, inout CommandContext) throws(CommandFailure) -> Void
    ) throws(CommandFailure) {
        let reader: any ChunkReader
        switch context.environment.openFile(file) {
        case .success(let opened): reader = opened
        case .failure(let error): throw .unreadable(file: file, reason: error.reason)
        }
        var lines = SessionLineReader(reader)
        func unreadable(_ error: SessionReadError) -> CommandFailure {
            .sessionUnreadable(file: file, line: error.line, reason: error.reason)
        }
        while true {
            let item: SessionLineReader.Item
            do throws(SessionReadError) {
                item = try lines.next()
            } catch {
                throw unreadable(error)
            }
            switch item {
            case .line(let bytes):
                if bytes.isEmpty { continue }
                let record: SessionRecord
                do throws(SessionReadError) {
                    record = try SessionRecord.parse(bytes, line: lines.lineNumber)
                } catch {
                    throw unreadable(error)
                }
                try handle(record, lines.lineNumber, &context)
            case .end(let partial):
                if follow && context.environment.waitForMoreInput() { continue }
                if !partial.isEmpty {
                    throw unreadable(
                        SessionReadError(
                            line: lines.lineNumber + 1,
                            reason: "the last record is cut short (no newline at its end): the session is truncated"))
                }
                if lines.lineNumber == 0 {
                    throw unreadable(
                        SessionReadError(line: 1, reason: "the file is empty; a session starts with its header record"))
                }
                return
            }
        }
    }
}
