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
    /// One presentation on screen.
    struct Shown {
        let route: Route
        let widget: Widget
        /// False once GTK closed a dialog after its response.
        var isOpen: Bool
        /// A sheet's Escape shortcut, released with the entry (so a long session of sheets
        /// keeps none of the closed ones).
        var escape: ShortcutController? = nil
    }

    /// The presentations on screen, outermost first.
    private(set) var shown: [Shown] = []
    /// Receives the errors of dismissals and buttons the router refused.
    var onError: ((RouterError<Route, Event>) -> Void)?
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
        while let last = shown.last { remove(last.route) }
    }

    // MARK: Showing

    private var parentWindow: UnsafeMutablePointer<GtkWindow>? {
        anchor.flatMap { gtk_widget_get_root($0.widget) }.map { cadw_window(UnsafeMutableRawPointer($0)) }
    }

    private func present(_ route: Route, build: (Route) -> Widget) {
        guard let presentation = router?.presentation(of: route) else { return }
        switch presentation.style {
        case .sheet, .fullScreenCover:
            let (window, escape) = sheet(route, presentation, screen: build(route))
            shown.append(Shown(route: route, widget: window, isOpen: true, escape: escape))
        case .alert, .confirmation:
            shown.append(Shown(route: route, widget: dialog(route, presentation), isOpen: true))
        }
    }

    private func sheet(
        _ route: Route, _ presentation: NavigationPresentation<Event>, screen: Widget
    ) -> (Widget, ShortcutController) {
        let window = Window(title: title(route), width: 480, height: 560)
        let gtkWindow = cadw_window(window.pointer)
        if let parentWindow { gtk_window_set_transient_for(gtkWindow, parentWindow) }
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        screen.expandsVertically = true
        window.setContent(Box(.vertical, children: [HeaderBar(), screen]))
        Signals.connectHandled(window.pointer, "close-request") { [weak self] in
            self?.userDismiss(route)
            return true
        }
        let escape = ShortcutController()
        escape.add("Escape") { [weak self] in
            self?.userDismiss(route)
            return true
        }
        escape.attach(to: window)
        if presentation.style == .fullScreenCover { gtk_window_fullscreen(gtkWindow) }
        window.present()
        return (window, escape)
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
        guard let index = shown.lastIndex(where: { $0.route == route }) else { return }
        let entry = shown.remove(at: index)
        if entry.isOpen { gtk_window_destroy(cadw_window(entry.widget.pointer)) }
        onRemoved?(route, entry.widget)
    }

    // MARK: The user

    /// The close button, Escape or a system close on the presentation of `route`: the router
    /// decides (only the presentation on top can be dismissed).
    private func userDismiss(_ route: Route) {
        guard let router, router.presentations.last == route else { return }
        do {
            try router.dismiss()
        } catch {
            onError?(error)
        }
    }

    /// A dialog's response: GTK closes the dialog; its button's event (or, for Escape, the
    /// dismissal) goes to the router; a dialog whose state is still active is shown again.
    private func respond(_ response: String, to route: Route) {
        guard let index = shown.lastIndex(where: { $0.route == route }) else { return }
        shown[index].isOpen = false
        if let router, let presentation = router.presentation(of: route) {
            if response.hasPrefix("button"), let number = Int(response.dropFirst("button".count)),
                presentation.buttons.indices.contains(number)
            {
                do {
                    try router.send(presentation.buttons[number].event)
                } catch {
                    onError?(error)
                }
            } else {
                userDismiss(route)
            }
            if let stale = shown.lastIndex(where: { $0.route == route && !$0.isOpen }),
                router.presentations.contains(route)
            {
                shown[stale] = Shown(route: route, widget: dialog(route, presentation), isOpen: true)
            }
        }
    }
}
