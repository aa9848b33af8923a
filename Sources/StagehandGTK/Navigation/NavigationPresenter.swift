import CAdwaita
import Stagehand

/// Shows a ``NavigationRouter``'s presentations over the window of a view, exactly while their
/// states are active: a sheet (or a cover) as a modal window transient for it, with a header bar
/// and the state's screen; an alert or a confirmation as an `AdwMessageDialog` with one response
/// per button.
///
/// The user never closes a presentation by hand: the close button, Escape or a system close asks
/// the router to ``NavigationRouter/dismiss(context:)`` (so the chart decides), and a dialog's
/// button sends its event. A presentation the router keeps (a rejected event, no dismiss event)
/// stays on screen: a dialog that GTK closed after its response is shown again.
@MainActor
final class NavigationPresenter<Route: Hashable & Sendable, Event: StatechartEvent, Context> {
    /// The presentations on screen, outermost first, each a window (a sheet's or a dialog's).
    let shown: ShownPresentations<Route, Event, Context, Widget>
    /// Told when a sheet's screen leaves the screen (to unregister its controller).
    var onRemoved: ((Route, Widget) -> Void)?

    private weak var router: NavigationRouter<Route, Event, Context>?
    /// The view whose window the presentations belong to (it owns this presenter: held weakly).
    private weak var anchor: Widget?
    private let title: (Route) -> String

    /// Creates a presenter for the presentations of `router`, over the window of `anchor`.
    init(router: NavigationRouter<Route, Event, Context>, anchor: Widget, title: @escaping (Route) -> String) {
        self.router = router
        self.anchor = anchor
        self.title = title
        shown = ShownPresentations(router: router)
    }

    /// Applies presentation edits in order; `build` makes a sheet's screen.
    func apply(_ edits: [PresentationEdit<Route>], build: (Route) -> Widget) {
        for edit in edits {
            switch edit {
            case .present(let route): present(route, build: build)
            case .dismiss(let route): remove(route)
            }
        }
    }

    /// Closes everything shown (the view went away).
    func closeAll() {
        while let last = shown.entries.last { remove(last.route) }
    }

    // MARK: Showing

    private var parentWindow: UnsafeMutablePointer<GtkWindow>? {
        anchor.flatMap { gtk_widget_get_root($0.widget) }.map { cadw_window(UnsafeMutableRawPointer($0)) }
    }

    private func present(_ route: Route, build: (Route) -> Widget) {
        guard let presentation = router?.presentation(of: route) else { return }
        switch presentation.style {
        case .sheet, .fullScreenCover:
            shown.append(route, sheet(route, presentation, screen: build(route)))
        case .alert, .confirmation:
            shown.append(route, dialog(route, presentation))
        }
    }

    private func sheet(_ route: Route, _ presentation: NavigationPresentation<Event>, screen: Widget) -> Widget {
        let window = Window(title: title(route), width: 480, height: 560)
        let gtkWindow = cadw_window(window.pointer)
        if let parentWindow { gtk_window_set_transient_for(gtkWindow, parentWindow) }
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        screen.expandsVertically = true
        window.setContent(Box(.vertical, children: [HeaderBar(), screen]))
        Signals.connectHandled(window.pointer, "close-request") { [weak self] in
            self?.shown.requestDismissal(of: route)
            return true
        }
        let escape = ShortcutController()
        escape.add("Escape") { [weak self] in
            self?.shown.requestDismissal(of: route)
            return true
        }
        escape.attach(to: window)  // the window keeps it (and its action): it goes with the sheet
        if presentation.style == .fullScreenCover { gtk_window_fullscreen(gtkWindow) }
        window.present()
        return window
    }

    private func dialog(_ route: Route, _ presentation: NavigationPresentation<Event>) -> Widget {
        let message = presentation.message.isEmpty ? nil : presentation.message
        let pointer = adw_message_dialog_new(parentWindow, presentation.title, message)!
        let dialog = cadw_message_dialog(pointer)
        for (index, button) in presentation.buttons.enumerated() {
            adw_message_dialog_add_response(dialog, "button\(index)", button.title)
            if button.role == .destructive {
                adw_message_dialog_set_response_appearance(dialog, "button\(index)", ADW_RESPONSE_DESTRUCTIVE)
            }
        }
        let cancel = presentation.buttons.firstIndex { $0.role == .cancel }
        adw_message_dialog_set_close_response(dialog, cancel.map { "button\($0)" } ?? "close")
        Signals.connectString(pointer, "response") { [weak self] response in self?.respond(response, to: route) }
        let widget = Widget(sinking: pointer)
        gtk_window_present(cadw_window(pointer))
        return widget
    }

    private func remove(_ route: Route) {
        guard let entry = shown.remove(route) else { return }
        if entry.isOpen { gtk_window_destroy(cadw_window(entry.view.pointer)) }
        onRemoved?(route, entry.view)
    }

    /// A dialog's response: GTK closes the dialog; its button's event (or, for Escape, the
    /// dismissal) goes to the router; a dialog whose state is still active is shown again.
    private func respond(_ response: String, to route: Route) {
        guard shown.close(where: { $0.route == route }) != nil else { return }
        shown.choose(response.hasPrefix("button") ? Int(response.dropFirst("button".count)) : nil, of: route)
        if let (position, presentation) = shown.reopenable(where: { $0.route == route }) {
            shown.reopen(at: position, in: dialog(route, presentation))
        }
    }
}
