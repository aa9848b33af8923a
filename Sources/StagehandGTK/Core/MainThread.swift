import CAdwaita

/// Tells whether code runs on the process's real main thread, the one GTK must run on.
public enum MainThread {
    /// Whether the calling thread is the process's initial thread (its thread id equals the
    /// process id).
    ///
    /// Swift's `@MainActor` is not always the main thread: with an `async` entry point (for
    /// example Swift Testing's runner) main-actor work may run on a dispatch worker thread.
    public static var isMain: Bool {
        bool(cadw_is_main_thread())
    }
}
