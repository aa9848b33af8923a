/// Splits a ``ChunkReader``'s bytes into lines, holding at most one line and one chunk in
/// memory, so a session of any size streams through.
struct SessionLineReader {
    /// What the next call found.
    enum Item: Equatable {
        /// A whole line, without its newline (a `\r` before it is dropped too).
        case line([UInt8])
        /// The end of what is written so far, with the bytes of an unfinished last line.
        case end(partial: [UInt8])
    }

    /// The longest line accepted, in bytes (64 MiB, the size limit of a chart file).
    static let maximumLineLength = 64 << 20
    /// The bytes asked for at a time.
    static let chunkSize = 1 << 16

    private let reader: any ChunkReader
    private var buffer: [UInt8] = []
    private var start = 0
    /// How many whole lines were returned.
    private(set) var lineNumber = 0

    init(_ reader: any ChunkReader) {
        self.reader = reader
    }

    /// The next line, or the end of what is written so far.
    /// - Throws: ``SessionReadError`` when the file cannot be read or a line is too long.
    mutating func next() throws(SessionReadError) -> Item {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = Array(buffer[start..<end])
                start = newline + 1
                lineNumber += 1
                return .line(line)
            }
            searched = buffer.count
            if buffer.count - start > Self.maximumLineLength {
                throw SessionReadError(
                    line: lineNumber + 1,
                    reason: "the line is longer than \(Self.maximumLineLength) bytes (64 MiB), the longest allowed")
            }
            if start > 0 && start >= buffer.count / 2 {
                buffer.removeFirst(start)
                searched -= start
                start = 0
            }
            switch reader.read(maximum: Self.chunkSize) {
            case .failure(let error):
                throw SessionReadError(line: lineNumber + 1, reason: "cannot read the file: \(error.reason)")
            case .success(let chunk):
                if chunk.isEmpty { return .end(partial: Array(buffer[start...])) }
                buffer.append(contentsOf: chunk)
            }
        }
    }
}

/// Why a session cannot be read: the line it concerns and what is wrong there.
struct SessionReadError: Error, Equatable, Sendable {
    /// The 1-based line.
    var line: Int
    /// What is wrong, and what is allowed.
    var reason: String
}
