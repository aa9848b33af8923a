import Stagehand
import StagehandGTK

/// The screens of the Account tab — landing, welcome, the sign-in form and the profile. The
/// landing and welcome pages never change, so they are built once and kept (persistent screens,
/// parked in the tab's stack when popped); the form and the profile are built fresh each time
/// their page becomes the top of the tab's stack, and released when it is popped or signed out
/// of. The screens only send events and ask for tabs; the ``NavigationRouter`` decides where they
/// lead.
@MainActor
final class SignInFlow {
    /// Who signed in, from the context of the last ``AppEvent/signIn``.
    private(set) var userName = "Guest"
    /// The sign-in form while it is alive.
    private(set) weak var form: SignInForm?
    /// The profile page while it is alive.
    private(set) weak var profile: Widget?

    private let router: NavigationRouter<AppRoute, AppEvent, String>
    private var staticPages: [AppRoute: Widget] = [:]

    /// Creates the flow.
    /// - Parameter router: The demo's router (screens hold it weakly).
    init(router: NavigationRouter<AppRoute, AppEvent, String>) {
        self.router = router
    }

    /// The screen of an Account route; `nil` for the other routes.
    /// - Parameters:
    ///   - route: The route to show.
    ///   - change: The change that made it the top of its stack; a sign-in carries the user name.
    /// - Returns: The screen widget.
    func makeScreen(for route: AppRoute, change: RouteChange<AppRoute, AppEvent, String>?) -> Widget? {
        if case .event(.signIn)? = change?.cause, let name = change?.context { userName = name }
        if let kept = staticPages[route] { return kept }
        switch route {
        case .landing:
            return keep(
                page(
                    title: "Join the Conversation", icon: "system-users-symbolic",
                    description: "Sign in to post comments, follow threads and get a note when someone replies.",
                    buttons: [
                        ("Get Started", { $0.perform(.getStarted) }, true),
                        ("I Have an Account", { $0.perform(.showSignIn) }, false),
                        ("Not Now", { $0.show(tab: .comments) }, false),
                    ]), for: route)
        case .welcome:
            return keep(
                page(
                    title: "Welcome to Stagehand", icon: "emoji-people-symbolic",
                    description: "One account keeps your comments, drafts and notifications in sync on every device.",
                    buttons: [("Sign In", { $0.perform(.showSignIn) }, true)]), for: route)
        case .signIn:
            let form = SignInForm(router: router)
            self.form = form
            return TabNavigationView<AppRoute, AppEvent, String>.screen(form.widget, controller: form)
        case .profile:
            let page = page(
                title: "Hello, \(userName)", icon: nil,
                description: "You’re signed in. Replies to your comments will show up here.",
                top: Avatar.make(name: userName, size: 96),
                buttons: [
                    ("View Comments", { $0.show(tab: .comments) }, true), ("Sign Out", { $0.perform(.signOut) }, false),
                ])
            profile = page
            return page
        case .tabs, .comments, .thread, .replies, .account:
            return nil
        }
    }

    private func keep(_ page: Widget, for route: AppRoute) -> Widget {
        staticPages[route] = TabNavigationView<AppRoute, AppEvent, String>.persistentScreen(page)
        return page
    }

    private func page(
        title: String, icon: String?, description: String, top: Widget? = nil,
        buttons: [(String, @MainActor (NavigationRouter<AppRoute, AppEvent, String>) -> Void, Bool)]
    ) -> Widget {
        let page = StatusPage(title: title, description: description, iconName: icon).styled("background")
        page.setAccessibleLabel(title)
        page.setAccessibleDescription(description)
        let column = Box(.vertical, spacing: 12)
        column.horizontalAlignment = .center
        for (title, action, isPrimary) in buttons {
            let button = Button(label: title).styled("pill")
            if isPrimary { button.addCSSClass("suggested-action") }
            button.onClicked { [weak router] in
                if let router { action(router) }
            }
            column.append(button)
        }
        page.setChild(Box(.vertical, spacing: 24, children: [top, column].compactMap { $0 }))
        return page
    }
}
