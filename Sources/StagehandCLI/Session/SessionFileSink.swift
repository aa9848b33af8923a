#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a `SessionRecorder`'s records to a file or a FIFO as they are made, one line each,
/// so `stagehand inspect --follow FILE` shows a running app's steps live.
///
/// ```swift
/// let file = try SessionFileSink(path: "/tmp/app.session")
/// let recorder = try SessionRecorder(sink: file.write)
/// ```
///
/// Opening a FIFO waits until a reader opens it (`stagehand inspect --follow` does). Each record
/// is written with one `write` call (retried until complete), so a reader never sees half a record
/// once the call returns. The file is closed when the sink is released.
public final class SessionFileSink {
    private let descriptor: Int32
    /// The first error a write met, if any (later records are dropped, the app goes on).
    public private(set) var failure: FileAccessError?

    /// Opens (creating or emptying) the file at `path` for writing.
    /// - Parameter path: A file or a FIFO.
    /// - Throws: ``FileAccessError`` with the system's reason.
    public init(path: String) throws(FileAccessError) {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw POSIXFile.lastError() }
        descriptor = opened
    }

    deinit { close(descriptor) }

    /// Writes one record and its newline.
    /// - Parameter line: The record, as the recorder hands it over.
    public func write(_ line: String) {
        guard failure == nil else { return }
        var bytes = Array((line + "\n").utf8)[...]
        while !bytes.isEmpty {
            // The kernel reads at most `count` bytes of the buffer, which lives for the closure.
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = POSIXFile.lastError()
                return
            }
            bytes = bytes.dropFirst(count)
        }
    }
}

/// The system's `write`, under a name the sink's own method does not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
