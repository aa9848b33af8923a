import Stagehand

/// The `stagehand` command's logic, callable in process.
public enum CommandLineTool {
    /// Runs the command with `arguments` (without the program name) and returns its exit status.
    /// - Parameter arguments: The command-line arguments.
    /// - Returns: The exit status.
    public static func run(_ arguments: [String]) -> Int32 { 0 }
}
