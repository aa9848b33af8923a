/// What the command line asked the demo to do.
enum DemoOptions: Equatable {
    /// Open the window (no arguments).
    case window
    /// Open the window at a deep link such as `account/signIn`.
    case open(link: String)
    /// Render every state to PNG files in `directory`, print the timings, and exit.
    case screenshots(directory: String)
    /// Write the navigation chart in `format` (``ChartFormat``) to standard output, and exit.
    case exportChart(ChartFormat)
    /// Print the timings without writing PNG files, and exit.
    case measure
    /// Print the time to the first frame, and exit (to time start-up many times over).
    case firstFrame
    /// Print ``usage`` and exit.
    case help

    /// Whether the demo opens its window for the user (rather than running a scripted mode).
    var opensWindow: Bool {
        switch self {
        case .window, .open: true
        default: false
        }
    }

    /// The text `--help` prints.
    static let usage = """
        usage: stagehand-demo [--state FILE] [--record FILE] [--open LINK | --screenshots DIR | --measure | --first-frame | --export-chart FORMAT | --help]

        A tabbed app — Comments and Account (a sign-in flow, then a profile) — built on Stagehand's
        GTK 4 + libadwaita backend, its navigation one statechart.

          (no flag)          open the demo window
          --open LINK        open the window at a deep link: /-separated states of the chart, e.g.
                             account/signIn, account/profile, comments
          --screenshots DIR  render each state offscreen to DIR/<state>.png (720×560), print one
                             line per file and the frame timings, then exit; creates DIR
          --measure          print time to first frame and state-change → frame latencies, then exit
          --first-frame      print time to first frame only, then exit
          --export-chart FMT write the navigation chart to standard output and exit; FMT is scxml
                             (read by `stagehand graph|check|simulate`)
          --state FILE       where the window's navigation is saved on quit and restored on start
                             (tab, stacks, chart); by default $XDG_STATE_HOME/stagehand-demo/navigation.json
                             (~/.local/state/…) for the window, and nothing for the scripted modes
          --record FILE      record the whole run as a Stagehand session (JSON lines): the
                             navigation chart, its router and the comments' container, one record
                             per step as it happens (`stagehand inspect --follow FILE` shows them
                             live, `stagehand replay FILE` re-runs the chart); with the window,
                             --open, --screenshots, --measure and --first-frame
          --help             show this text

        Screenshots and measurements need a display; without one, run under Xvfb:
          GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1280x800x24" stagehand-demo --screenshots shots
        """

    /// Takes `--state FILE` out of `arguments`, wherever it is.
    /// - Parameter arguments: The arguments, without the program name; `--state` and its file are
    ///   removed.
    /// - Returns: The file, or `nil` when the flag is absent.
    /// - Throws: ``DemoOptionsError/missingStateFile`` when the flag has no file.
    static func takeStateFile(from arguments: inout [String]) throws(DemoOptionsError) -> String? {
        try takeFile(of: "--state", from: &arguments, missing: .missingStateFile)
    }

    /// Takes `flag FILE` out of `arguments`, wherever it is.
    /// - Returns: The file, or `nil` when the flag is absent.
    /// - Throws: `missing` when the flag has no file.
    private static func takeFile(
        of flag: String, from arguments: inout [String], missing: DemoOptionsError
    ) throws(DemoOptionsError) -> String? {
        guard let at = arguments.firstIndex(of: flag) else { return nil }
        guard at + 1 < arguments.count, !arguments[at + 1].hasPrefix("-") else { throw missing }
        let file = arguments[at + 1]
        arguments.removeSubrange(at...(at + 1))
        return file
    }

    /// Takes `--record FILE` out of `arguments`, wherever it is.
    /// - Parameter arguments: The arguments, without the program name; `--record` and its file
    ///   are removed.
    /// - Returns: The file, or `nil` when the flag is absent.
    /// - Throws: ``DemoOptionsError/missingRecordFile`` when the flag has no file.
    static func takeRecordFile(from arguments: inout [String]) throws(DemoOptionsError) -> String? {
        try takeFile(of: "--record", from: &arguments, missing: .missingRecordFile)
    }

    /// Whether the mode runs the demo, so `--record` has something to record.
    var runsDemo: Bool {
        switch self {
        case .help, .exportChart: false
        default: true
        }
    }

    /// Parses the arguments after the program name.
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The options.
    /// - Throws: ``DemoOptionsError`` for an unknown flag, a missing directory, link or chart format,
    ///   or extra arguments.
    static func parse(_ arguments: [String]) throws(DemoOptionsError) -> DemoOptions {
        guard let first = arguments.first else { return .window }
        let result: DemoOptions
        var used = 1
        switch first {
        case "--help", "-h":
            result = .help
        case "--measure":
            result = .measure
        case "--first-frame":
            result = .firstFrame
        case "--open":
            guard arguments.count > 1, !arguments[1].hasPrefix("-") else { throw .missingLink }
            result = .open(link: arguments[1])
            used = 2
        case "--export-chart":
            guard arguments.count > 1, let format = ChartFormat(rawValue: arguments[1]) else {
                throw .unknownChartFormat(arguments.count > 1 ? arguments[1] : nil)
            }
            result = .exportChart(format)
            used = 2
        case "--screenshots":
            guard arguments.count > 1, !arguments[1].hasPrefix("-") else { throw .missingDirectory }
            result = .screenshots(directory: arguments[1])
            used = 2
        default:
            throw .unknownArgument(first)
        }
        guard arguments.count == used else { throw .unexpectedArgument(arguments[used]) }
        return result
    }
}
