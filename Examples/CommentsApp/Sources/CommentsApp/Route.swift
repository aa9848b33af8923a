import Stagehand

/// The app's screens: the states of one statechart. `tabs` is a parallel state whose regions are
/// the tabs, each with its own stack.
enum Route: String, Hashable, Sendable {
    case tabs
    case comments, thread
    case account, landing, signIn, profile

    /// The header's title while the route is visible.
    var title: String {
        switch self {
        case .tabs, .comments, .thread: "Comments"
        case .account, .landing: "Account"
        case .signIn: "Sign In"
        case .profile: "Your Account"
        }
    }
}

/// What the screens send; a misspelt event does not compile.
enum Event: String, Hashable, Sendable, StatechartEvent {
    case showSignIn, signIn, signOut

    var name: String { rawValue }
}

extension Route {
    /// The navigation: the Comments tab holds the thread; the Account tab holds the sign-in flow.
    /// `signOut` belongs to the tabs state, so it works from anywhere and leaves every tab.
    static func chart() throws(DefinitionError) -> Statechart<Route, Event>.Definition {
        try Statechart<Route, Event>.Definition(initial: .tabs) {
            Parallel(.tabs) {
                ChartState(.comments) {
                    ChartState(.thread)
                }
                ChartState(.account, initial: .landing) {
                    ChartState(.landing) { On(.showSignIn, to: Route.signIn) }
                    ChartState(.signIn) { On(.signIn, to: Route.profile) }
                    ChartState(.profile)
                }
                On(.signOut, to: Route.landing)
            }
        }
    }
}
