import Stagehand

/// One navigation stack shown by a ``Stack``: an entry per route of the stack, the top one
/// visible.
///
/// ``apply(_:build:transition:)`` applies one stack edit the router emitted (a push, a pop, a
/// replacement above a kept bottom), linear in the entries it changes; the entries below stay.
/// ``rebuildTop(build:transition:)`` rebuilds the top screen when its state was re-entered. Screens are built
/// only when their entry becomes the top (a deep link builds its last screen only; the screens
/// under it are built when going back uncovers them), and a built screen stays in the stack while
/// its entry does. An entry popped is removed from the stack and its screen released, after the
/// slide that uncovers the page below it when it was the visible one. So the GTK stack holds the
/// screens the user has seen, never the whole depth of a deep link. A persistent screen
/// (``TabNavigationView/persistentScreen(_:)``) is parked instead: it stays in the stack, hidden
/// under a private name, and a build that returns it again shows it without re-adding it.
@MainActor
final class NavigationPageStack<Route: Hashable & Sendable> {
    /// An entry: the route, and its screen and name in the stack once built.
    struct Page {
        let route: Route
        var name: String?
        var widget: Widget?
    }

    /// The widget showing the pages.
    let stack = Stack()
    /// The entries, root first, top (visible) last.
    private(set) var pages: [Page] = []
    /// The animation of the last change of the visible page, `nil` before the first.
    private(set) var lastTransition: StackTransition?
    /// Called for each screen removed from the stack (for unregistering its controller).
    var onRemoved: ((Route, Widget) -> Void)?

    private var leaving: [(route: Route, widget: Widget)] = []
    private var shown: Set<ObjectIdentifier> = []
    /// Persistent screens left in the stack, hidden, until their route is shown again.
    private var parked: Set<ObjectIdentifier> = []
    private var names: Set<String> = []
    private var removals = 0
    private let name: (Route) -> String

    /// Creates an empty page stack.
    /// - Parameters:
    ///   - name: The base name of a route's page (made unique with a depth suffix when needed).
    ///   - transitionDuration: The slide's length in milliseconds.
    init(name: @escaping (Route) -> String, transitionDuration: Int) {
        self.name = name
        stack.transitionDuration = transitionDuration
        stack.expandsHorizontally = true
        stack.expandsVertically = true
        stack.onNotify("transition-running") { [weak self] in
            guard let self, !self.stack.isTransitionRunning else { return }
            self.removeLeaving()
        }
    }

    /// The routes of the entries, root first.
    var routes: [Route] { pages.map(\.route) }

    /// The visible screen, if built.
    var topWidget: Widget? { pages.last?.widget }

    /// How many persistent screens are parked (hidden) in the stack.
    var parkedCount: Int { parked.count }

    /// How many screens are waiting for the slide away from them to end before they are removed.
    var leavingCount: Int { leaving.count }

    /// Applies one edit of the router's stack and shows the top entry.
    /// - Parameters:
    ///   - operation: The edit.
    ///   - build: Builds the screen of a route (called for the new top only).
    ///   - transition: The animation to the new top page.
    func apply(_ operation: StackEdit<Route>.Operation, build: (Route) -> Widget, transition: StackTransition) {
        switch operation {
        case .push(let route): replace(keeping: pages.count, with: [route], build: build, transition: transition)
        case .pop(let count):
            replace(
                keeping: pages.count - min(max(count, 0), pages.count), with: [], build: build, transition: transition)
        case .replace(let keeping, let routes):
            replace(keeping: min(max(keeping, 0), pages.count), with: routes, build: build, transition: transition)
        }
    }

    /// Builds the top entry's screen again (its state was re-entered); a build that returns the
    /// same widget keeps the page.
    func rebuildTop(build: (Route) -> Widget, transition: StackTransition) {
        guard let top = pages.last, let widget = top.widget else { return }
        let replacement = build(top.route)
        guard replacement !== widget else { return }
        replace(keeping: pages.count - 1, with: [top.route], build: { _ in replacement }, transition: transition)
    }

    private func replace(
        keeping kept: Int, with routes: [Route], build: (Route) -> Widget, transition: StackTransition
    ) {
        var removed: [(route: Route, widget: Widget)] = []
        for page in pages[kept...] {
            guard let widget = page.widget, let name = page.name else { continue }
            // Free the name first: a new page of the same route takes the plain name.
            names.remove(name)
            shown.remove(ObjectIdentifier(widget))
            removals += 1
            stack.rename(widget, to: "~leaving-\(removals)")
            removed.append((page.route, widget))
        }
        pages.removeSubrange(kept...)
        for route in routes { pages.append(Page(route: route)) }
        if let top = pages.indices.last, pages[top].widget == nil { show(build(pages[top].route), at: top) }
        if let name = pages.last?.name, stack.visibleChildName != name {
            stack.setVisibleChild(name: name, transition: transition)
            lastTransition = transition
        }
        leaving += removed
        if !stack.isTransitionRunning { removeLeaving() }
    }

    private func show(_ widget: Widget, at depth: Int) {
        let name = uniqueName(for: pages[depth].route, depth: depth)
        names.insert(name)
        shown.insert(ObjectIdentifier(widget))
        if widget.isChild(of: stack) {
            // A kept screen coming back (parked, or still sliding away): it stays in the stack,
            // styled and measured, and only takes its new name.
            if leaving.contains(where: { $0.widget === widget }) { leaving.removeAll { $0.widget === widget } }
            parked.remove(ObjectIdentifier(widget))
            stack.rename(widget, to: name)
        } else {
            stack.addNamed(widget, name: name)
        }
        pages[depth].name = name
        pages[depth].widget = widget
    }

    private func uniqueName(for route: Route, depth: Int) -> String {
        let base = name(route)
        if !names.contains(base) { return base }
        var candidate = "\(base)@\(depth)"
        var counter = 1
        while names.contains(candidate) {
            candidate = "\(base)@\(depth).\(counter)"
            counter += 1
        }
        return candidate
    }

    private func removeLeaving() {
        let screens = leaving
        leaving.removeAll()
        for (route, widget) in screens where !shown.contains(ObjectIdentifier(widget)) {
            onRemoved?(route, widget)
            if NavigationScreenController.isPersistent(widget) {
                parked.insert(ObjectIdentifier(widget))
            } else {
                stack.remove(widget)
            }
        }
    }
}
