import CAdwaita

extension Widget {
    /// Marks the widget busy (or not) for assistive technologies (`GTK_ACCESSIBLE_STATE_BUSY`),
    /// e.g. while a loading placeholder is shown.
    /// - Parameter busy: Whether the widget's content is being loaded or updated.
    public func setAccessibleBusy(_ busy: Bool) {
        cadw_accessible_set_busy(cadw_accessible(pointer), gbool(busy))
    }

    /// Sets the name assistive technologies read for the widget (`GTK_ACCESSIBLE_PROPERTY_LABEL`).
    /// - Parameter label: The accessible name.
    public func setAccessibleLabel(_ label: String) {
        cadw_accessible_set_label(cadw_accessible(pointer), label)
    }

    /// Sets the longer description assistive technologies read for the widget
    /// (`GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`).
    /// - Parameter description: The accessible description.
    public func setAccessibleDescription(_ description: String) {
        cadw_accessible_set_description(cadw_accessible(pointer), description)
    }
}
