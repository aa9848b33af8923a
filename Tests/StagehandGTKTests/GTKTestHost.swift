import CAdwaita
import StagehandGTK
import XCTest

/// Shared set-up for the GTK tests: one GTK per process, a real (virtual) display, and a way to
/// let the main loop run until something happened.
///
/// XCTest runs test methods on the real main thread, which GTK needs; test methods are
/// nonisolated and synchronous and enter the main actor with `MainActor.assumeIsolated`.
@MainActor
enum GTKTestHost {
    /// A display was required (`STAGEHAND_REQUIRE_DISPLAY=1`) but GTK could not open one.
    struct DisplayUnavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String {
            "GTK tests need a display: \(reason); run them under `xvfb-run -a -s \"-screen 0 1280x800x24\"`"
        }
    }

    private static var state: Result<Void, DisplayUnavailable>?

    /// Initialises GTK, libadwaita and the main-loop bridge once per process.
    /// - Returns: `nil` when ready, else why not.
    static func setUp() -> DisplayUnavailable? {
        if state == nil { state = initialise() }
        if case .failure(let error) = state { return error }
        return nil
    }

    private static func initialise() -> Result<Void, DisplayUnavailable> {
        guard MainThread.isMain else { return .failure(DisplayUnavailable(reason: "not on the main thread")) }
        // GTK's test accessibility backend records states and properties (so tests can read them
        // back) and needs no session bus; it must be chosen before the first widget exists.
        setenv("GTK_A11Y", "test", 1)
        guard gtk_init_check() != 0 else {
            let display = getenv("DISPLAY").map { String(cString: $0) } ?? "unset"
            return .failure(DisplayUnavailable(reason: "gtk_init_check() failed (DISPLAY=\(display))"))
        }
        adw_init()
        do {
            try MainLoopBridge.install()
        } catch {
            return .failure(DisplayUnavailable(reason: error.description))
        }
        return .success(())
    }

    /// Sets GTK up, or ends the test: with `XCTSkip` normally, as a failure when the
    /// environment sets `STAGEHAND_REQUIRE_DISPLAY=1` (CI does).
    static func require() throws {
        guard let problem = setUp() else { return }
        if getenv("STAGEHAND_REQUIRE_DISPLAY").map({ String(cString: $0) }) == "1" { throw problem }
        throw XCTSkip("\(problem) (set STAGEHAND_REQUIRE_DISPLAY=1 to make this a failure)")
    }

    /// Runs GLib main-context iterations until `condition` holds or `timeout` passes.
    /// - Returns: Whether `condition` held.
    @discardableResult
    static func pump(timeout: Duration = .seconds(3), until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + microseconds(timeout)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
        }
        return true
    }

    /// Runs the main loop for `duration`, whatever happens.
    static func pump(for duration: Duration) {
        let deadline = g_get_monotonic_time() + microseconds(duration)
        _ = pump(timeout: duration + .seconds(1)) { g_get_monotonic_time() >= deadline }
    }

    /// Puts `content` in a new window, presents it and pumps until the content is mapped and laid
    /// out. Destroy the window at the end of the test.
    static func present(_ content: Widget, width: Int = 480, height: Int = 400) -> Window {
        let window = Window(title: "test", width: width, height: height)
        window.setContent(content)
        window.present()
        pump { content.isMapped && content.allocatedWidth > 0 && content.allocatedHeight > 0 }
        return window
    }

    /// Whether `object` gets finalized: call the returned closure later to ask.
    static func watchFinalization(of object: gpointer) -> FinalizationWatch {
        FinalizationWatch(object)
    }

    /// The current GLib monotonic time.
    static var now: Duration { .microseconds(g_get_monotonic_time()) }

    private static func microseconds(_ duration: Duration) -> gint64 {
        let (seconds, attoseconds) = duration.components
        return gint64(seconds) * 1_000_000 + gint64(attoseconds / 1_000_000_000_000)
    }
}

/// Records, through a GLib weak reference, whether an object was finalized.
@MainActor
final class FinalizationWatch {
    private let flag: UnsafeMutablePointer<Bool>

    init(_ object: gpointer) {
        flag = .allocate(capacity: 1)
        flag.initialize(to: false)
        g_object_weak_ref(
            cadw_object(object),
            { data, _ in data?.assumingMemoryBound(to: Bool.self).pointee = true },
            flag)
    }

    /// Whether the object has been finalized.
    var isFinalized: Bool { flag.pointee }

    // The flag is deliberately leaked: the weak-ref callback may still write it after this watch
    // is gone (a few bytes per test).
}
