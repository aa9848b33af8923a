/// Why the demo's command line could not be understood.
enum DemoOptionsError: Error, Equatable, CustomStringConvertible {
    /// A flag the demo does not know.
    case unknownArgument(String)
    /// `--screenshots` without a directory.
    case missingDirectory
    /// An argument after a complete flag.
    case unexpectedArgument(String)

    var description: String {
        switch self {
        case .unknownArgument(let argument):
            "stagehand-demo: unknown argument “\(argument)”; allowed: --screenshots DIR, --measure, --first-frame, --help"
        case .missingDirectory:
            "stagehand-demo: --screenshots needs a directory, e.g. --screenshots shots"
        case .unexpectedArgument(let argument):
            "stagehand-demo: unexpected argument “\(argument)”; give one flag at a time (see --help)"
        }
    }
}
