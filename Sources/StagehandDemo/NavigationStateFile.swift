import Foundation
import Stagehand

/// Where the demo keeps its navigation between runs: a JSON ``NavigationSnapshot`` of the
/// router, written when the demo quits and read when it starts.
struct NavigationStateFile {
    /// The snapshot the demo's router takes and restores.
    typealias Snapshot = NavigationSnapshot<AppRoute, AppEvent>

    /// The file's path.
    let path: String

    /// The default file, `$XDG_STATE_HOME/stagehand-demo/navigation.json` (with
    /// `~/.local/state` when `XDG_STATE_HOME` is unset or empty); `nil` without a home directory.
    /// - Parameter environment: The process environment.
    /// - Returns: The file, or `nil`.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> NavigationStateFile? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            base = state
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.local/state"
        } else {
            return nil
        }
        return NavigationStateFile(path: base + "/stagehand-demo/navigation.json")
    }

    /// Reads the snapshot: `nil` when there is no file yet.
    /// - Returns: The snapshot, or `nil`.
    /// - Throws: ``NavigationStateFileError`` when the file cannot be read or is not a snapshot
    ///   this demo reads (truncated, tampered, newer).
    func load() throws(NavigationStateFileError) -> Snapshot? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        do {
            return try JSONDecoder().decode(Snapshot.self, from: data)
        } catch let error as NavigationRestoreError<AppRoute> {
            throw .refused(path: path, reason: error.description)
        } catch {
            throw .refused(path: path, reason: "it is not a navigation snapshot (\(error))")
        }
    }

    /// Writes `snapshot`, creating the directory; the file is replaced atomically.
    /// - Parameter snapshot: The router's snapshot.
    /// - Throws: ``NavigationStateFileError/unwritable(path:reason:)``.
    func save(_ snapshot: Snapshot) throws(NavigationStateFileError) {
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(snapshot).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
    }
}

/// Why the demo's navigation state file could not be used; the demo then starts fresh.
enum NavigationStateFileError: Error, Equatable, CustomStringConvertible {
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a snapshot this demo can restore.
    case refused(path: String, reason: String)
    /// The file cannot be written.
    case unwritable(path: String, reason: String)

    var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read the navigation state \(path): \(reason); starting fresh"
        case .refused(let path, let reason): "ignoring the navigation state \(path): \(reason); starting fresh"
        case .unwritable(let path, let reason): "cannot save the navigation state to \(path): \(reason)"
        }
    }
}
