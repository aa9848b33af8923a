#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's `open` and `read`, under names the reader's own methods do not hide.
private func systemOpen(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// A file opened for reading piece by piece through POSIX calls; closed when released.
final class POSIXChunkReader: ChunkReader {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the file at `path`.
    static func open(_ path: String) -> Result<any ChunkReader, FileAccessError> {
        let descriptor = systemOpen(path)
        guard descriptor >= 0 else { return .failure(POSIXFile.lastError()) }
        return .success(POSIXChunkReader(descriptor: descriptor))
    }

    func read(maximum: Int) -> Result<[UInt8], FileAccessError> {
        var chunk = [UInt8](repeating: 0, count: max(maximum, 1))
        while true {
            // The kernel writes at most `count` bytes into the buffer, which lives for the closure.
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(POSIXFile.lastError())
            }
            chunk.removeLast(chunk.count - count)
            return .success(chunk)
        }
    }
}
