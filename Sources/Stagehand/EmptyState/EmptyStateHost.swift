/// What a backend does for an ``EmptyStatePresenter``: put one list's empty-state page on screen,
/// take it off, and expose the list's scroll setting.
///
/// The presenter decides; the host only draws. A GTK host, for example, puts an `AdwStatusPage`
/// over a `GtkListView`, and a UIKit host puts a view over a table view's background.
@MainActor
public protocol EmptyStateHost: AnyObject {
    /// Whether the user can scroll the list. The presenter reads the app's value before showing
    /// the page, overrides it while the page is shown, and writes the saved value back on hide.
    var isScrollEnabled: Bool { get set }

    /// Puts the page on screen.
    /// - Parameters:
    ///   - layout: What to draw, in order.
    ///   - animationDuration: How long the show animation lasts, or `nil` to appear at once.
    ///     The presenter reports did-show when this time has passed on its clock.
    func showEmptyState(_ layout: EmptyStateLayout, animationDuration: Duration?)

    /// Redraws the page that is already shown with a changed configuration (for example a new
    /// title), without animating it in again.
    /// - Parameter layout: What to draw now.
    func updateEmptyState(_ layout: EmptyStateLayout)

    /// Takes the page off screen at once.
    func hideEmptyState()
}
