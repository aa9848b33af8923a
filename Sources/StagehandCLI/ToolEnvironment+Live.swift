import Foundation

extension ToolEnvironment {
    /// The real environment: the file system, this process's standard input, and the `dot`
    /// executable found on `PATH`.
    /// - Parameter variables: The environment variables; `PATH` is searched for `dot`.
    /// - Returns: An environment that performs real I/O.
    public static func live(variables: [String: String] = ProcessInfo.processInfo.environment) -> ToolEnvironment {
        let searchPath = variables["PATH"] ?? "/usr/bin:/bin"
        return ToolEnvironment(
            readFile: { path in
                do {
                    return .success(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                } catch {
                    return .failure(FileAccessError(reason: Self.reason(for: error, path: path)))
                }
            },
            writeFile: { path, contents in
                do {
                    try Data(contents).write(to: URL(fileURLWithPath: path))
                    return .success(())
                } catch {
                    return .failure(FileAccessError(reason: Self.reason(for: error, path: path)))
                }
            },
            readStandardInput: {
                Array(FileHandle.standardInput.readDataToEndOfFile())
            },
            runGraphviz: { format, dot in
                Self.runDot(format: format, dot: dot, searchPath: searchPath)
            })
    }

    /// A short reason for a Foundation file error.
    private static func reason(for error: any Error, path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "it is a directory" }
        } else if !(path as NSString).deletingLastPathComponent.isEmpty
            && !FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent)
        {
            return "no such directory"
        }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }

    /// Runs `dot -T<format>` on `dot`, through temporary files so no pipe can fill up.
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
            let input = directory.appendingPathComponent("machine.dot")
            let output = directory.appendingPathComponent("machine.\(format)")
            try Data(dot.utf8).write(to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["-T\(format)", "-o", output.path, input.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                return .failed(status: process.terminationStatus, message: String(decoding: message, as: UTF8.self))
            }
            return .output(Array(try Data(contentsOf: output)))
        } catch {
            return .failed(status: -1, message: "\(error)")
        }
    }
}
