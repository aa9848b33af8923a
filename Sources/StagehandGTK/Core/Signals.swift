import CAdwaita

/// Connecting Swift closures to GObject signals.
///
/// Each C signal signature needs its own trampoline; these cover the shapes the backend uses.
/// GTK emits signals on the thread that runs the main loop, the main thread, so the trampolines
/// enter the main actor with `MainActor.assumeIsolated`.
enum Signals {
    private static let releaseBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in SignalBox.release(data)
    }

    /// Releases the box object a connection retained (any class: a release needs no static type).
    private static let releaseObjectBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// Connects `trampoline` to `signal` of `instance` with `box` as its data, retained until GLib
    /// drops the handler.
    @MainActor
    private static func connect(
        _ instance: gpointer, _ signal: String, trampoline: GCallback, box: AnyObject
    ) -> SignalConnection {
        let data = Unmanaged<AnyObject>.passRetained(box).toOpaque()
        let id = cadw_signal_connect(instance, signal, trampoline, data, releaseObjectBox)
        return SignalConnection(object: instance, handlerID: UInt(id))
    }

    /// Connects a handler for a signal of shape `void (*)(GObject *instance, gpointer data)`.
    @MainActor @discardableResult
    static func connect(
        _ instance: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let box = SignalBox.from(data) else { return }
            MainActor.assumeIsolated { box.body() }
        }
        let id = cadw_signal_connect(
            instance, signal, unsafeBitCast(trampoline, to: GCallback.self), SignalBox(body).retainedPointer(),
            releaseBox)
        return SignalConnection(object: instance, handlerID: UInt(id))
    }

    /// Connects a handler for `notify::property`, of shape
    /// `void (*)(GObject *instance, GParamSpec *pspec, gpointer data)`.
    @MainActor @discardableResult
    static func connectNotify(
        _ instance: gpointer, property: String, _ body: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let box = SignalBox.from(data) else { return }
            MainActor.assumeIsolated { box.body() }
        }
        let id = cadw_signal_connect(
            instance, "notify::\(property)", unsafeBitCast(trampoline, to: GCallback.self),
            SignalBox(body).retainedPointer(), releaseBox)
        return SignalConnection(object: instance, handlerID: UInt(id))
    }

    /// Connects a handler for a `GListModel`'s `items-changed`, of shape
    /// `void (*)(GListModel *list, guint position, guint removed, guint added, gpointer data)`.
    @MainActor @discardableResult
    static func connectItemsChanged(
        _ model: gpointer, _ body: @escaping @MainActor (ListChange) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
            _, position, removed, added, data in
            guard let data else { return }
            let box = Unmanaged<ItemsChangedBox>.fromOpaque(data).takeUnretainedValue()
            let change = ListChange(position: Int(position), removed: Int(removed), added: Int(added))
            MainActor.assumeIsolated { box.body(change) }
        }
        return connect(
            model, "items-changed", trampoline: unsafeBitCast(trampoline, to: GCallback.self),
            box: ItemsChangedBox(body))
    }

    /// Connects a handler for a signal of shape
    /// `void (*)(GObject *instance, const char *value, gpointer data)`, such as
    /// `AdwMessageDialog::response`.
    @MainActor @discardableResult
    static func connectString(
        _ instance: gpointer, _ signal: String, _ body: @escaping @MainActor (String) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, value, data in
            guard let data else { return }
            let box = Unmanaged<StringSignalBox>.fromOpaque(data).takeUnretainedValue()
            let text = value.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { box.body(text) }
        }
        return connect(
            instance, signal, trampoline: unsafeBitCast(trampoline, to: GCallback.self), box: StringSignalBox(body))
    }

    /// Connects a handler for a signal of shape
    /// `gboolean (*)(GObject *instance, gpointer data)`, such as `GtkWindow::close-request`; the
    /// handler answers whether it handled the signal (which stops the default behaviour).
    @MainActor @discardableResult
    static func connectHandled(
        _ instance: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Bool
    ) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            guard let data else { return 0 }
            let box = Unmanaged<HandledSignalBox>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }
        return connect(
            instance, signal, trampoline: unsafeBitCast(trampoline, to: GCallback.self), box: HandledSignalBox(body))
    }
}
