import CAdwaita

/// A header-bar title that shows the pages of a ``ViewStack`` as buttons when the window is wide
/// enough, and a plain title otherwise (`AdwViewSwitcherTitle`).
///
/// Put it in a ``HeaderBar`` with ``HeaderBar/setTitleWidget(_:)``; reveal a ``ViewSwitcherBar``
/// while ``isTitleVisible`` is true, so the pages stay reachable on narrow windows.
@MainActor
public final class ViewSwitcherTitle: Widget {
    /// Creates a switcher title for `stack`.
    /// - Parameter stack: The pages to switch between.
    public init(stack: ViewStack) {
        super.init(sinking: adw_view_switcher_title_new())
        adw_view_switcher_title_set_stack(titleWidget, stack.viewStack)
    }

    private var titleWidget: OpaquePointer { cadw_view_switcher_title(pointer) }

    /// The title shown when the switcher is hidden (and read by screen readers).
    public var title: String {
        get { string(adw_view_switcher_title_get_title(titleWidget)) }
        set { adw_view_switcher_title_set_title(titleWidget, newValue) }
    }

    /// The subtitle under the title; empty for none.
    public var subtitle: String {
        get { string(adw_view_switcher_title_get_subtitle(titleWidget)) }
        set { adw_view_switcher_title_set_subtitle(titleWidget, newValue) }
    }

    /// Whether the switcher may be shown at all (when `false`, only the title shows).
    public var isSwitcherEnabled: Bool {
        get { bool(adw_view_switcher_title_get_view_switcher_enabled(titleWidget)) }
        set { adw_view_switcher_title_set_view_switcher_enabled(titleWidget, gbool(newValue)) }
    }

    /// Whether the title shows instead of the switcher (too narrow, or fewer than two pages).
    public var isTitleVisible: Bool { bool(adw_view_switcher_title_get_title_visible(titleWidget)) }

    /// Runs `body` whenever ``isTitleVisible`` changes.
    /// - Parameter body: The handler.
    /// - Returns: A handle to disconnect it early.
    @discardableResult
    public func onTitleVisibleChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("title-visible", body)
    }
}
