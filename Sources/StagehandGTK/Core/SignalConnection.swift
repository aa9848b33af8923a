import CAdwaita

/// A handle to a signal handler connected from Swift; use it to disconnect the handler early.
///
/// The handle does not keep the object alive (it holds a GLib weak reference), and dropping it
/// leaves the handler connected: handlers live as long as their object, and their closures are
/// released when it is finalized. Disconnecting twice, or after the object is gone, does nothing.
@MainActor
public final class SignalConnection {
    /// The GLib handler id, unique for the object it was connected to.
    public let handlerID: UInt

    private let weakObject: UnsafeMutablePointer<GWeakRef>

    init(object: gpointer, handlerID: UInt) {
        self.handlerID = handlerID
        weakObject = .allocate(capacity: 1)
        weakObject.initialize(to: GWeakRef())
        g_weak_ref_init(weakObject, object)
    }

    /// Whether the handler is still connected (false after ``disconnect()`` or once the object
    /// was finalized).
    public var isConnected: Bool {
        guard let object = g_weak_ref_get(weakObject) else { return false }
        defer { g_object_unref(object) }
        return bool(g_signal_handler_is_connected(object, gulong(handlerID)))
    }

    /// Disconnects the handler, which releases its closure; does nothing when it is already gone.
    public func disconnect() {
        guard let object = g_weak_ref_get(weakObject) else { return }
        defer { g_object_unref(object) }
        if bool(g_signal_handler_is_connected(object, gulong(handlerID))) {
            g_signal_handler_disconnect(object, gulong(handlerID))
        }
    }

    isolated deinit {
        g_weak_ref_clear(weakObject)
        weakObject.deinitialize(count: 1)
        weakObject.deallocate()
    }
}
