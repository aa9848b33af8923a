import CAdwaita

/// Makes its child scrollable (`GtkScrolledWindow`).
@MainActor
public final class ScrolledWindow: Widget {
    /// When a scroll bar is shown (`GtkPolicyType`).
    public enum ScrollPolicy: Sendable, Hashable {
        /// Only when the content does not fit.
        case automatic
        /// Always.
        case always
        /// Never; the content may not scroll in this direction.
        case never

        var gtk: GtkPolicyType {
            switch self {
            case .automatic: GTK_POLICY_AUTOMATIC
            case .always: GTK_POLICY_ALWAYS
            case .never: GTK_POLICY_NEVER
            }
        }
    }

    /// Creates an empty scrolled window that expands in both directions.
    public init() {
        super.init(sinking: gtk_scrolled_window_new())
        expandsHorizontally = true
        expandsVertically = true
    }

    /// Sets the scrolled content.
    /// - Parameter child: The content, or `nil` for none.
    public func setChild(_ child: Widget?) {
        gtk_scrolled_window_set_child(cadw_scrolled_window(pointer), child?.widget)
    }

    /// Sets when the horizontal and vertical scroll bars appear.
    /// - Parameters:
    ///   - horizontal: The horizontal policy.
    ///   - vertical: The vertical policy.
    public func setPolicy(horizontal: ScrollPolicy, vertical: ScrollPolicy) {
        gtk_scrolled_window_set_policy(cadw_scrolled_window(pointer), horizontal.gtk, vertical.gtk)
    }
}
