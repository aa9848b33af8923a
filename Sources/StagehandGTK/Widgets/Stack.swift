import CAdwaita

/// Shows one of its named children at a time and animates between them (`GtkStack`).
///
/// The visible child switches at once (``visibleChildName`` reads the new name immediately); the
/// animation runs afterwards, while ``isTransitionRunning`` is true. Transitions are skipped when
/// GTK's `gtk-enable-animations` setting is off or the stack is not mapped.
@MainActor
public final class Stack: Widget {
    /// Creates an empty stack.
    public init() {
        super.init(sinking: gtk_stack_new())
    }

    private var stack: OpaquePointer { cadw_stack(pointer) }

    /// Adds `child` under `name` (unique in the stack); the first child added becomes visible.
    /// - Parameters:
    ///   - child: A widget without a parent.
    ///   - name: The child's name.
    public func addNamed(_ child: Widget, name: String) {
        gtk_stack_add_named(stack, child.widget, name)
    }

    /// Removes `child`; does nothing when it is not a child of this stack.
    /// - Parameter child: The child to remove.
    public func remove(_ child: Widget) {
        guard child.isChild(of: self) else { return }
        gtk_stack_remove(stack, child.widget)
    }

    /// Renames `child`; does nothing when it is not a child of this stack.
    /// - Parameters:
    ///   - child: A child of the stack.
    ///   - name: Its new name, unique in the stack.
    public func rename(_ child: Widget, to name: String) {
        guard child.isChild(of: self), let page = gtk_stack_get_page(stack, child.widget) else { return }
        gtk_stack_page_set_name(page, name)
    }

    /// Whether a child is named `name`.
    /// - Parameter name: The name.
    /// - Returns: `true` when a child has that name.
    public func hasChild(named name: String) -> Bool {
        gtk_stack_get_child_by_name(stack, name) != nil
    }

    /// The names of the children, in the order they were added.
    public var childNames: [String] {
        var names: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let page = gtk_stack_get_page(stack, current) {
                names.append(string(gtk_stack_page_get_name(page)))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return names
    }

    /// The name of the visible child, or `nil` when the stack is empty.
    public var visibleChildName: String? {
        gtk_stack_get_visible_child_name(stack).map { String(cString: $0) }
    }

    /// Makes the child named `name` visible with `transition`; does nothing when no child has that
    /// name.
    /// - Parameters:
    ///   - name: The child's name.
    ///   - transition: The animation, for this change only.
    public func setVisibleChild(name: String, transition: StackTransition) {
        guard gtk_stack_get_child_by_name(stack, name) != nil else { return }
        gtk_stack_set_visible_child_full(stack, name, transition.gtk)
    }

    /// The animation used when the visible child changes by name without one.
    public var transition: StackTransition {
        get { StackTransition(gtk_stack_get_transition_type(stack)) }
        set { gtk_stack_set_transition_type(stack, newValue.gtk) }
    }

    /// How long a transition takes, in milliseconds (GTK's default is 200).
    public var transitionDuration: Int {
        get { Int(gtk_stack_get_transition_duration(stack)) }
        set { gtk_stack_set_transition_duration(stack, guint(clamping: max(newValue, 0))) }
    }

    /// Whether a transition is animating right now.
    public var isTransitionRunning: Bool { bool(gtk_stack_get_transition_running(stack)) }

    /// Whether every child gets the size of the largest one (both directions; GTK's default).
    public var isHomogeneous: Bool {
        get { bool(gtk_stack_get_hhomogeneous(stack)) && bool(gtk_stack_get_vhomogeneous(stack)) }
        set {
            gtk_stack_set_hhomogeneous(stack, gbool(newValue))
            gtk_stack_set_vhomogeneous(stack, gbool(newValue))
        }
    }
}
