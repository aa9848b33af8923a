/// The presentations a backend shows for a ``NavigationRouter``, outermost first, and what the
/// user does to them, decided the same way by every backend's presenter.
///
/// The user never ends a presentation by hand: closing one asks the router to dismiss it (only
/// the one on top can be), and a dialog's button sends its event, so the chart decides. A toolkit
/// may close a presentation on the user's behalf before the router has decided (a GTK dialog after
/// its response, a UIKit alert after its action, a sheet swiped down): its entry then stays,
/// closed, until the router's dismissal edit removes it, or the backend shows it again when the
/// router keeps its state active (``reopenable(where:)``).
@MainActor
package final class ShownPresentations<Route: Hashable & Sendable, Event: StatechartEvent, Context, View> {
    /// One presentation on screen.
    package struct Entry {
        /// The presentation state.
        package let route: Route
        /// The toolkit's view (a window, a controller) showing it.
        package var view: View
        /// False once the toolkit closed it on the user's behalf.
        package var isOpen: Bool
    }

    /// The presentations shown, outermost first.
    package private(set) var entries: [Entry] = []
    /// Receives the errors of dismissals and buttons the router refused.
    package var onError: ((RouterError<Route, Event>) -> Void)?
    private weak var router: NavigationRouter<Route, Event, Context>?

    /// Creates the list of the presentations of `router`, empty.
    /// - Parameter router: The router; held weakly.
    package init(router: NavigationRouter<Route, Event, Context>) {
        self.router = router
    }

    /// The routes of the presentations shown, outermost first.
    package var routes: [Route] { entries.map(\.route) }

    /// The view showing the presentation of `route`, while it is open.
    /// - Parameter route: A presentation state.
    /// - Returns: The view of its latest open entry, or `nil`.
    package func openView(of route: Route) -> View? {
        entries.last { $0.route == route && $0.isOpen }?.view
    }

    /// Adds an open presentation of `route` on top.
    /// - Parameters:
    ///   - route: The presentation state.
    ///   - view: The view showing it.
    package func append(_ route: Route, _ view: View) {
        entries.append(Entry(route: route, view: view, isOpen: true))
    }

    /// Removes the latest presentation of `route` (the router's dismissal edit).
    /// - Parameter route: The presentation state.
    /// - Returns: The removed entry, or `nil` when none is shown.
    package func remove(_ route: Route) -> Entry? {
        guard let index = entries.lastIndex(where: { $0.route == route }) else { return nil }
        return entries.remove(at: index)
    }

    /// Marks the latest entry `match` accepts closed: the toolkit closed it for the user.
    /// - Parameter match: Picks the entry.
    /// - Returns: Its route, or `nil` when no entry matches.
    package func close(where match: (Entry) -> Bool) -> Route? {
        guard let index = entries.lastIndex(where: match) else { return nil }
        entries[index].isOpen = false
        return entries[index].route
    }

    /// The user asked to close the presentation of `route` (a close button, Escape, a swipe): the
    /// router dismisses it if it is the one on top, so the chart decides where it goes.
    /// - Parameter route: The presentation state.
    package func requestDismissal(of route: Route) {
        guard let router, router.presentations.last == route else { return }
        report { () throws(RouterError<Route, Event>) in _ = try router.dismiss() }
    }

    /// The user chose the button at `index` of the presentation of `route`: its event goes to
    /// the router; a response that is no button of it (`nil`, Escape) asks for the dismissal.
    /// - Parameters:
    ///   - index: The button's position in ``NavigationPresentation/buttons``, or `nil`.
    ///   - route: The presentation state.
    package func choose(_ index: Int?, of route: Route) {
        guard let router else { return }
        guard let index, let buttons = router.presentation(of: route)?.buttons, buttons.indices.contains(index) else {
            return requestDismissal(of: route)
        }
        report { () throws(RouterError<Route, Event>) in _ = try router.send(buttons[index].event) }
    }

    /// The closed entry `match` accepts whose state the router still presents: the backend shows
    /// it again.
    /// - Parameter match: Picks the entry.
    /// - Returns: The entry's position and its presentation, or `nil` when there is nothing to
    ///   show again.
    package func reopenable(
        where match: (Entry) -> Bool
    ) -> (position: Int, presentation: NavigationPresentation<Event>)? {
        guard let router, let position = entries.lastIndex(where: { !$0.isOpen && match($0) }),
            router.presentations.contains(entries[position].route),
            let presentation = router.presentation(of: entries[position].route)
        else { return nil }
        return (position, presentation)
    }

    /// Shows the closed entry at `position` again, in `view`.
    /// - Parameters:
    ///   - position: What ``reopenable(where:)`` returned.
    ///   - view: The view showing it now (a new one, or the same one presented again).
    package func reopen(at position: Int, in view: View) {
        entries[position].view = view
        entries[position].isOpen = true
    }

    private func report(_ request: () throws(RouterError<Route, Event>) -> Void) {
        do throws(RouterError<Route, Event>) {
            try request()
        } catch {
            onError?(error)
        }
    }
}
