/// Why the main-loop bridge could not be installed or failed its self-check.
public enum MainLoopBridgeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `install()` was called from a thread other than the process's main thread, typically
    /// because the program's entry point is `async`.
    case notOnMainThread
    /// libdispatch returned no usable wake-up file descriptor for its main queue.
    case noMainQueueHandle(fileDescriptor: Int32)
    /// A `Task { @MainActor in … }` did not run within the allowed number of GLib main-context
    /// iterations, so main-actor work would never run while GTK owns the main loop.
    case mainActorJobDidNotRun(iterations: Int)

    /// A message that says what happened, where, and what is allowed.
    public var description: String {
        switch self {
        case .notOnMainThread:
            "MainLoopBridge.install() ran off the main thread; GTK and the main-queue bridge must run on the "
                + "process's initial thread, so keep `main` synchronous (top-level code without `await`, or a "
                + "non-async `static func main()`)"
        case .noMainQueueHandle(let fd):
            "MainLoopBridge.install(): libdispatch gave no main-queue wake-up descriptor (got \(fd)); this "
                + "toolchain's libdispatch does not support the bridge"
        case .mainActorJobDidNotRun(let iterations):
            "MainLoopBridge self-check: a Task { @MainActor } did not run within \(iterations) GLib main-context "
                + "iterations; this toolchain's main actor is not driven by the dispatch main queue, so a custom "
                + "main executor is needed"
        }
    }
}
