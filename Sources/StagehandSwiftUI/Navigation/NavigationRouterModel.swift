#if canImport(SwiftUI) && !os(watchOS)
import Combine
import Stagehand
import SwiftUI

/// An observable bridge from `NavigationRouter` to SwiftUI's `TabView(selection:)` and
/// `NavigationStack(path:)`: it publishes the selected tab and every stack, and gives the
/// bindings those views take.
///
/// - ``selection`` is the `TabView`'s selection: reading it gives the router's selected tab;
///   the system setting it (the user tapped a tab) calls `select(tab:)`.
/// - ``subscript(pathOf:)`` is a tab's `NavigationStack` path: the tab's stack without its root.
///   The system shortening it (back button, swipe) calls `back()` once per screen removed; a
///   longer path (a `NavigationLink(value:)`) opens the new path as a deep link; either way a
///   request the router refuses leaves the published path as the router has it.
/// - ``rootPath`` is the same for the stack outside the tabs.
/// - ``subscript(sheetAt:)``, ``subscript(coverAt:)`` and ``subscript(alertAt:)`` are the
///   bindings of `.sheet(item:)`, `.fullScreenCover(item:)` and `.alert(_:isPresented:presenting:actions:message:)`
///   for the router's ``presentations`` (see ``NavigationPresentationLayer``): the system setting
///   a sheet's item to `nil` (a swipe down) calls `dismiss()`, and an alert's buttons call
///   ``choose(_:)``.
///
/// The router makes every change; the model only republishes what it did, so a path SwiftUI
/// already shows is never written back. Use it with ``NavigationTabsView``, or bind your own
/// views to it.
@MainActor
public final class NavigationRouterModel<Route: Hashable & Sendable, Event: StatechartEvent, Context>:
    ObservableObject
{
    /// The router that validates and performs every change.
    public let router: NavigationRouter<Route, Event, Context>

    /// The selected tab; `nil` while the router is outside the tabs state.
    @Published public private(set) var selectedTab: Route?

    /// Whether the tabs state is active.
    @Published public private(set) var isInTabs: Bool

    /// Each tab's stack, root first (empty while the tabs state is not active).
    @Published public private(set) var stacks: [Route: [Route]]

    /// The stack outside the tabs state, root first.
    @Published public private(set) var rootStack: [Route]

    /// The presentation states shown over the stacks (sheets, covers, alerts), outermost first.
    @Published public private(set) var presentations: [Route]

    /// The error of the most recent request made through the bindings, cleared by the next one
    /// that succeeds.
    @Published public private(set) var lastError: RouterError<Route, Event>?

    private var changes: [Route: RouteChange<Route, Event, Context>] = [:]
    private var tabsState: Route?
    private var batching = false

    /// Creates a bridge that follows `router` from now on.
    /// - Parameter router: The router to observe; the model keeps it alive.
    public init(router: NavigationRouter<Route, Event, Context>) {
        self.router = router
        selectedTab = router.selectedTab
        isInTabs = router.isInTabs
        stacks = Dictionary(uniqueKeysWithValues: router.tabs.map { ($0, router.stack(of: $0)) })
        rootStack = router.rootStack
        presentations = router.presentations
        tabsState = router.isInTabs ? router.rootStack.last : nil
        // The observer holds the model weakly and removes itself once the model is gone.
        let slot = ObservationSlot()
        slot.id = router.observe { [weak self, weak router] change in
            guard let self else {
                if let id = slot.id { router?.removeObserver(id) }
                return
            }
            follow(change)
        }
    }

    /// The router's tabs, in document order.
    public var tabs: [Route] { router.tabs }

    /// The change that most recently put `route` on a stack, with its typed context; `nil`
    /// before that happened while this model watched. Build the route's screen from it.
    /// - Parameter route: A route.
    /// - Returns: The change.
    public func change(for route: Route) -> RouteChange<Route, Event, Context>? {
        changes[route]
    }

    /// The root of `tab`'s stack (its first route), or `tab` itself while the stack is empty.
    /// - Parameter tab: A tab.
    /// - Returns: The route the tab's `NavigationStack` shows at its root.
    public func root(of tab: Route) -> Route {
        stacks[tab]?.first ?? tab
    }

    /// The `TabView` selection: the selected tab; setting another tab selects it in the router.
    public var selection: Route? {
        get { selectedTab }
        set {
            guard let newValue, newValue != router.selectedTab else { return }
            perform { () throws(RouterError<Route, Event>) in _ = try router.select(tab: newValue) }
        }
    }

    /// A tab's `NavigationStack` path: its stack without the root. Setting a shorter prefix goes
    /// back once per route removed; setting another path opens it as a deep link.
    /// - Parameter tab: A tab.
    public subscript(pathOf tab: Route) -> [Route] {
        get { Array((stacks[tab] ?? []).dropFirst()) }
        set {
            let stack = stacks[tab] ?? []
            follow(path: newValue, of: stack, tab: tab) { () throws(RouterError<Route, Event>) in
                _ = try router.open([tab, stack.first ?? tab] + newValue)
            }
        }
    }

    /// The part of the root stack shown outside the tabs state: what follows the tabs state when
    /// the root stack holds it, else the whole root stack (leaving the tabs state replaces the
    /// root stack, so after a sign-out it is `[landing]`).
    public var outsideStack: ArraySlice<Route> {
        guard let tabsState, let last = rootStack.lastIndex(of: tabsState) else { return rootStack[...] }
        return rootStack[(last + 1)...]
    }

    /// The outside stack's `NavigationStack` path: ``outsideStack`` without its root. Setting a
    /// shorter prefix goes back once per route removed; setting another path opens it.
    public var rootPath: [Route] {
        get { Array(outsideStack.dropFirst()) }
        set {
            let stack = Array(outsideStack)
            follow(path: newValue, of: stack, tab: nil) { () throws(RouterError<Route, Event>) in
                guard let root = stack.first else { return }
                _ = try router.open([root] + newValue)
            }
        }
    }

    /// Starts the router if it has not started yet.
    /// - Parameter context: Context passed to the initial routes' screens.
    public func start(context: Context? = nil) {
        router.start(context: context)
        refresh()
    }

    private func follow(
        path newPath: [Route], of stack: [Route], tab: Route?,
        open: () throws(RouterError<Route, Event>) -> Void
    ) {
        let path = stack.dropFirst()
        guard !newPath.elementsEqual(path) else { return }
        let isPop = newPath.count < path.count && newPath.elementsEqual(path.prefix(newPath.count))
        if isPop, tab == router.selectedTab {
            // One `back()` per screen removed, published once at the end: holding each
            // intermediate stack would make the router copy it on the next pop.
            batching = true
            for _ in 0..<(path.count - newPath.count) {
                guard perform({ () throws(RouterError<Route, Event>) in _ = try router.back() }) else { break }
            }
            batching = false
        } else if !isPop {
            perform(open)
        }
        refresh()
    }

    @discardableResult
    func perform(_ request: () throws(RouterError<Route, Event>) -> Void) -> Bool {
        do throws(RouterError<Route, Event>) {
            try request()
            lastError = nil
            return true
        } catch {
            lastError = error
            return false
        }
    }

    private func follow(_ change: RouteChange<Route, Event, Context>) {
        for route in change.navigation?.entered ?? [] { changes[route] = change }
        // A deep link or a restore puts routes on a stack without entering them (the earlier
        // segments); it is linear in its paths already, so going over its edits keeps it so.
        switch change.cause {
        case .open, .restore:
            for edit in change.edits {
                if case .replace(_, let routes) = edit.operation { for route in routes { changes[route] = change } }
            }
        default:
            break
        }
        // Only a change that presents or dismisses something reads the router's list.
        if let navigation = change.navigation, !navigation.presentationEdits.isEmpty {
            presentations = navigation.presentations
        }
        guard !batching else { return }
        refresh(applying: change.edits)
    }

    private func refresh(applying edits: [StackEdit<Route>]? = nil) {
        if selectedTab != router.selectedTab { selectedTab = router.selectedTab }
        if isInTabs != router.isInTabs { isInTabs = router.isInTabs }
        // While the tabs state is active the root stack ends with it.
        if router.isInTabs, tabsState == nil { tabsState = router.rootStack.last }
        if let edits {
            // The router's edits, applied in order: a push on a deep stack costs no walk over it.
            for edit in edits {
                if let tab = edit.tab {
                    edit.apply(to: &stacks[tab, default: []])
                } else {
                    edit.apply(to: &rootStack)
                }
            }
        } else {
            for tab in router.tabs {
                let stack = router.stack(of: tab)
                if stacks[tab] != stack { stacks[tab] = stack }
            }
            if rootStack != router.rootStack { rootStack = router.rootStack }
            if presentations != router.presentations { presentations = router.presentations }
        }
    }
}
#endif
