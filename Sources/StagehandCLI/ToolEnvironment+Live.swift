import Foundation

extension ToolEnvironment {
    /// The real environment: the file system, this process's standard input, and the `dot`
    /// executable found on `PATH`.
    /// - Parameter variables: The environment variables; `PATH` is searched for `dot`.
    /// - Returns: An environment that performs real I/O.
    public static func live(variables: [String: String] = ProcessInfo.processInfo.environment) -> ToolEnvironment {
        let searchPath = variables["PATH"] ?? "/usr/bin:/bin"
        var environment = ToolEnvironment(
            readFile: { path in POSIXFile.readAll(path) },
            writeFile: { path, contents in POSIXFile.writeAll(path, contents) },
            readStandardInput: { (try? POSIXFile.readAll(descriptor: 0).get()) ?? [] },
            runGraphviz: { format, dot in
                Self.runDot(format: format, dot: dot, searchPath: searchPath)
            })
        environment.openFile = { path in POSIXChunkReader.open(path).map { $0 } }
        environment.waitForMoreInput = {
            // A quarter of a second between looks at a followed file.
            var interval = timespec(tv_sec: 0, tv_nsec: 250_000_000)
            _ = nanosleep(&interval, nil)
            return true
        }
        environment.writeStandardOutput = { text in POSIXFile.writeStandardOutput(text) }
        return environment
    }

    /// Runs `dot -T<format>` on `dot`, through temporary files so no pipe can fill up.
    ///
    /// It uses `posix_spawn` rather than Foundation's `Process`, whose `run()` leaks a weak
    /// reference side table on Linux (LeakSanitizer reports it in every sanitizer run).
    private static func runDot(format: String, dot: String, searchPath: String) -> GraphvizResult {
        let candidates = searchPath.split(separator: ":").map { String($0) + "/dot" }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .notInstalled
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stagehand-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let input = directory.appendingPathComponent("machine.dot").path
            let output = directory.appendingPathComponent("machine.\(format)").path
            let errors = directory.appendingPathComponent("errors.txt").path
            try POSIXFile.writeAll(input, Array(dot.utf8)).get()
            let status = spawnAndWait(executable, ["-T\(format)", "-o", output, input], errors: errors)
            guard status == 0 else {
                let message = (try? POSIXFile.readAll(errors).get()) ?? []
                return .failed(status: status, message: String(decoding: message, as: UTF8.self))
            }
            return .output(try POSIXFile.readAll(output).get())
        } catch {
            return .failed(status: -1, message: "\(error)")
        }
    }

    /// Runs `executable` with `arguments`, standard output discarded and standard error written
    /// to the file `errors`, and returns its exit status (-1 if it could not start or was killed).
    private static func spawnAndWait(_ executable: String, _ arguments: [String], errors: String) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let words: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for word in words + variables { free(word) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, words, variables) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }
}
