// The code of the article "Coming from AppState"
// (Sources/StagehandUIKit/StagehandUIKit.docc/ComingFromAppState.md), compiled against the
// UIKit stand-ins and run below.
import Stagehand
import StagehandUIKit
import Testing
import UIKit

// MARK: - Article code

enum Page: Hashable, Sendable {
    case root, landing, welcome, signIn, home
}

enum Nav: Hashable, Sendable {
    case showLanding, showWelcome, showSignIn, signedIn, signOut
}

/// The seed's untyped `[String: AnyObject]` context, typed.
struct NavContext {
    var username: String?
    var clearsInput = false
}

func makeAppFlow() throws(DefinitionError) -> StateMachine<Page, Nav>.Definition {
    try StateMachine<Page, Nav>.Definition(
        initial: .root,
        rules: [
            .on(.showLanding, from: .root, to: .landing),
            .on(.showWelcome, from: .landing, to: .welcome),
            .on(.showSignIn, from: [.landing, .welcome], to: .signIn),
            .on(.signedIn, from: .signIn, to: .home),
            .on(.signOut, from: .home, to: .landing),
        ])
}

final class SignInScreen: UIViewController, RouteScreen {
    private(set) var heard: [String] = []

    func routeWillLeave(_ change: RouteChange<Page, Nav, NavContext>) {
        heard.append("leave \(change.from.map { "\($0)" } ?? "-") -> \(change.to)")
    }

    func routeDidEnter(_ change: RouteChange<Page, Nav, NavContext>) {
        heard.append("enter \(change.to), clears input: \(change.context?.clearsInput == true)")
    }
}

/// The router does the UI work the seed left to each screen: one child per route.
final class AppViewController: RouterViewController<Page, Nav, NavContext> {
    let signIn = SignInScreen()
    let home = UIViewController()
    let landing = UIViewController()

    override func children(for route: Page) -> [UIViewController] {
        switch route {
        case .root, .landing, .welcome: [landing]
        case .signIn: [signIn]
        case .home: [home]
        }
    }
}

// MARK: - Checks

extension SeedArticleTests {
    @MainActor
    @Suite
    struct ComingFromAppStateTests {
        @Test func leaveGoesToTheScreenBeingLeftAndEnterToTheScreenEntered() throws {
            let router = Router<Page, Nav, NavContext>(try makeAppFlow())
            let screen = SignInScreen()
            router.register(screen, for: .signIn)
            router.start()
            try router.send(.showLanding)
            try router.send(.showSignIn, context: NavContext(clearsInput: true))
            try router.send(.signedIn, context: NavContext(username: "ada"))

            #expect(screen.heard == ["enter signIn, clears input: true", "leave signIn -> home"])
            #expect(router.route == .home)
        }

        @Test func invalidEventThrowsAndListsWhatIsAllowed() throws {
            let router = Router<Page, Nav, NavContext>(try makeAppFlow())
            router.start()
            try router.send(.showLanding)

            #expect(router.canSend(.signedIn) == false)
            #expect(router.allowedEvents == [.showWelcome, .showSignIn])
            #expect(throws: RouterError<Page, Nav>.self) { try router.send(.signedIn) }
            #expect(router.route == .landing)
        }

        @Test func goToARouteAndBack() throws {
            let router = Router<Page, Nav, NavContext>(try makeAppFlow())
            router.start()
            try router.go(to: .landing)
            try router.go(to: .signIn)
            try router.back()
            #expect(router.route == .landing)
            #expect(router.path == [.root, .landing])
        }

        @Test func routerViewControllerShowsTheScreenOfTheRoute() throws {
            let router = Router<Page, Nav, NavContext>(try makeAppFlow())
            let app = AppViewController(router: router, animated: false)
            app.loadViewIfNeeded()
            router.start()
            try router.send(.showLanding)
            try router.send(.showSignIn)

            #expect(app.stateChildren == [app.signIn])
        }
    }
}
