import Stagehand

/// The routes of the sign-in + tabs chart the navigation tests share.
enum NavPage: String, Hashable, Sendable, CaseIterable, CustomStringConvertible, Codable {
    case splash, tabs, comments, list, detail, commentsHistory, account, landing, welcome, signIn, profile
    case accountHistory, fullscreen

    var description: String { rawValue }
}

/// Its events, named by their case names.
enum NavGo: String, StatechartEvent, CaseIterable, Codable {
    case enter, open, close, start, signIn, submit, signOut, expand, collapse, ping

    var name: String { rawValue }
}

typealias NavRouter = NavigationRouter<NavPage, NavGo, String>
typealias NavChange = RouteChange<NavPage, NavGo, String>
typealias NavError = RouterError<NavPage, NavGo>

/// Records what screens and observers hear, one line each.
@MainActor
final class NavLog {
    var entries: [String] = []
}

/// A screen that logs its callbacks as `name.leave cause ctx` / `name.enter cause ctx`.
@MainActor
final class NavScreen: RouteScreen {
    typealias Route = NavPage
    typealias Event = NavGo
    typealias Context = String

    let name: String
    let log: NavLog
    var onLeave: ((NavChange) -> Void)?
    var onEnter: ((NavChange) -> Void)?

    init(_ name: String, _ log: NavLog) {
        self.name = name
        self.log = log
    }

    func routeWillLeave(_ change: NavChange) {
        log.entries.append("\(name).leave \(change.cause)\(change.context.map { " ctx=\($0)" } ?? "")")
        onLeave?(change)
    }

    func routeDidEnter(_ change: NavChange) {
        log.entries.append("\(name).enter \(change.cause)\(change.context.map { " ctx=\($0)" } ?? "")")
        onEnter?(change)
    }
}

enum NavFixture {
    /// `splash --enter--> tabs`; tabs = comments (list ⇄ detail, deep history) ∥ account
    /// (landing → welcome → signIn → profile, landing → signIn, deep history); `signOut` on the
    /// tabs state re-enters it; `expand` leaves for `fullscreen`, whose `collapse` returns to
    /// both tabs' history.
    static func definition(extra: Bool = false) throws -> Statechart<NavPage, NavGo>.Definition {
        try Statechart<NavPage, NavGo>.Definition(initial: .splash) {
            ChartState(NavPage.splash) {
                On(.enter, to: NavPage.tabs)
            }
            Parallel(NavPage.tabs) {
                ChartState(NavPage.comments, initial: .list) {
                    ChartState(NavPage.list) { On(.open, to: NavPage.detail) }
                    ChartState(NavPage.detail) { On(.close, to: NavPage.list) }
                    HistoryState(NavPage.commentsHistory, .deep, default: [.list])
                }
                ChartState(NavPage.account, initial: .landing) {
                    ChartState(NavPage.landing) {
                        On(.start, to: NavPage.welcome)
                        On(.signIn, to: NavPage.signIn)
                    }
                    ChartState(NavPage.welcome) { On(.signIn, to: NavPage.signIn) }
                    ChartState(NavPage.signIn) { On(.submit, to: NavPage.profile) }
                    ChartState(NavPage.profile)
                    HistoryState(NavPage.accountHistory, .deep, default: [.landing])
                }
                On(.signOut, to: NavPage.tabs)
                On(.expand, to: NavPage.fullscreen)
            }
            ChartState(NavPage.fullscreen) {
                On(.collapse, to: [NavPage.commentsHistory, NavPage.accountHistory])
            }
        }
    }

    /// Each state's outgoing targets in the chart above, for the property test's model
    /// (a state inherits its ancestors' transitions).
    static let links: [NavPage: [NavPage]] = [
        .splash: [.tabs], .list: [.detail], .detail: [.list], .landing: [.welcome, .signIn],
        .welcome: [.signIn], .signIn: [.profile],
    ]

    /// Which tab each state belongs to.
    static let tabOf: [NavPage: NavPage] = [
        .list: .comments, .detail: .comments, .landing: .account, .welcome: .account, .signIn: .account,
        .profile: .account,
    ]

    /// A started router in the tabs (comments selected), with a screen for every state.
    @MainActor
    static func routerInTabs(_ log: NavLog) throws -> (NavRouter, [NavScreen]) {
        let router = try NavRouter(try definition(), tabs: .tabs)
        router.start()
        try router.send(.enter)
        var screens: [NavScreen] = []
        for page in NavPage.allCases {
            let screen = NavScreen("\(page)", log)
            router.register(screen, for: page)
            screens.append(screen)
        }
        return (router, screens)
    }
}

/// The navigation detail of a change, read as the tests print it.
extension RouteChange {
    var exited: [Route] { navigation?.exited ?? [] }
    var entered: [Route] { navigation?.entered ?? [] }
    var previousSelectedTab: Route? { navigation?.previousSelectedTab }
    var selectedTab: Route? { navigation?.selectedTab }
    /// The stack edits, as `tab: push x` and so on.
    var editLog: [String] { edits.map(\.description) }
}
