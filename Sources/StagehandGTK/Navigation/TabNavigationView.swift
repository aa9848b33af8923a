import Stagehand

/// Shows a `NavigationRouter`'s tabs and stacks with libadwaita's widgets, and reports the user's
/// tab switches and backs to the router.
///
/// ```swift
/// let router = try NavigationRouter<Route, Event, String>(try definition, tabs: .tabs)
/// let view = TabNavigationView(
///     router: router,
///     tabs: [NavigationTab(.comments, title: "Comments", iconName: "chat-symbolic"),
///            NavigationTab(.account, title: "Account", iconName: "avatar-default-symbolic")],
///     title: { $0.title }
/// ) { route, change in
///     screen(for: route, context: change?.context)
/// }
/// window.setContent(view)
/// router.start()
/// ```
///
/// - **Layout.** A vertical box: a ``HeaderBar`` (``header``) with the ``backButton`` at its start
///   and a ``ViewSwitcherTitle`` as its title, then the content, then a ``ViewSwitcherBar`` that is
///   revealed while the title's switcher is hidden (a narrow window). The content is an
///   `AdwViewStack` (``viewStack``) with one page per tab, each page a `GtkStack` (``stack(of:)``)
///   whose pages are that tab's back stack. Outside the router's tabs state the content shows
///   the root stack's screens instead (``rootStack``), with the view stack as the tabs state's
///   page.
/// - **Following the router.** The view observes the router: each change's stacks are applied to
///   the GTK stacks (a push slides left, a back or a shortened stack slides right, only in the
///   selected tab; other tabs change without animation), the selected tab's page is made
///   visible, the back button is shown while `canGoBack`, and the switcher title shows
///   `title(visibleRoute)`. Setting the view stack's page for a router change does not call the
///   router back.
/// - **Reporting the user.** Choosing a tab in a switcher calls `select(tab:)`; the back button,
///   Alt+Left (``shortcuts``) and the mouse's back button (``backGesture``, button 8) call
///   `back()`. A request the router rejects goes to ``onError`` (and a rejected tab switch puts
///   the switcher back on the router's tab).
/// - **Screens.** `screen` builds the screen of a route when its page becomes the top of its
///   stack, from the change that made it so (`nil` when the view is made after the router
///   started), so it gets that change's typed context; a deep link builds only the screen it
///   shows, the ones under it are built when going back uncovers them. A screen stays in its
///   GTK stack while its route is in the stack, also while it is covered. A page popped, or
///   left because its tab's region was left or re-entered (a sign-out), is removed from the GTK
///   stack (after the slide away from it) and released, so it is finalized once nothing else
///   holds it; a factory may return the same widget again to keep a screen (it then stays put).
///   A screen with a controller (``screen(_:controller:)``) has it registered with the router
///   for its route while the page is in the stack; built from the change that shows it, it does
///   not also hear that change's `routeDidEnter`. The widget owns the controller, which may hold
///   the widget: both are released once the page is removed.
/// - **Presentations.** The router's presentations show over the view's window while their
///   states are active: a sheet (or cover) as a modal window transient for it, with a header bar
///   and the screen `screen` builds for its route; an alert or a confirmation as an
///   `AdwMessageDialog` with one response per button. The window's close button, Escape or a
///   system close call the router's `dismiss()`; a button sends its event; a dialog whose event
///   the router refuses is shown again (``presentedRoutes``, ``presentedWindow(of:)``). The
///   stacks under a presentation do not change, and dismissing it uncovers the same pages (their
///   scroll position and focus as the user left them), even when the chart re-enters their states.
/// - **Restoring.** A change with cause `.restore` is applied in one frame, without animation,
///   building only the screens it shows.
///
/// The widget owns this view, with its router observation, back button, shortcuts and gesture
/// (``Widget/own(_:)``): while the view is in use (in a window, a box, a stack), it keeps them
/// alive, so an app may keep only the widget and drop this wrapper. Once the view is no longer in
/// use (removed from its parent, its window destroyed) and nothing else holds this object, they are
/// released and the widget is finalized.
@MainActor
public final class TabNavigationView<Route: Hashable & Sendable, Event: StatechartEvent, Context>: Widget {
    /// The router whose tabs and stacks are shown.
    public typealias NavRouter = NavigationRouter<Route, Event, Context>
    /// A change of the router.
    public typealias Change = RouteChange<Route, Event, Context>

    /// The router shown; the view observes it and does not keep it from being released by others.
    public let router: NavRouter
    /// The header bar: the back button at its start, the switcher title in its middle; pack more.
    public let header = HeaderBar()
    /// The header's back button, shown while the router can go back.
    public let backButton = Button(iconName: "go-previous-symbolic")
    /// The tabs: one page per tab, named by the tab's page name.
    public let viewStack = ViewStack()
    /// The header's title: the tab switcher when wide enough, else the visible route's title.
    public let switcherTitle: ViewSwitcherTitle
    /// The bottom tab bar, revealed while the switcher title shows its title.
    public let switcherBar: ViewSwitcherBar
    /// The window-wide shortcuts: Alt+Left goes back.
    public let shortcuts = ShortcutController()
    /// The mouse's back button anywhere in the view goes back.
    public let backGesture = ClickGesture(button: ClickGesture.backButton)

