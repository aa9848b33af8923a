import CAdwaita

/// Walking a widget's descendants, to reach the internal children of composite widgets such as
/// `AdwStatusPage` (its icon and the box that holds icon, title and description).
@MainActor
enum WidgetTree {
    /// Every descendant of `root` in depth-first order, `root` excluded.
    /// - Parameter root: The widget to walk.
    /// - Returns: The descendants, parents before their children.
    static func descendants(of root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            result.append(current)
            result.append(contentsOf: descendants(of: current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// The first descendant of `root` whose GObject type is `typeName` and which has every style
    /// class in `classes`.
    /// - Parameters:
    ///   - root: The widget to search.
    ///   - typeName: A type name such as `GtkImage`.
    ///   - classes: Style classes the widget must have.
    /// - Returns: The widget, or `nil` when there is none.
    static func first(
        in root: UnsafeMutablePointer<GtkWidget>, typeName: String, classes: [String] = []
    ) -> UnsafeMutablePointer<GtkWidget>? {
        descendants(of: root).first { widget in
            string(cadw_type_name(gp(widget))) == typeName
                && classes.allSatisfy { bool(gtk_widget_has_css_class(widget, $0)) }
        }
    }
}
