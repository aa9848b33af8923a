import CAdwaita

/// Keeps a widget's behaviour (its controller objects) alive for as long as the widget is in use,
/// through a GObject toggle reference.
///
/// A wrapper normally holds an ordinary reference to its widget. Once the widget owns something
/// (``Widget/own(_:)``), the wrapper's reference becomes a toggle reference instead, and GLib
/// reports every time that reference stops or starts being the only one:
/// - While anything else holds the widget (a parent, a window, a `GtkStack` page, a caller's
///   `g_object_ref`), the widget is in use: the owned objects are retained, so dropping every
///   Swift reference to them leaves them working.
/// - When the wrapper's reference is the last one, nothing but Swift keeps the widget, so the
///   owned objects are released: if nothing else holds them either, they go, the wrapper goes
///   with them, and the widget is finalized.
///
/// There is no cycle to break by hand: an owned object holds the wrapper (and so the widget)
/// strongly, but the widget holds the object only while something besides the wrapper holds the
/// widget. GLib allows one toggle reference per object, so a widget is owned through one wrapper
/// only.
///
/// An object handed over with a widget that is not in use yet (a screen's controller, returned
/// with its widget from a factory that shows it right after) can also be held until the widget
/// is first in use (``own(_:holdingUntilInUse:)``), then as any owned object.
@MainActor
final class WidgetOwnership {
    private final class Entry {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let object: gpointer
    private var owned: [Entry] = []
    private var retained: [AnyObject] = []
    /// Objects held until the widget is first in use (then they are in ``retained``).
    private var pending: [AnyObject] = []
    private var isInUse = false

    /// Trades the caller's ordinary reference to `object` for a toggle reference.
    /// - Parameter object: A GObject the caller holds one ordinary reference to.
    init(trading object: gpointer) {
        self.object = object
        let data = Unmanaged.passUnretained(self).toOpaque()
        g_object_add_toggle_ref(cadw_object(object), Self.toggled, data)
        g_object_unref(object)
        isInUse = cadw_ref_count(object) > 1
    }

    /// Whether the widget keeps its owned objects alive now (something else holds it).
    var keepsOwnedAlive: Bool { isInUse }

    /// Adds `object` to what the widget owns; retained at once when the widget is in use.
    /// - Parameters:
    ///   - object: The object to keep alive.
    ///   - holdingUntilInUse: Whether to hold `object` while the widget is not in use yet, until
    ///     it first is (only then does the widget let go of it when no longer in use).
    func own(_ object: AnyObject, holdingUntilInUse: Bool = false) {
        if !owned.contains(where: { $0.object === object }) {
            owned.append(Entry(object))
            if isInUse { retained.append(object) }
        }
        if holdingUntilInUse, !isInUse, !pending.contains(where: { $0 === object }) { pending.append(object) }
    }

    /// Removes `object` from what the widget owns, releasing the widget's hold on it.
    /// - Parameter object: An object added with ``own(_:holdingUntilInUse:)``.
    func disown(_ object: AnyObject) {
        owned.removeAll { $0.object === object || $0.object == nil }
        var released: [AnyObject] = []
        if let index = retained.firstIndex(where: { $0 === object }) { released.append(retained.remove(at: index)) }
        if let index = pending.firstIndex(where: { $0 === object }) { released.append(pending.remove(at: index)) }
        withExtendedLifetime(released) {}
    }

    /// Drops the toggle reference (the wrapper's reference to the widget).
    func end() {
        retained = []
        pending = []
        g_object_remove_toggle_ref(cadw_object(object), Self.toggled, Unmanaged.passUnretained(self).toOpaque())
    }

    private func setInUse(_ inUse: Bool) {
        isInUse = inUse
        if inUse {
            retained = owned.compactMap(\.object)
            let held = pending  // now in `retained`
            pending = []
            withExtendedLifetime(held) {}
        } else {
            let released = retained
            retained = []
            // Releasing may end the owned objects, then the wrapper, then this ownership: the
            // caller keeps this object alive until it returns.
            withExtendedLifetime(released) {}
        }
    }

    private static let toggled: GToggleNotify = { data, _, isLastReference in
        // GLib calls this on the thread that changes the reference count: the main thread, as
        // GTK widgets are used only there. The address crosses into the main actor as a number.
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            guard let data = UnsafeRawPointer(bitPattern: address) else { return }
            let ownership = Unmanaged<WidgetOwnership>.fromOpaque(data).takeUnretainedValue()
            withExtendedLifetime(ownership) { ownership.setInUse(isLastReference == 0) }
        }
    }
}
