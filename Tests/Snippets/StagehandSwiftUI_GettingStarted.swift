// The names the SwiftUI "Getting started" article uses without declaring them: the app's model,
// its store and error, and the app's router with the screen of each route.
import Combine
import Stagehand
import SwiftUI

/// One row of a list.
struct Item: Identifiable, Sendable {
    var id: Int
    var name: String
}

/// One post of the feed.
struct Post: Identifiable, Sendable {
    var id: Int
    var title: String
}

/// Why the feed failed to load.
enum FeedError: Error, Equatable { case network }

/// The app's store of the feed.
@MainActor
final class FeedStore: ObservableObject {
    @Published private(set) var items: [Post] = []

    func refresh() async throws(FeedError) {
        items = [Post(id: 1, title: "First")]
    }
}

/// The app's routes and the events between them.
enum AppRoute: Hashable, Sendable { case landing, home }

enum AppEvent: Hashable, Sendable { case signIn, signOut }

/// The app's router.
@MainActor let appRouter = Router<AppRoute, AppEvent, Void>(
    try! StateMachine<AppRoute, AppEvent>.Definition(
        initial: .landing,
        rules: [.on(.signIn, from: .landing, to: .home), .on(.signOut, from: .home, to: .landing)]))

/// The screen of a route.
@MainActor func screen(for route: AppRoute) -> some View {
    Text("\(route)")
}
