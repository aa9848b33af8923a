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

    private static let releaseItemsBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
        data, _ in
        guard let data else { return }
        Unmanaged<ItemsChangedBox>.fromOpaque(data).release()
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
        let data = Unmanaged.passRetained(ItemsChangedBox(body)).toOpaque()
        let id = cadw_signal_connect(
            model, "items-changed", unsafeBitCast(trampoline, to: GCallback.self), data, releaseItemsBox)
        return SignalConnection(object: model, handlerID: UInt(id))
    }
}
