import Stagehand

/// The demo's screens: the comments, and AppState's sign-in example (landing → welcome → sign in
/// → home).
enum AppRoute: String, Hashable, Sendable, CaseIterable {
    /// The comments thread (the initial route).
    case comments
    /// "Join the conversation": the start of the sign-in flow.
    case landing
    /// What an account gives, with the way to the form.
    case welcome
    /// The sign-in form.
    case signIn
    /// The signed-in user's page.
    case home

    /// The window title while the route is shown.
    var title: String {
        switch self {
        case .comments: "Comments"
        case .landing: "Account"
        case .welcome: "Welcome"
        case .signIn: "Sign In"
        case .home: "Your Account"
        }
    }
}

/// What moves the demo between its routes.
enum AppEvent: String, Hashable, Sendable {
    /// The header bar's account button.
    case openAccount
    /// Landing's "Get Started".
    case getStarted
    /// Welcome's "Sign In".
    case showSignIn
    /// The form's "Sign In" (the user name travels as the router's context).
    case signIn
    /// Home's "Sign Out".
    case signOut
    /// "Not Now" on landing and "View Comments" on home.
    case showComments
}

extension AppRoute {
    /// The routing rules; validated when the demo starts.
    static func definition() throws(MachineDefinitionError) -> StateMachine<AppRoute, AppEvent>.Definition {
        try StateMachine<AppRoute, AppEvent>.Definition(
            initial: .comments,
            rules: [
                .on(.openAccount, from: .comments, to: .landing),
                .on(.getStarted, from: .landing, to: .welcome),
                .on(.showSignIn, from: .welcome, to: .signIn),
                .on(.signIn, from: .signIn, to: .home),
                .on(.signOut, from: .home, to: .landing),
                .on(.showComments, from: [.landing, .home], to: .comments),
            ])
    }
}

extension Router where Route == AppRoute, Event == AppEvent, Context == String {
    /// Sends `event` from a button; a rejection (a button whose event the current route does not
    /// allow, i.e. a bug in the demo) is printed to standard error with the allowed events.
    /// - Parameters:
    ///   - event: The event.
    ///   - context: The user name, for ``AppEvent/signIn``.
    func perform(_ event: AppEvent, context: String? = nil) {
        do {
            try send(event, context: context)
        } catch {
            DemoApp.printError("stagehand-demo: \(error)")
        }
    }

    /// Goes back from a button; an empty back stack is printed to standard error.
    func performBack() {
        do {
            try back()
        } catch {
            DemoApp.printError("stagehand-demo: \(error)")
        }
    }
}
