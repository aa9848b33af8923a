import CAdwaita

#if canImport(Glibc)
import Glibc
#endif

/// A libadwaita application: the entry point of a GTK program.
///
/// ```swift
/// // main.swift — keep it synchronous: no `await` at top level.
/// import StagehandGTK
///
/// let status = try Application.run(id: "org.example.Demo") { app in
///     let window = app.makeWindow(title: "Demo", width: 640, height: 480)
///     window.setContent(Label("Hello"))
///     window.present()
/// }
/// Application.exit(status)
/// ```
///
/// The program needs no other import: ``exit(_:)`` ends the process with the loop's status.
@MainActor
public final class Application {
    /// The wrapped `AdwApplication`.
    public let application: UnsafeMutablePointer<AdwApplication>

    private init(id: String) {
        application = adw_application_new(id, G_APPLICATION_NON_UNIQUE)
    }

    isolated deinit {
        g_object_unref(gp(application))
    }

    /// Initialises GTK and libadwaita, installs the ``MainLoopBridge``, runs `activate` once the
    /// application starts, and runs the main loop until the last window closes or ``quit()``.
    ///
    /// Command-line arguments are not handed to GApplication, so the program may parse its own.
    /// Call this from a synchronous `main` on the main thread.
    /// - Parameters:
    ///   - id: The application id, in reverse-DNS form such as `org.example.Demo`.
    ///   - activate: Builds the user interface; typically creates and presents a window.
    /// - Returns: The exit status of the main loop (0 on a normal end).
    /// - Throws: ``ApplicationError`` when the id is invalid, no display can be opened, or the
    ///   bridge fails its self-check.
    @discardableResult
    public static func run(
        id: String, activate: @escaping @MainActor (Application) -> Void
    ) throws(ApplicationError) -> Int32 {
        guard bool(g_application_id_is_valid(id)) else { throw .invalidID(id) }
        guard bool(gtk_init_check()) else { throw .cannotOpenDisplay }
        adw_init()
        do {
            try MainLoopBridge.install()
        } catch {
            throw .bridge(error)
        }
        let app = Application(id: id)
        // Weak, not unowned: `application` is public, so the GApplication may outlive `app` (a
        // caller may take a reference) and emit "activate" after `run` returned.
        Signals.connect(gp(app.application), "activate") { [weak app] in
            if let app { activate(app) }
        }
        // `app` must outlive the main loop, which uses its GApplication; keep it alive explicitly.
        return withExtendedLifetime(app) { g_application_run(cadw_g_application(gp(app.application)), 0, nil) }
    }

    /// Creates a top-level window that belongs to this application.
    /// - Parameters:
    ///   - title: The window title.
    ///   - width: The default width in pixels.
    ///   - height: The default height in pixels.
    /// - Returns: The new, not yet presented window.
    public func makeWindow(title: String, width: Int = 800, height: Int = 600) -> Window {
        Window(
            applicationWindow: adw_application_window_new(cadw_gtk_application(gp(application))), title: title,
            width: width, height: height)
    }

    /// Ends the process with `status`, as C's `exit` does (`atexit` handlers run, streams are
    /// flushed), so a `main.swift` that imports only StagehandGTK can return the status of
    /// ``run(id:activate:)`` to the shell.
    /// - Parameter status: The exit status; 0 for success.
    public nonisolated static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }

    /// Ends the main loop, which makes ``run(id:activate:)`` return.
    public func quit() {
        g_application_quit(cadw_g_application(gp(application)))
    }
}
