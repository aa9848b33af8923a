import Foundation
import Stagehand
import StagehandGTK

/// Starts the demo in the mode the command line asks for.
@MainActor
enum DemoApp {
    /// The window while the application runs (signal handlers hold it weakly).
    private static var current: DemoWindow?

    /// Runs the demo.
    /// - Parameter arguments: The command-line arguments without the program name.
    /// - Returns: The process exit status: 0 on success, 1 on a failure, 2 on a usage error.
    static func run(arguments: [String]) -> Int32 {
        var startup = StartupTimeline()
        let options: DemoOptions
        let stateFlag: String?
        let recordFlag: String?
        do {
            var arguments = arguments
            stateFlag = try DemoOptions.takeStateFile(from: &arguments)
            recordFlag = try DemoOptions.takeRecordFile(from: &arguments)
            options = try DemoOptions.parse(arguments)
            if recordFlag != nil, !options.runsDemo { throw DemoOptionsError.nothingToRecord(arguments[0]) }
        } catch {
            printError("\(error)\nRun `stagehand-demo --help` for the flags.")
            return 2
        }
        let link: String?
        switch options {
        case .help:
            print(DemoOptions.usage)
            return 0
        case .exportChart(let format):
            return exportChart(format)
        case .open(let path):
            // Checked before GTK starts: a bad link is a usage error, reported at once.
            do throws(DemoStartError) {
                _ = try AppRoute.check(link: path)
            } catch {
                printError("stagehand-demo: \(error)")
                return 2
            }
            link = path
        default:
            link = nil
        }
        // Opened before GTK starts: a file that cannot be written is a usage error, reported at once.
        let recording: (file: SessionFile, recorder: SessionRecorder)?
        do {
            recording = try recordFlag.map(startRecording(to:))
        } catch {
            printError("stagehand-demo: \(error)")
            return 2
        }
        if !options.opensWindow {
            setenv("GSK_RENDERER", "cairo", 0)
            // Rendering with cairo only: skip GDK's OpenGL set-up, a third of the start-up's CPU time.
            if getenv("GDK_DEBUG") == nil, String(cString: getenv("GSK_RENDERER")) == "cairo" {
                setenv("GDK_DEBUG", "gl-disable", 0)
            }
            declareMissingSessionBus()
            startWithLibadwaitasTheme()
        }

        // The window keeps its navigation between runs; scripted runs only when asked to.
        let stateFile = stateFlag.map(NavigationStateFile.init(path:)) ?? (options.opensWindow ? .standard() : nil)
        let saved = loadNavigation(from: stateFile)

        var status: Int32 = 0
        do {
            try Application.run(id: "org.stagehand.Demo") { app in
                startup.mark("GTK, libadwaita and the application")
                let demo: DemoWindow
                do {
                    demo = try DemoWindow(
                        app: app, store: CommentStore(), clock: GLibClock(), link: link, restoring: saved,
                        recorder: recording?.recorder)
                } catch {
                    printError("stagehand-demo: \(error)")
                    status = 1
                    return app.quit()
                }
                current = demo
                startup.mark("the window's widgets")
                demo.window.present()
                startup.mark("presenting")
                let runner = ScreenshotRunner(demo: demo, options: options, startup: startup)
                runner.start { result in
                    status = result
                    app.quit()
                }
            }
        } catch {
            printError("stagehand-demo: \(error)")
            return 1
        }
        if let demo = current, let stateFile {
            do throws(NavigationStateFileError) {
                try stateFile.save(demo.router.snapshot())
            } catch {
                printError("stagehand-demo: \(error)")
            }
        }
        current = nil
        if let recording {
            printError("stagehand-demo: recorded \(recording.recorder.recordCount) records to \(recording.file.path)")
            if recording.file.failure != nil, status == 0 { status = 1 }
        }
        return status
    }

    /// Opens `--record`'s file and a recorder that writes each record to it as it is made.
    private static func startRecording(to path: String) throws -> (file: SessionFile, recorder: SessionRecorder) {
        let file = try SessionFile(path: path)
        return (file, try SessionRecorder { line in file.write(line) })
    }

    /// The navigation saved by the last run, or `nil` (no file, or one that is reported and
    /// ignored).
    private static func loadNavigation(from file: NavigationStateFile?) -> NavigationStateFile.Snapshot? {
        do throws(NavigationStateFileError) {
            return try file?.load()
        } catch {
            printError("stagehand-demo: \(error)")
            return nil
        }
    }

    /// Writes the navigation chart to standard output.
    private static func exportChart(_ format: ChartFormat) -> Int32 {
        switch format {
        case .scxml:
            do {
                print(try AppRoute.chart().scxml(name: "stagehand-demo"), terminator: "")
                return 0
            } catch {
                printError("stagehand-demo: \(error)")
                return 1
            }
        }
    }

    /// Without a D-Bus session bus (Xvfb, CI), GLib tries to autolaunch one three times during
    /// start-up (GTK's and libadwaita's settings portals, GApplication's registration), each time
    /// forking the process and searching `PATH` for `dbus-launch`, and waits for the child. When no
    /// bus is configured and none is at `$XDG_RUNTIME_DIR/bus`, this points GLib at an address that
    /// does not exist, so each attempt fails at once and the app carries on without a bus, as it
    /// would anyway.
    private static func declareMissingSessionBus() {
        guard getenv("DBUS_SESSION_BUS_ADDRESS") == nil else { return }
        if let runtime = getenv("XDG_RUNTIME_DIR"), access(String(cString: runtime) + "/bus", F_OK) == 0 { return }
        setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/stagehand-demo-has-no-session-bus", 0)
    }

    /// libadwaita replaces GTK's theme with its own stylesheet, setting `gtk-theme-name` to
    /// `Adwaita-empty`, but only after GTK has parsed its default theme (about a third of the
    /// start-up's CPU time). With nothing else naming a theme (no XSettings daemon, no user
    /// `settings.ini`), this names that theme from the start through a system-level GTK
    /// `settings.ini` shipped with the demo, placed before the other configuration directories; a
    /// theme named by the user or the desktop still wins, and libadwaita then behaves as before.
    private static func startWithLibadwaitasTheme() {
        guard
            let settings = Bundle.module.url(
                forResource: "settings", withExtension: "ini", subdirectory: "Resources/gtk-4.0")
        else { return }
        // …/Resources/gtk-4.0/settings.ini → …/Resources, the configuration directory GTK reads it from.
        let configuration = settings.deletingLastPathComponent().deletingLastPathComponent().path
        let others = getenv("XDG_CONFIG_DIRS").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        setenv("XDG_CONFIG_DIRS", configuration + ":" + (others ?? "/etc/xdg"), 1)
    }

    /// Writes `message` and a newline to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
