import Stagehand
import StagehandGTK

/// The screens of AppState's sign-in example — landing, welcome, the sign-in form and home —
/// moved between by the demo's ``Router``. The flow only sends events; the router decides.
@MainActor
final class SignInFlow: RouteScreen {
    typealias Route = AppRoute
    typealias Event = AppEvent
    /// The user name that signed in.
    typealias Context = String

    /// The landing page.
    let landing = StatusPage(
        title: "Join the Conversation",
        description: "Sign in to post comments, follow threads and get a note when someone replies.",
        iconName: "system-users-symbolic")
    /// The welcome page.
    let welcome = StatusPage(
        title: "Welcome to Stagehand",
        description: "One account keeps your comments, drafts and notifications in sync on every device.",
        iconName: "emoji-people-symbolic")
    /// The sign-in form.
    let form = Box(.vertical, spacing: 18)
    /// The signed-in user's page.
    let home = StatusPage(iconName: nil)
    /// The form's user name field.
    let userName = EntryRow(title: "User name")
    /// The form's password field.
    let password = EntryRow(title: "Password", isPassword: true)

    private let router: Router<AppRoute, AppEvent, String>
    private let homeAvatar = Box(.vertical)
    private var avatar: Widget?

    /// Builds the screens and registers the flow with `router` for the routes it reacts to.
    /// - Parameter router: The demo's router.
    init(router: Router<AppRoute, AppEvent, String>) {
        self.router = router
        landing.setChild(
            Self.buttons([("Get Started", .getStarted, true), ("Not Now", .showComments, false)], router: router))
        welcome.setChild(Self.buttons([("Sign In", .showSignIn, true)], router: router))
        buildForm()
        buildHome()
        for page in [landing, welcome, home] as [Widget] { page.addCSSClass("background") }
        form.addCSSClass("background")
        router.register(self, for: .signIn)
        router.register(self, for: .home)
    }

    /// The widget that shows `route`; `nil` for the comments.
    /// - Parameter route: A route of the flow.
    /// - Returns: Its screen.
    func screen(for route: AppRoute) -> Widget? {
        switch route {
        case .comments: nil
        case .landing: landing
        case .welcome: welcome
        case .signIn: form
        case .home: home
        }
    }

    /// Forgets the password when the form is left; greets the user when home is entered.
    func routeWillLeave(_ change: RouteChange<AppRoute, AppEvent, String>) {
        if change.from == .signIn { password.text = "" }
    }

    /// Shows who signed in, from the context the form sent with ``AppEvent/signIn``.
    func routeDidEnter(_ change: RouteChange<AppRoute, AppEvent, String>) {
        guard change.to == .home, let name = change.context else { return }
        home.title = "Hello, \(name)"
        home.pageDescription = "You’re signed in. Replies to your comments will show up here."
        if let avatar { homeAvatar.remove(avatar) }
        let new = Avatar.make(name: name, size: 96)
        homeAvatar.append(new)
        avatar = new
    }

    private func buildForm() {
        let title = Label("Sign In")
        title.addCSSClass("title-1")
        let hint = Label("Use any name; the password stays on this computer.")
        hint.addCSSClass("dim-label")
        hint.wraps = true
        let fields = ListBox()
        fields.addCSSClass("boxed-list")
        fields.append(userName.row)
        fields.append(password.row)
        let submit = Button(label: "Sign In")
        submit.addCSSClass("pill")
        submit.addCSSClass("suggested-action")
        submit.horizontalAlignment = .center
        submit.onClicked { [weak self] in self?.submit() }
        let column = Box(.vertical, spacing: 18)
        for widget in [title, hint, fields, submit] as [Widget] { column.append(widget) }
        let clamp = Clamp(maximumSize: 420)
        clamp.setChild(column)
        clamp.verticalAlignment = .center
        clamp.expandsVertically = true
        clamp.setMargins(24)
        form.append(clamp)
    }

    private func buildHome() {
        homeAvatar.horizontalAlignment = .center
        let column = Box(.vertical, spacing: 24)
        column.append(homeAvatar)
        column.append(
            Self.buttons([("View Comments", .showComments, true), ("Sign Out", .signOut, false)], router: router))
        home.setChild(column)
    }

    private func submit() {
        let name = userName.text.split(separator: " ").joined(separator: " ")
        router.perform(.signIn, context: name.isEmpty ? "Guest" : name)
    }

    private static func buttons(
        _ items: [(title: String, event: AppEvent, primary: Bool)], router: Router<AppRoute, AppEvent, String>
    ) -> Widget {
        let column = Box(.vertical, spacing: 12)
        column.horizontalAlignment = .center
        for item in items {
            let button = Button(label: item.title)
            button.addCSSClass("pill")
            if item.primary { button.addCSSClass("suggested-action") }
            button.onClicked { [weak router] in router?.perform(item.event) }
            column.append(button)
        }
        return column
    }
}
