import CAdwaita

/// Shows one of its titled pages at a time, without animation, and lists them for view switchers
/// (`AdwViewStack`).
///
/// Pair it with a ``ViewSwitcherTitle`` in the header bar and a ``ViewSwitcherBar`` at the bottom
/// of the window; each page gets a button in both.
@MainActor
public final class ViewStack: Widget {
    /// Creates an empty view stack.
    public init() {
        super.init(sinking: adw_view_stack_new())
    }

    var viewStack: OpaquePointer { cadw_view_stack(pointer) }

    /// Adds `child` as a page; the first page added becomes visible.
    /// - Parameters:
    ///   - child: A widget without a parent.
    ///   - name: The page's name, unique in the stack.
    ///   - title: The title the switchers show.
    ///   - iconName: The icon the switchers show, e.g. `mail-unread-symbolic`.
    public func addPage(_ child: Widget, name: String, title: String, iconName: String?) {
        if let iconName {
            adw_view_stack_add_titled_with_icon(viewStack, child.widget, name, title, iconName)
        } else {
            adw_view_stack_add_titled(viewStack, child.widget, name, title)
        }
    }

    /// Removes `child`; does nothing when it is not a page of this stack.
    /// - Parameter child: The page's widget.
    public func remove(_ child: Widget) {
        guard child.isChild(of: self) else { return }
        adw_view_stack_remove(viewStack, child.widget)
    }

    /// The name of the visible page, or `nil` when the stack is empty; setting a name no page has
    /// does nothing.
    public var visibleChildName: String? {
        get { adw_view_stack_get_visible_child_name(viewStack).map { String(cString: $0) } }
        set {
            guard let newValue, adw_view_stack_get_child_by_name(viewStack, newValue) != nil else { return }
            adw_view_stack_set_visible_child_name(viewStack, newValue)
        }
    }

    /// The title of the page named `name`, or `nil` when there is no such page.
    /// - Parameter name: The page's name.
    /// - Returns: Its title.
    public func title(ofPage name: String) -> String? {
        guard let child = adw_view_stack_get_child_by_name(viewStack, name),
            let page = adw_view_stack_get_page(viewStack, child)
        else { return nil }
        return string(adw_view_stack_page_get_title(page))
    }

    /// Runs `body` whenever the visible page changes, by code or by a view switcher.
    /// - Parameter body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onVisibleChildChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("visible-child-name", body)
    }
}
