import Foundation

/// Where `--record` writes the demo's session: a file (or FIFO) opened before any window, each
/// record written as one line with one `write` call as the recorder makes it, so the file is
/// current whenever the demo pauses and `stagehand inspect --follow` shows each step live.
///
/// The demo has its own small sink rather than the CLI's `SessionFileSink`: an app should not
/// link the command-line tool's target, and the core, which both could share, has no file
/// access (it imports nothing). Records are unbuffered: a crash loses no step already made.
@MainActor
final class SessionFile {
    /// The file's path, as given.
    let path: String
    private let descriptor: Int32
    /// The first write error, if any; later records are dropped and the demo goes on.
    private(set) var failure: SessionFileError?

    /// Opens (creating or emptying) the file at `path` for writing. A FIFO's reader may leave
    /// while the demo runs: the demo ignores `SIGPIPE` then, so a write fails instead of ending
    /// the process.
    /// - Parameter path: A file or a FIFO (opening a FIFO waits for its reader).
    /// - Throws: ``SessionFileError/cannotOpen(path:reason:)`` with the system's reason.
    init(path: String) throws(SessionFileError) {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw .cannotOpen(path: path, reason: String(cString: strerror(errno))) }
        self.path = path
        descriptor = opened
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { close(descriptor) }

    /// Writes one record and its newline (retrying short and interrupted writes).
    /// - Parameter line: The record, as the recorder hands it over.
    func write(_ line: String) {
        guard failure == nil else { return }
        var bytes = Array((line + "\n").utf8)[...]
        while !bytes.isEmpty {
            // The kernel reads at most `count` bytes of the buffer, which lives for the closure.
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let error = SessionFileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
                failure = error
                DemoApp.printError("stagehand-demo: \(error); the rest of the session is not recorded")
                return
            }
            bytes = bytes.dropFirst(count)
        }
    }
}

/// Why `--record`'s file could not be used.
enum SessionFileError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be opened for writing (a missing directory, no permission, …).
    case cannotOpen(path: String, reason: String)
    /// A record could not be written (a full disk, a FIFO whose reader left, …).
    case cannotWrite(path: String, reason: String)

    var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "cannot record to \(path): \(reason); give --record a file in a directory that exists and is writable"
        case .cannotWrite(let path, let reason): "cannot write the session to \(path): \(reason)"
        }
    }
}
