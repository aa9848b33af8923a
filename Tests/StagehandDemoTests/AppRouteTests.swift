import Stagehand
import Testing

@testable import StagehandDemo

@MainActor @Suite struct AppRouteTests {
    @Test func definitionIsCleanAndReachesEveryRoute() throws {
        let definition = try AppRoute.definition()
        #expect(definition.diagnostics.isEmpty)
        #expect(Set(definition.states) == Set(AppRoute.allCases))
        #expect(definition.initial == .comments)
    }

    @Test func signInWalkCarriesTheUserNameAndGoesBack() throws {
        let router = Router<AppRoute, AppEvent, String>(try AppRoute.definition())
        var changes: [String] = []
        router.observe { changes.append("\($0.from.map(\.rawValue) ?? "-")→\($0.to.rawValue) \($0.context ?? "")") }
        router.start()
        for event in [AppEvent.openAccount, .getStarted, .showSignIn] { try router.send(event) }
        try router.send(.signIn, context: "Amara")
        #expect(router.path == [.comments, .landing, .welcome, .signIn, .home])
        try router.back()
        #expect(router.route == .signIn)
        #expect(
            changes == [
                "-→comments ", "comments→landing ", "landing→welcome ", "welcome→signIn ", "signIn→home Amara",
                "home→signIn ",
            ])
    }

    @Test func aWrongEventNamesWhatIsAllowed() throws {
        let router = Router<AppRoute, AppEvent, String>(try AppRoute.definition())
        router.start()
        #expect(router.allowedEvents == [.openAccount])
        let error = #expect(throws: RouterError<AppRoute, AppEvent>.self) { try router.send(.signIn) }
        #expect(error?.description == "event 'signIn' is not allowed in state 'comments'; allowed: openAccount")
        #expect(router.route == .comments)
    }
}
