/// What one run of the `stagehand` command produced: its exit status and its two output streams.
public struct CommandResult: Sendable, Equatable {
    /// The exit status: 0 fine, 1 diagnostics or a rejected event, 2 usage or unreadable input.
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String

    /// Creates a result.
    /// - Parameters:
    ///   - status: The exit status.
    ///   - standardOutput: The standard output text.
    ///   - standardError: The standard error text.
    public init(status: Int32, standardOutput: String, standardError: String) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// The exit statuses the command uses.
enum ExitStatus {
    /// Everything is fine.
    static let success: Int32 = 0
    /// The machine has diagnostics, or a simulated event was rejected.
    static let failure: Int32 = 1
    /// The command was used wrongly, or the input could not be read or decoded.
    static let usage: Int32 = 2
}
