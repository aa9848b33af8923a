/// Why the demo's command line could not be understood.
enum DemoOptionsError: Error, Equatable, CustomStringConvertible {
    /// A flag the demo does not know.
    case unknownArgument(String)
    /// `--screenshots` without a directory.
    case missingDirectory
    /// `--open` without a link.
    case missingLink
    /// `--export-chart` without a known format (the argument given, if any).
    case unknownChartFormat(String?)
    /// An argument after a complete flag.
    case unexpectedArgument(String)
    /// `--state` without a file.
    case missingStateFile
    /// `--record` without a file.
    case missingRecordFile
    /// `--record` with a mode that runs nothing to record (the flag given).
    case nothingToRecord(String)

    var description: String {
        switch self {
        case .unknownArgument(let argument):
            "stagehand-demo: unknown argument “\(argument)”; allowed: --state FILE, --record FILE, --open LINK, --screenshots DIR, --measure, --first-frame, --export-chart FORMAT, --help"
        case .missingDirectory:
            "stagehand-demo: --screenshots needs a directory, e.g. --screenshots shots"
        case .missingLink:
            "stagehand-demo: --open needs a deep link, e.g. --open account/signIn"
        case .unknownChartFormat(let format?):
            "stagehand-demo: unknown chart format “\(format)”; allowed: \(ChartFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unknownChartFormat(nil):
            "stagehand-demo: --export-chart needs a format: \(ChartFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        case .missingStateFile:
            "stagehand-demo: --state needs a file, e.g. --state navigation.json"
        case .missingRecordFile:
            "stagehand-demo: --record needs a file, e.g. --record demo.session"
        case .nothingToRecord(let flag):
            "stagehand-demo: --record records a run of the demo, and \(flag) runs none; use it with the window, --open, --screenshots, --measure or --first-frame"
        case .unexpectedArgument(let argument):
            "stagehand-demo: unexpected argument “\(argument)”; give one flag at a time (see --help)"
        }
    }
}
