// The names the SwiftUI "Nested navigation" article uses without declaring them: the typed context
// of the app's navigation changes and the app's statechart (the UIKit article shows how it is
// written).
import Stagehand

/// A signed-in member, the typed context of the article's changes.
struct Member: Sendable {
    let name: String
}

/// The app's routes: a landing page, and two tabs with a place each.
func makeAppChart() throws(DefinitionError) -> Statechart<String, String>.Definition {
    try Statechart<String, String>.Definition(initial: "landing") {
        ChartState("landing") { On("signIn", to: "tabs") }
        Parallel("tabs") {
            On("signOut", to: "landing")
            ChartState("comments") {
                ChartState("list") { On("open", to: "thread") }
                ChartState("thread")
            }
            ChartState("account") { ChartState("profile") }
        }
    }
}
