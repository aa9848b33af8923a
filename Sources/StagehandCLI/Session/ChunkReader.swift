/// A file read piece by piece: what `replay` and `inspect` stream a session through.
public protocol ChunkReader: AnyObject {
    /// Reads the next bytes, at most `maximum` of them.
    /// - Parameter maximum: The most bytes to return (positive).
    /// - Returns: The bytes read; empty at the end of what is written so far (a followed file
    ///   may grow later), or the system's reason for failing.
    func read(maximum: Int) -> Result<[UInt8], FileAccessError>
}

/// A ``ChunkReader`` over bytes in memory, served in pieces.
public final class InMemoryChunkReader: ChunkReader {
    private var bytes: [UInt8]
    private var offset = 0

    /// Creates a reader of `bytes`.
    /// - Parameter bytes: Everything the reader serves, in order.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Adds bytes at the end, as a writer appending to a followed file would.
    /// - Parameter more: The bytes to add.
    public func append(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// Reads the next bytes, at most `maximum` of them (empty at the end).
    /// - Parameter maximum: The most bytes to return.
    /// - Returns: The bytes.
    public func read(maximum: Int) -> Result<[UInt8], FileAccessError> {
        let end = min(bytes.count, offset + max(maximum, 1))
        defer { offset = end }
        return .success(Array(bytes[offset..<end]))
    }
}
