import CAdwaita

/// Holds a Swift closure for a GLib callback; GLib owns one retain, released by the destroy
/// notify when the handler is disconnected or its object finalized.
final class SignalBox {
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }

    /// Retains the box and returns the pointer to hand to GLib as user data.
    func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind user data that `retainedPointer()` produced, without changing its count.
    static func from(_ data: gpointer?) -> SignalBox? {
        data.map { Unmanaged<SignalBox>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Drops the retain that `retainedPointer()` took.
    static func release(_ data: gpointer?) {
        guard let data else { return }
        Unmanaged<SignalBox>.fromOpaque(data).release()
    }
}

/// Holds a Swift closure for a `GListModel` `items-changed` handler.
final class ItemsChangedBox {
    let body: @MainActor (ListChange) -> Void

    init(_ body: @escaping @MainActor (ListChange) -> Void) {
        self.body = body
    }
}

/// The Swift closure behind a signal that carries a string, such as `AdwMessageDialog::response`.
final class StringSignalBox {
    let body: @MainActor (String) -> Void

    init(_ body: @escaping @MainActor (String) -> Void) {
        self.body = body
    }
}

/// The Swift closure behind a signal whose handler answers whether it handled it, such as
/// `GtkWindow::close-request`.
final class HandledSignalBox {
    let body: @MainActor () -> Bool

    init(_ body: @escaping @MainActor () -> Bool) {
        self.body = body
    }
}
