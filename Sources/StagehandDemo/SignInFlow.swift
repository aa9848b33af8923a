import Stagehand
import StagehandGTK

/// The screens of AppState's sign-in example — landing, welcome, the sign-in form and home —
/// built fresh each time a ``RouterView`` shows their route. The screens only send events; the
/// ``Router`` decides where they lead.
@MainActor
final class SignInFlow: RouteScreen {
    typealias Route = AppRoute
    typealias Event = AppEvent
    /// The user name that signed in.
    typealias Context = String

    /// Who signed in, from the context of the last ``AppEvent/signIn``.
    private(set) var userName = "Guest"
    /// The sign-in form while it is on screen.
    private(set) weak var form: SignInForm?
    /// The landing and welcome pages, built on first use and then kept: their content never
    /// changes, and a kept screen shows again without being rebuilt, restyled and re-measured.
    private var staticPages: [AppRoute: Widget] = [:]

    private let router: Router<AppRoute, AppEvent, String>

    /// Creates the flow and registers it with `router` for the home route, whose entry carries
    /// the user name.
    /// - Parameter router: The demo's router.
    init(router: Router<AppRoute, AppEvent, String>) {
        self.router = router
        router.register(self, for: .home)
    }

    /// Keeps the user name the form sent; the home screen is built right after and shows it.
    /// Nothing to do when the flow's route is left.
    func routeWillLeave(_ change: RouteChange<AppRoute, AppEvent, String>) {}

    func routeDidEnter(_ change: RouteChange<AppRoute, AppEvent, String>) {
        if let name = change.context { userName = name }
    }

    /// The screen of a sign-in route; `nil` for the comments. The landing and welcome pages are
    /// built once and kept (``RouterView/persistentScreen(_:)``); the form and home are new each time.
    /// - Parameter route: The route to show.
    /// - Returns: The screen widget.
    func makeScreen(for route: AppRoute) -> Widget? {
        if let kept = staticPages[route] { return kept }
        switch route {
        case .landing, .welcome:
            guard let page = buildScreen(for: route) else { return nil }
            staticPages[route] = RouterView<AppRoute, AppEvent, String>.persistentScreen(page)
            return page
        default:
            return buildScreen(for: route)
        }
    }

    private func buildScreen(for route: AppRoute) -> Widget? {
        switch route {
        case .comments:
            return nil
        case .landing:
            return page(
                title: "Join the Conversation", icon: "system-users-symbolic",
                description: "Sign in to post comments, follow threads and get a note when someone replies.",
                buttons: [("Get Started", .getStarted, true), ("Not Now", .showComments, false)])
        case .welcome:
            return page(
                title: "Welcome to Stagehand", icon: "emoji-people-symbolic",
                description: "One account keeps your comments, drafts and notifications in sync on every device.",
                buttons: [("Sign In", .showSignIn, true)])
        case .signIn:
            let form = SignInForm(router: router)
            self.form = form
            return RouterView<AppRoute, AppEvent, String>.screen(form.widget, controller: form)
        case .home:
            return page(
                title: "Hello, \(userName)", icon: nil,
                description: "You’re signed in. Replies to your comments will show up here.",
                top: Avatar.make(name: userName, size: 96),
                buttons: [("View Comments", .showComments, true), ("Sign Out", .signOut, false)])
        }
    }

    private func page(
        title: String, icon: String?, description: String, top: Widget? = nil,
        buttons: [(String, AppEvent, Bool)]
    ) -> Widget {
        let page = StatusPage(title: title, description: description, iconName: icon).styled("background")
        page.setAccessibleLabel(title)
        page.setAccessibleDescription(description)
        let column = Box(.vertical, spacing: 12)
        column.horizontalAlignment = .center
        for (title, event, isPrimary) in buttons {
            let button = Button(label: title).styled("pill")
            if isPrimary { button.addCSSClass("suggested-action") }
            button.onClicked { [weak router] in router?.perform(event) }
            column.append(button)
        }
        page.setChild(Box(.vertical, spacing: 24, children: [top, column].compactMap { $0 }))
        return page
    }
}
