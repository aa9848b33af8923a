import CAdwaita

/// The base of every widget wrapper: it owns exactly one reference to a `GtkWidget`.
///
/// The wrapper takes its reference with `g_object_ref_sink` and drops it in an isolated
/// `deinit` on the main actor. Parents take their own reference when a child is added, so the
/// wrapper and the widget tree can let go in any order: a wrapper may be dropped while its
/// widget stays on screen, and a widget removed from its parent is finalized once its wrapper
/// is gone too. Signal handlers belong to the widget, not to the wrapper.
///
/// A widget can also own behaviour (``own(_:)``): the controllers of this package's views
/// (``ContentStateView``, ``ListEmptyState``, ``RouterView``, ``TabNavigationView``, and the
/// container of ``GTKContainerHost/makeContainer(initialState:clock:policy:effect:children:)``) are
/// kept alive by their root widget for as long as it is in use, so keeping only the widget on
/// screen keeps them working.
///
/// Wrap a widget this package has no class for with ``init(sinking:)``.
@MainActor
public class Widget {
    /// The wrapped widget. Valid for as long as this wrapper lives.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// Set once the widget owns something: the wrapper's reference is then a toggle reference.
    private var ownership: WidgetOwnership?

    /// Wraps `widget`, taking one reference (sinking the floating one of a new widget).
    /// - Parameter widget: A widget, typically fresh from a `gtk_*_new` function.
    public init(sinking widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref_sink(gp(widget))
    }

    isolated deinit {
        if let ownership {
            ownership.end()
        } else {
            g_object_unref(gp(widget))
        }
    }

    // MARK: Ownership

    /// Makes the widget own `behaviour`: it is kept alive, with this wrapper, for as long as the
    /// widget is in use, that is while anything besides this wrapper holds the widget (a parent, a
    /// window, a stack page, a `g_object_ref`).
    ///
    /// Use it for an object that makes the widget work (a controller, a container, a delegate)
    /// so the app may keep only the widget: once the widget is no longer in use (removed from its
    /// parent, its window destroyed), the widget lets go of `behaviour` again, and if nothing else
    /// holds it, it is released, along with this wrapper when `behaviour` holds it, and the widget
    /// is finalized. `behaviour` may hold this wrapper strongly, as controllers do: the widget
    /// holds `behaviour` only while something else holds the widget, so they form no cycle.
    ///
    /// The first call trades the wrapper's reference for a GObject toggle reference (see
    /// `g_object_add_toggle_ref`); GLib reports toggles only while an object has exactly one, so
    /// own behaviour through one wrapper per widget. Owning the same object twice does nothing.
    /// - Parameter behaviour: The object to keep alive while the widget is in use.
    public func own(_ behaviour: AnyObject) {
        let ownership = self.ownership ?? WidgetOwnership(trading: pointer)
        self.ownership = ownership
        ownership.own(self)  // the wrapper holds the toggle reference: it must last as long
        ownership.own(behaviour)
    }

    /// ``own(_:)``, and until the widget is first in use, holds `behaviour` too: for an object
    /// handed over with a widget that is about to be shown (a screen's controller returned with its
    /// widget from a factory), which nothing else may hold until then. A widget that is never used
    /// keeps such an object, and the object keeps it, for good.
    /// - Parameter behaviour: The object to keep alive while the widget is in use.
    func own(_ behaviour: AnyObject, holdingUntilInUse: Bool) {
        let ownership = self.ownership ?? WidgetOwnership(trading: pointer)
        self.ownership = ownership
        ownership.own(self)
        ownership.own(behaviour, holdingUntilInUse: holdingUntilInUse)
    }

    /// Stops owning `behaviour` (see ``own(_:)``); the widget no longer keeps it alive.
    /// - Parameter behaviour: An object the widget owns.
    func disown(_ behaviour: AnyObject) {
        ownership?.disown(behaviour)
    }

    /// Whether the widget keeps the objects it owns (``own(_:)``) alive now: it owns some and
    /// something besides this wrapper holds it.
    public var keepsOwnedBehaviourAlive: Bool { ownership?.keepsOwnedAlive ?? false }

    /// The widget as an untyped pointer, for GTK functions that take a `gpointer`.
    public var pointer: gpointer { gp(widget) }

    /// The GObject type name of the widget, e.g. `GtkButton`.
    public var typeName: String { string(cadw_type_name(pointer)) }

    // MARK: Visibility and geometry

    /// Whether the widget is set to be shown (`gtk_widget_set_visible`).
    public var isVisible: Bool {
        get { bool(gtk_widget_get_visible(widget)) }
        set { gtk_widget_set_visible(widget, gbool(newValue)) }
    }

    /// The widget's opacity, from 0 (invisible) to 1 (opaque).
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Whether the widget reacts to input (`gtk_widget_set_sensitive`).
    public var isSensitive: Bool {
        get { bool(gtk_widget_get_sensitive(widget)) }
        set { gtk_widget_set_sensitive(widget, gbool(newValue)) }
    }

    /// Whether the widget (and its children) can receive pointer input (`gtk_widget_set_can_target`).
    public var canTarget: Bool {
        get { bool(gtk_widget_get_can_target(widget)) }
        set { gtk_widget_set_can_target(widget, gbool(newValue)) }
    }

