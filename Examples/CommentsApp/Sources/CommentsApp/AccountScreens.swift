import Stagehand
import StagehandGTK

/// The Account tab's screens. They only send events; the router decides where they lead.
@MainActor
final class AccountScreens {
    private weak var router: NavigationRouter<Route, Event, String>?
    private var userName = "Guest"

    init(router: NavigationRouter<Route, Event, String>) {
        self.router = router
    }

    /// The screen of an Account route, built each time its page becomes the top of the stack.
    func screen(for route: Route, change: RouteChange<Route, Event, String>?) -> Widget {
        if case .event(.signIn)? = change?.cause, let name = change?.context { userName = name }
        switch route {
        case .signIn:
            return page(
                "Sign In", icon: "dialog-password-symbolic", detail: "This example signs you in as Ada.",
                buttons: [("Sign In as Ada", { try $0.send(.signIn, context: "Ada") })])
        case .profile:
            return page(
                "Hello, \(userName)", icon: "avatar-default-symbolic", detail: "You’re signed in.",
                buttons: [("Sign Out", { try $0.send(.signOut) })])
        default:
            return page(
                "Join the Conversation", icon: "system-users-symbolic",
                detail: "Sign in to post comments and follow threads.",
                buttons: [("Sign In", { try $0.send(.showSignIn) })])
        }
    }

    private func page(
        _ title: String, icon: String, detail: String,
        buttons: [(String, @MainActor (NavigationRouter<Route, Event, String>) throws -> Void)]
    ) -> Widget {
        let page = StatusPage(title: title, description: detail, iconName: icon).styled("background")
        let column = Box(.vertical, spacing: 12)
        column.horizontalAlignment = .center
        for (title, action) in buttons {
            let button = Button(label: title).styled("pill", "suggested-action")
            button.onClicked { [weak self] in
                guard let router = self?.router else { return }
                do { try action(router) } catch { print("CommentsApp: \(error)") }
            }
            column.append(button)
        }
        page.setChild(column)
        return page
    }
}
