#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes through POSIX calls, with the system's reason on failure.
///
/// The live environment uses these instead of Foundation's `Data(contentsOf:)` and
/// `FileManager.contents(atPath:)`, which leak a buffer for empty files on Linux (LeakSanitizer
/// reports it), and so that errors carry the system's own words ("Is a directory").
enum POSIXFile {
    /// Reads all of the file at `path`.
    static func readAll(_ path: String) -> Result<[UInt8], FileAccessError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(lastError()) }
        defer { close(descriptor) }
        return readAll(descriptor: descriptor)
    }

    /// Reads from `descriptor` until the end of the file.
    static func readAll(descriptor: Int32) -> Result<[UInt8], FileAccessError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(lastError())
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Replaces the file at `path` with `bytes`, creating it if needed.
    static func writeAll(_ path: String, _ bytes: [UInt8]) -> Result<Void, FileAccessError> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(lastError()) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(lastError())
            }
            offset += count
        }
        return .success(())
    }

    /// Writes `text` to standard output at once.
    static func writeStandardOutput(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(count)
        }
    }

    static func lastError() -> FileAccessError {
        FileAccessError(reason: String(cString: strerror(errno)))
    }
}
