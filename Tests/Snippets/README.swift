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
    Parallel(Page.tabs) {
        ChartState(Page.comments, initial: .list) {
            ChartState(Page.list) { On("open", to: Page.detail) }
            ChartState(Page.detail) { On("close", to: Page.list) }
        }
        ChartState(Page.account, initial: .landing) {
            ChartState(Page.landing) { On("start", to: Page.welcome) }
            ChartState(Page.welcome) { On("signIn", to: Page.signIn) }
            ChartState(Page.signIn) { On("submit", to: Page.profile) }
            ChartState(Page.profile)
        }
        On("signOut", to: Page.tabs)
    }
}
