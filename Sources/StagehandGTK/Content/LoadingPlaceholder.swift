import CAdwaita

/// The default loading placeholder of a ``ContentStateView``: a ``Spinner`` above a short
/// label, centred, marked busy for assistive technologies.
///
/// Its accessible label is the ``text`` ("Loading…" by default) and its accessible busy state is
/// always on, so a screen reader names the placeholder and knows the region is being loaded.
/// GTK 4.8 has no announcement API; the busy state and label are what it offers.
@MainActor
public final class LoadingPlaceholder: Widget {
    /// The spinning indicator; it spins while ``isAnimating`` is on and it is on screen.
    public let spinner: Spinner

    /// Whether the placeholder shows activity: its spinner then spins whenever it is mapped (on
    /// screen), and stops while it is not, so a placeholder that is hidden, removed, or inside a
    /// hidden layer or window costs no frames. Off by default; a ``ContentStateView`` turns it on
    /// while its loading placeholder is shown.
    public var isAnimating = false {
        didSet { updateSpinner() }
    }

    /// The label under the spinner.
    public let label: Label

    /// Creates a loading placeholder.
    /// - Parameter text: The label under the spinner; "Loading…" by default.
    public init(text: String = "Loading…") {
        spinner = Spinner(spinning: false, size: 32)
        label = Label(text)
        super.init(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        label.addCSSClass("dim-label")
        gtk_box_append(cadw_box(pointer), spinner.widget)
        gtk_box_append(cadw_box(pointer), label.widget)
        horizontalAlignment = .fill
        verticalAlignment = .fill
        spinner.horizontalAlignment = .center
        spinner.verticalAlignment = .end
        spinner.expandsVertically = true
        label.verticalAlignment = .start
        label.expandsVertically = true
        setAccessibleBusy(true)
        setAccessibleLabel(text)
        spinner.onMap { [weak self] in self?.updateSpinner() }
        spinner.onUnmap { [weak self] in self?.updateSpinner() }
    }

    /// Spins the spinner exactly while it is wanted and mapped (a spinning `GtkSpinner` asks its
    /// frame clock for every frame).
    private func updateSpinner() {
        let spins = isAnimating && spinner.isMapped
        if spinner.isSpinning != spins { spinner.isSpinning = spins }
    }

    /// The label under the spinner; also the placeholder's accessible label.
    public var text: String {
        get { label.text }
        set {
            label.text = newValue
            setAccessibleLabel(newValue)
        }
    }
}
