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
        let launched = ProcessTimes.now
        let launchedCPU = FrameTiming.threadCPUTime
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch {
            printError("\(error)\nRun `stagehand-demo --help` for the flags.")
            return 2
        }
        if options == .help {
            print(DemoOptions.usage)
            return 0
        }
        if options != .window {
            setenv("GSK_RENDERER", "cairo", 0)
            // Rendering with cairo only: skip GDK's OpenGL set-up, a third of the start-up's CPU time.
            if getenv("GDK_DEBUG") == nil, String(cString: getenv("GSK_RENDERER")) == "cairo" {
                setenv("GDK_DEBUG", "gl-disable", 0)
            }
        }

        var status: Int32 = 0
        do {
            try Application.run(id: "org.stagehand.Demo") { app in
                let demo: DemoWindow
                do {
                    demo = try DemoWindow(app: app, store: CommentStore(), clock: GLibClock())
                } catch {
                    printError("stagehand-demo: \(error)")
                    status = 1
                    return app.quit()
                }
                current = demo
                let runner = ScreenshotRunner(
                    demo: demo, options: options, launched: (launched, launchedCPU))
                demo.window.present()
                runner.start { result in
                    status = result
                    app.quit()
                }
            }
        } catch {
            printError("stagehand-demo: \(error)")
            return 1
        }
        current = nil
        return status
    }

    /// Writes `message` and a newline to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
