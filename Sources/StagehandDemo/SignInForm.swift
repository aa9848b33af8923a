import Stagehand
import StagehandGTK

/// The sign-in form of the sign-in flow: a user name and a password in a boxed list, and a
/// Sign In button (or Enter in either field) that sends ``AppEvent/signIn`` with the user name as
/// context.
@MainActor
final class SignInForm: RouteScreen {
    typealias Route = AppRoute
    typealias Event = AppEvent
    typealias Context = String

    /// The form's widget.
    let widget = Box(.vertical)
    /// The user name field.
    let userName = EntryRow(title: "User name")
    /// The password field.
    let password = EntryRow(title: "Password", isPassword: true)

    private weak var router: NavigationRouter<AppRoute, AppEvent, String>?

    /// Builds the form.
    /// - Parameter router: The router the Sign In button sends to (held weakly).
    init(router: NavigationRouter<AppRoute, AppEvent, String>) {
        self.router = router
        let title = Label("Sign In").styled("title-1")
        let hint = Label("Use any name; the password never leaves this computer.").styled("dim-label")
        hint.wraps = true
        let fields = ListBox().styled("boxed-list")
        fields.append(userName.row)
        fields.append(password.row)
        let submit = Button(label: "Sign In").styled("pill", "suggested-action")
        submit.horizontalAlignment = .center
        submit.onClicked { [weak self] in self?.submit() }
        for field in [userName, password] {
            field.row.connect(signal: "entry-activated") { [weak self] in self?.submit() }
        }
        let clamp = Clamp(maximumSize: 420)
        clamp.setChild(Box(.vertical, spacing: 18, children: [title, hint, fields, submit]))
        clamp.verticalAlignment = .center
        clamp.expandsVertically = true
        clamp.setMargins(24)
        widget.append(clamp)
        widget.addCSSClass("background")
    }

    /// Sends ``AppEvent/signIn`` with the user name (collapsed spaces; "Guest" when empty).
    func submit() {
        let name = userName.text.split(separator: " ").joined(separator: " ")
        router?.perform(.signIn, context: name.isEmpty ? "Guest" : name)
    }

    /// Forgets the password when the form is left.
    /// Nothing to do when the form's route is entered: it is built for it.
    func routeDidEnter(_ change: RouteChange<AppRoute, AppEvent, String>) {}

    func routeWillLeave(_ change: RouteChange<AppRoute, AppEvent, String>) {
        password.text = ""
    }
}
