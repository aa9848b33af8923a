/// What the command line asked the demo to do.
enum DemoOptions: Equatable {
    /// Open the window (no arguments).
    case window
    /// Render every state to PNG files in `directory`, print the timings, and exit.
    case screenshots(directory: String)
    /// Print the timings without writing PNG files, and exit.
    case measure
    /// Print the time to the first frame, and exit (to time start-up many times over).
    case firstFrame
    /// Print ``usage`` and exit.
    case help

    /// The text `--help` prints.
    static let usage = """
        usage: stagehand-demo [--screenshots DIR | --measure | --first-frame | --help]

        A comments app and a sign-in flow, built on Stagehand's GTK 4 + libadwaita backend.

          (no flag)          open the demo window
          --screenshots DIR  render each state offscreen to DIR/<state>.png (720×560), print one
                             line per file and the frame timings, then exit; creates DIR
          --measure          print time to first frame and state-change → frame latencies, then exit
          --first-frame      print time to first frame only, then exit
          --help             show this text

        Screenshots and measurements need a display; without one, run under Xvfb:
          GTK_A11Y=none GSK_RENDERER=cairo xvfb-run -a -s "-screen 0 1280x800x24" stagehand-demo --screenshots shots
        """

    /// Parses the arguments after the program name.
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The options.
    /// - Throws: ``DemoOptionsError`` for an unknown flag, a missing directory or extra arguments.
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
