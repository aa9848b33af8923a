// The names the README's snippets use without declaring them: an app's own types and values.
import Stagehand
import StagehandGTK

enum Page: String, Hashable, Sendable {
    case root, landing, welcome, signIn, home
    case tabs, comments, list, detail, account, profile
}

enum Nav: Hashable, Sendable { case showLanding, showWelcome, showSignIn, signedIn, signOut }

enum Screen: Hashable, Sendable { case loading, ready }

enum AppRoute: Hashable, Sendable { case landing, signIn, home }

enum AppEvent: Hashable, Sendable { case signIn, signedIn, signOut }

/// The app's own error type, made from whatever its networking threw.
struct APIError: Error, Equatable {
    var message: String
    init(_ error: any Error) { message = "\(error)" }
}

struct API {
    func comments() async throws -> [String] {
        try await Task.sleep(for: .milliseconds(10))
        return ["First!", "Second"]
    }
}

let api = API()
@MainActor var comments: [String] = []
@MainActor let window = Window(title: "Comments")
@MainActor let list = ListBox()
@MainActor let rows = ListBox()
@MainActor let spinner = Spinner()
@MainActor let items = StringList()
let query = "zebra"

let rules: [StateMachine<AppRoute, AppEvent>.Rule] = [
    .on(.signIn, from: .landing, to: .signIn),
    .on(.signedIn, from: .signIn, to: .home),
    .on(.signOut, from: .home, to: .landing),
]

@MainActor func makeScreen(for route: AppRoute, context: String?) -> Widget {
    Label("\(route) \(context ?? "")")
}

let chart = try! Statechart<Page, String>.Definition {
    parallel(Page.tabs) {
        state(Page.comments, initial: .list) {
            state(Page.list) { on("open", to: Page.detail) }
            state(Page.detail) { on("close", to: Page.list) }
        }
        state(Page.account, initial: .landing) {
            state(Page.landing) { on("start", to: Page.welcome) }
            state(Page.welcome) { on("signIn", to: Page.signIn) }
            state(Page.signIn) { on("submit", to: Page.profile) }
            state(Page.profile)
        }
        on("signOut", to: Page.tabs)
    }
}