    /// Called after the view applied each change of the router (for window titles, header
    /// buttons).
    public var onChange: ((Change) -> Void)?
    /// Called with the error when the router rejects a request the user made through the view.
    public var onError: ((RouterError<Route, Event>) -> Void)?

    /// The trigger of the back shortcut.
    public static var backShortcut: String { "<Alt>Left" }

    let tabs: [NavigationTab<Route>]
    let root: NavigationPageStack<Route>
    let tabStacks: [NavigationPageStack<Route>]
    let tabPosition: [Route: Int]
    private let pageName: (Route) -> String
    private let title: (Route) -> String
    private let makeScreen: (Route, Change?) -> Widget
    private var tabsState: Route?
    private var isApplying = false
    private var observer: ObservationID?
    /// The shared drive every screen is built through (it registers their controllers).
    private let drive: RouteDrive<Route, Event, Context>
    private var shownTitle = ""
    /// Shows the router's presentations (sheets, alerts) over the view's window.
    var presenter: NavigationPresenter<Route, Event, Context>?

    /// Creates the view and shows the router's current state (if it has started).
    /// - Parameters:
    ///   - router: The router; observed until the view goes away.
    ///   - tabs: The switchers' title and icon of each tab; tabs of the router not listed get
    ///     their page name as title and no icon. Pages follow the router's tab order.
    ///   - pageName: The name of a route's page in its GTK stack (and of a tab's view stack page);
    ///     by default `String(describing:)`, the chart's identifier for enum routes.
    ///   - title: The title shown for the visible route.
    ///   - transitionDuration: The slide's length in milliseconds; 200 (GTK's default) unless told.
    ///   - screen: Builds the screen of a route from the change that made its page the top of
    ///     its stack (`nil` for the state already there when the view was made).
    public init(
        router: NavRouter,
        tabs: [NavigationTab<Route>],
        pageName: @escaping (Route) -> String = { String(describing: $0) },
        title: @escaping (Route) -> String,
        transitionDuration: Int = 200,
        screen: @escaping (Route, Change?) -> Widget
    ) {
        self.router = router
        self.pageName = pageName
        self.title = title
        self.makeScreen = screen
        let described = Dictionary(tabs.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        self.tabs = router.tabs.map { described[$0] ?? NavigationTab($0, title: pageName($0)) }
        tabPosition = Dictionary(router.tabs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        root = NavigationPageStack(name: pageName, transitionDuration: transitionDuration)
        tabStacks = router.tabs.map { _ in NavigationPageStack(name: pageName, transitionDuration: transitionDuration) }
        switcherTitle = ViewSwitcherTitle(stack: viewStack)
        switcherBar = ViewSwitcherBar(stack: viewStack)
        drive = router.drive()
        super.init(sinking: Bin.make())
        let presenter = NavigationPresenter(router: router, anchor: self, title: title)
        presenter.shown.onError = { [weak self] error in self?.onError?(error) }
        presenter.onRemoved = { [weak self] route, widget in self?.unregister(widget, from: route) }
        self.presenter = presenter
        build()
        observer = router.observe { [weak self] change in self?.apply(change) }
        if router.isStarted { applyCurrent() }
        own(self)
    }

    isolated deinit {
        if let observer { router.removeObserver(observer) }
        presenter?.closeAll()
    }

    // MARK: User requests

    /// Goes back in the selected tab, as the back button, Alt+Left and the mouse's back button do;
    /// an empty stack does nothing (the error goes to ``onError``).
    public func goBack() {
        guard router.canGoBack else { return }
        perform { () throws(RouterError<Route, Event>) in try router.back() }
    }

    private func selectFromSwitcher() {
        guard !isApplying, let name = viewStack.visibleChildName,
            let tab = tabs.first(where: { pageName($0.route) == name })?.route, tab != router.selectedTab
        else { return }
        perform { () throws(RouterError<Route, Event>) in try router.select(tab: tab) }
        if let selected = router.selectedTab, selected != tab, !isApplying {
            // Rejected (or queued behind something else): show the router's tab again.
            showTab(selected)
        }
    }

    private func perform(_ request: () throws(RouterError<Route, Event>) -> RouteResult) {
        do {
            _ = try request()
        } catch {
            onError?(error)
        }
    }

    // MARK: Building

    private func build() {
        let box = Box(.vertical)
        Bin.setChild(box, of: self)
        expandsHorizontally = true
        expandsVertically = true
        backButton.tooltip = "Back"
        backButton.setAccessibleLabel("Back")
        backButton.isVisible = false
        backButton.onClicked { [weak self] in self?.goBack() }
        header.packStart(backButton)
        header.setTitleWidget(switcherTitle)
        for (position, tab) in tabs.enumerated() {
            viewStack.addPage(
                tabStacks[position].stack, name: pageName(tab.route), title: tab.title, iconName: tab.iconName)
        }
        viewStack.expandsVertically = true
        root.stack.transition = .crossfade
        box.append(header)
        box.append(root.stack)
        box.append(switcherBar)
        viewStack.onVisibleChildChanged { [weak self] in self?.selectFromSwitcher() }
        switcherTitle.onTitleVisibleChanged { [weak self] in self?.revealBar() }
        revealBar()
        for stack in tabStacks + [root] {
            stack.onRemoved = { [weak self] route, widget in self?.unregister(widget, from: route) }
        }
        shortcuts.add(Self.backShortcut) { [weak self] in
            guard let self, self.router.canGoBack else { return false }
            self.goBack()
            return true
        }
        shortcuts.attach(to: self)
        backGesture.onPressed { [weak self] _, _, _ in self?.goBack() }
        backGesture.attach(to: self)
    }

    /// The tab switchers show only while the tabs state is active.
    private func revealBar() {
        switcherTitle.isSwitcherEnabled = router.isInTabs
        switcherBar.isRevealed = switcherTitle.isTitleVisible && router.isInTabs
    }

    // MARK: Following the router

    private func applyCurrent() {
        isApplying = true
        defer { isApplying = false }
        rememberTabsState()
        applyRoot(.replace(keeping: 0, with: router.rootStack), change: nil)
        for (position, tab) in router.tabs.enumerated() {
            tabStacks[position].apply(
                .replace(keeping: 0, with: router.stack(of: tab)), build: { screen($0, nil) }, transition: .none)
        }
        presenter?.apply(router.presentations.map { .present($0) }, build: { screen($0, nil) })
        finishApplying()
    }

    /// Applies the change's stack edits, in order, to the GTK stacks: a push slides left, a pop
    /// (or a shorter replacement) slides right, in the selected tab only; a restore changes
    /// everything at once, without animation; a top screen whose state was re-entered without an
    /// edit is built again.
    private func apply(_ change: Change) {
        isApplying = true
        defer { isApplying = false }
        rememberTabsState()
        let navigation = change.navigation
        let entered = Set(navigation?.entered ?? [])
        let isRestore = change.cause == .restore
        let animates = !isRestore && navigation?.previousSelectedTab == navigation?.selectedTab
        var edited: Set<Int> = []
        for edit in change.edits {
            guard let tab = edit.tab else {
                applyRoot(edit.operation, change: change, animated: !isRestore)
                continue
            }
            guard let position = tabPosition[tab] else { continue }
            let pages = tabStacks[position]
            edited.insert(position)
            let transition: StackTransition
            if !animates || tab != navigation?.selectedTab || pages.routes.isEmpty {
                transition = .none
            } else {
                switch edit.operation {
                case .push: transition = .slideLeft
                case .pop: transition = .slideRight
                case .replace(let keeping, let routes):
                    let count = keeping + routes.count
                    transition =
                        count < pages.routes.count ? .slideRight : count > pages.routes.count ? .slideLeft : .crossfade
                }
            }
            pages.apply(edit.operation, build: { screen($0, change) }, transition: transition)
        }
        if let edits = navigation?.presentationEdits, !edits.isEmpty {
            presenter?.apply(edits, build: { screen($0, change) })
        }
        // A change that dismisses a presentation uncovers the screens under it as the user left
        // them (scroll position, focus): their states were left only for the presentation's.
        let uncovers = navigation?.presentationEdits.contains { edit in
            if case .dismiss = edit { return true }
            return false
        }
        if case .back = change.cause {
        } else if uncovers != true {
            for (position, pages) in tabStacks.enumerated() where !edited.contains(position) {
                guard let top = pages.routes.last, entered.contains(top) else { continue }
                pages.rebuildTop(build: { screen($0, change) }, transition: .none)
            }
        }
        finishApplying()
        onChange?(change)
    }

    private func applyRoot(_ operation: StackEdit<Route>.Operation, change: Change?, animated: Bool = true) {
        let viewStack = viewStack
        let tabsState = tabsState
        root.apply(
            operation, build: { route in route == tabsState ? viewStack : screen(route, change) },
            transition: change == nil || !animated ? .none : .crossfade)
    }

    private func finishApplying() {
        if let tab = router.selectedTab { showTab(tab) }
        backButton.isVisible = router.canGoBack
        let text = title(router.visibleRoute)
        if text != shownTitle {
            shownTitle = text
            switcherTitle.title = text
        }
        revealBar()
    }

    private func showTab(_ tab: Route) {
        let name = pageName(tab)
        guard viewStack.visibleChildName != name else { return }
        let wasApplying = isApplying
        isApplying = true
        viewStack.visibleChildName = name
        isApplying = wasApplying
    }

    /// The tabs state is the last entry of the root stack while the tabs are active.
    private func rememberTabsState() {
        if router.isInTabs, let last = router.rootStack.last { tabsState = last }
    }

    private func screen(_ route: Route, _ change: Change?) -> Widget {
        drive.buildScreen(for: route, controller: { Self.controller(of: $0) }) { _ in makeScreen(route, change) }
    }

    private func unregister(_ widget: Widget, from route: Route) {
        if let controller = Self.controller(of: widget) { router.unregister(controller, from: route) }
    }
}