    /// Whether the widget is mapped: shown, and all its ancestors up to a shown window too.
    public var isMapped: Bool { bool(gtk_widget_get_mapped(widget)) }

    /// Whether the widget has a window-system surface to draw on.
    public var isRealized: Bool { bool(gtk_widget_get_realized(widget)) }

    /// The width GTK allocated to the widget, in pixels (0 before the first layout).
    public var allocatedWidth: Int { Int(gtk_widget_get_width(widget)) }

    /// The height GTK allocated to the widget, in pixels (0 before the first layout).
    public var allocatedHeight: Int { Int(gtk_widget_get_height(widget)) }

    /// Whether the widget wants extra horizontal space.
    public var expandsHorizontally: Bool {
        get { bool(gtk_widget_get_hexpand(widget)) }
        set { gtk_widget_set_hexpand(widget, gbool(newValue)) }
    }

    /// Whether the widget wants extra vertical space.
    public var expandsVertically: Bool {
        get { bool(gtk_widget_get_vexpand(widget)) }
        set { gtk_widget_set_vexpand(widget, gbool(newValue)) }
    }

    /// How the widget uses extra horizontal space.
    public var horizontalAlignment: Align {
        get { Align(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// How the widget uses extra vertical space.
    public var verticalAlignment: Align {
        get { Align(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// Sets the margins around the widget, in pixels; each is clamped to what GTK accepts,
    /// `0...32767`.
    /// - Parameters:
    ///   - top: The top margin.
    ///   - leading: The start (left) margin.
    ///   - bottom: The bottom margin.
    ///   - trailing: The end (right) margin.
    public func setMargins(top: Int, leading: Int, bottom: Int, trailing: Int) {
        gtk_widget_set_margin_top(widget, Self.margin(top))
        gtk_widget_set_margin_start(widget, Self.margin(leading))
        gtk_widget_set_margin_bottom(widget, Self.margin(bottom))
        gtk_widget_set_margin_end(widget, Self.margin(trailing))
    }

    private static func margin(_ value: Int) -> Int32 {
        Int32(min(max(value, 0), Int(Int16.max)))
    }

    /// Sets the same margin on all four sides.
    /// - Parameter all: The margin in pixels.
    public func setMargins(_ all: Int) {
        setMargins(top: all, leading: all, bottom: all, trailing: all)
    }

    /// Sets the minimum size the widget asks for; -1 leaves a dimension natural.
    /// - Parameters:
    ///   - width: The minimum width in pixels, or -1.
    ///   - height: The minimum height in pixels, or -1.
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, gint32(width), gint32(height))
    }

    // MARK: Style

    /// Adds a style class, e.g. `title-1`, `dim-label`, `boxed-list`, `suggested-action`, `pill`.
    /// - Parameter name: The CSS class name.
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(widget, name)
    }

    /// Adds style classes and returns the widget, for building trees in one expression:
    /// `Label("Comments").styled("title-2")`.
    /// - Parameter classes: CSS class names.
    /// - Returns: This widget.
    @discardableResult
    public func styled(_ classes: String...) -> Self {
        for name in classes { addCSSClass(name) }
        return self
    }

    /// Removes a style class; does nothing when the widget does not have it.
    /// - Parameter name: The CSS class name.
    public func removeCSSClass(_ name: String) {
        gtk_widget_remove_css_class(widget, name)
    }

    /// Whether the widget has the style class `name`.
    /// - Parameter name: The CSS class name.
    /// - Returns: `true` when the class is set.
    public func hasCSSClass(_ name: String) -> Bool {
        bool(gtk_widget_has_css_class(widget, name))
    }

    /// The tooltip text, or `nil` for none.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    // MARK: Tree

    /// Whether the widget currently has a parent widget.
    public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }

    /// Whether `other` is this widget's direct parent.
    /// - Parameter other: The candidate parent.
    /// - Returns: `true` when `other` holds this widget as a direct child.
    public func isChild(of other: Widget) -> Bool {
        gtk_widget_get_parent(widget) == other.widget
    }

    /// Asks GTK to redraw the widget in the next frame.
    public func queueDraw() {
        gtk_widget_queue_draw(widget)
    }

    /// Moves keyboard focus to the widget, if it can take it.
    /// - Returns: `true` when the widget (or a child) took the focus.
    @discardableResult
    public func grabFocus() -> Bool {
        bool(gtk_widget_grab_focus(widget))
    }

    // MARK: Signals

    /// Runs `body` whenever the widget is mapped (becomes part of what is on screen).
    /// - Parameter body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onMap(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(pointer, "map", body)
    }

    /// Runs `body` whenever the widget is unmapped (leaves what is on screen).
    /// - Parameter body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onUnmap(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(pointer, "unmap", body)
    }

    /// Connects `body` to any signal of shape `void (*)(GtkWidget *, gpointer)`, such as
    /// `"realize"` or `"destroy"`.
    ///
    /// Connecting a signal of another shape is undefined behaviour; the typed `on…` methods of
    /// each wrapper are the safe way.
    /// - Parameters:
    ///   - signal: The signal name.
    ///   - body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func connect(signal: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(pointer, signal, body)
    }

    /// Runs `body` whenever the widget's property `property` changes (`notify::property`).
    /// - Parameters:
    ///   - property: The GObject property name, e.g. `"opacity"`.
    ///   - body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onNotify(_ property: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connectNotify(pointer, property: property, body)
    }
}
