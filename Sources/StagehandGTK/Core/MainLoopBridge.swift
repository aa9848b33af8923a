import CAdwaita

#if canImport(Glibc)
import Glibc
#endif

/// Lets `@MainActor` work (and `DispatchQueue.main`) run while GTK owns the main loop.
///
/// Swift's main actor runs on libdispatch's main queue, which nobody drains while GLib blocks in
/// its poll. libdispatch signals new main-queue work on an eventfd; the bridge adds that
/// descriptor to GLib's default main context and drains the queue whenever it becomes readable.
/// There is no polling: idle costs nothing, and a hop to the main actor takes tens of
/// microseconds.
///
/// Call ``install(selfCheckIterations:)`` once, from a synchronous `main`, before the loop runs
/// (``Application/run(id:activate:)`` does it for you).
public enum MainLoopBridge {
    @MainActor private static var sourceID: guint = 0

    /// Whether the bridge is installed in this process.
    @MainActor public static var isInstalled: Bool { sourceID != 0 }

    /// Installs the bridge (once; later calls only repeat the self-check) and verifies that a
    /// `Task { @MainActor in … }` then runs.
    ///
    /// - Parameter selfCheckIterations: How many GLib main-context iterations the self-check may
    ///   take before it fails.
    /// - Throws: ``MainLoopBridgeError`` when called off the main thread, when libdispatch has no
    ///   main-queue descriptor, or when the self-check fails.
    @MainActor
    public static func install(selfCheckIterations: Int = 1_000) throws(MainLoopBridgeError) {
        guard MainThread.isMain else { throw .notOnMainThread }
        if sourceID == 0 {
            let fd = _dispatch_get_main_queue_handle_4CF()
            guard fd >= 0 else { throw .noMainQueueHandle(fileDescriptor: fd) }
            let callback: GUnixFDSourceFunc = { fd, _, _ in
                var counter: UInt64 = 0
                _ = read(fd, &counter, MemoryLayout<UInt64>.size)  // reset the eventfd, else GLib spins
                _dispatch_main_queue_callback_4CF(nil)
                return gbool(true)  // G_SOURCE_CONTINUE
            }
            sourceID = g_unix_fd_add(fd, G_IO_IN, callback, nil)
        }
        try selfCheck(iterations: selfCheckIterations)
    }

    /// Checks that a `Task { @MainActor in … }` runs within `iterations` non-blocking GLib
    /// main-context iterations (sleeping 1 ms between idle ones).
    ///
    /// Must not be called from inside main-queue work (for example from another `Task` on the
    /// main actor), because the queue cannot be drained re-entrantly.
    /// - Parameter iterations: The most iterations to wait.
    /// - Throws: ``MainLoopBridgeError/mainActorJobDidNotRun(iterations:)`` if it did not run.
    @MainActor
    public static func selfCheck(iterations: Int = 1_000) throws(MainLoopBridgeError) {
        let probe = Probe()
        Task { @MainActor in probe.ran = true }
        var count = 0
        while !probe.ran && count < iterations {
            if g_main_context_iteration(nil, gbool(false)) == 0 { g_usleep(1_000) }
            count += 1
        }
        guard probe.ran else { throw .mainActorJobDidNotRun(iterations: iterations) }
    }

    @MainActor private final class Probe {
        var ran = false
    }
}
