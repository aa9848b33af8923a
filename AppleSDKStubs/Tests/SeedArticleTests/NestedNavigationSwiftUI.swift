// The code of the article "Nested navigation in SwiftUI"
// (Sources/StagehandSwiftUI/StagehandSwiftUI.docc/NestedNavigation.md), compiled against the
// SwiftUI stand-ins and run below.
import Stagehand
import StagehandSwiftUI
import SwiftUI
import Testing

// MARK: - Article code

struct AppTabs: View {
    @StateObject var navigation: NavigationRouterModel<String, String, Member>

    var body: some View {
        NavigationTabsView(model: navigation) { route in
            Text(route)
        } tabLabel: { tab in
            Text(tab == "comments" ? "Comments" : "Account")
        }
    }
}

@MainActor
func makeAppTabs() throws -> AppTabs {
    let router = try NavigationRouter<String, String, Member>(makeAppChart(), tabs: "tabs")
    return AppTabs(navigation: NavigationRouterModel(router: router))
}

// MARK: - Running it

extension SeedArticleTests {
    @Suite(.serialized)
    @MainActor
    struct NestedNavigationSwiftUIArticle {
        @Test func theTabsViewFollowsTheRouterAndTheSystemsBack() throws {
            let app = try makeAppTabs()
            let model = app.navigation
            model.start()
            _ = app.body
            try model.router.send("signIn", context: Member(name: "Ada"))
            try model.router.send("open")
            _ = app.body
            #expect(model[pathOf: "comments"] == ["thread"])
            model[pathOf: "comments"] = []  // what the back button does to the path
            #expect(model.router.stack(of: "comments") == ["list"])
        }
    }
}
