import CAdwaita

/// A bottom bar with a button per page of a ``ViewStack``, shown while it is revealed
/// (`AdwViewSwitcherBar`).
///
/// Place it below the stack and reveal it while the header's ``ViewSwitcherTitle`` shows its
/// title instead of the switcher.
@MainActor
public final class ViewSwitcherBar: Widget {
    /// Creates a bar for `stack`, hidden.
    /// - Parameter stack: The pages to switch between.
    public init(stack: ViewStack) {
        super.init(sinking: adw_view_switcher_bar_new())
        adw_view_switcher_bar_set_stack(bar, stack.viewStack)
    }

    private var bar: OpaquePointer { cadw_view_switcher_bar(pointer) }

    /// Whether the bar is shown.
    public var isRevealed: Bool {
        get { bool(adw_view_switcher_bar_get_reveal(bar)) }
        set { adw_view_switcher_bar_set_reveal(bar, gbool(newValue)) }
    }
}
