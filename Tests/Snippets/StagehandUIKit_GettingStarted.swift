// The names the UIKit "Getting started" article uses without declaring them: the app's own view
// controllers, placeholder views, model and networking.
import StagehandUIKit
import UIKit

/// The profile's content; `reload()` says whether the profile loaded.
final class DetailsViewController: UIViewController {
    func reload() async -> Bool {
        true
    }
}

/// A spinner shown over the content while it loads.
final class SpinnerViewController: UIViewController {}

/// The page shown when the profile failed to load.
final class ErrorViewController: UIViewController {}

/// One row of the feed.
struct Item: Identifiable, Sendable {
    var id: Int
    var title: String
}

/// Why the feed failed to load.
enum FeedError: Error, Equatable { case network }

/// The app's networking.
struct API {
    func items() async throws -> [Item] {
        [Item(id: 1, title: "First")]
    }
}

let api = API()

/// The feed's loading placeholder.
final class SpinnerView: UIView {}

/// A placeholder that shows a message.
final class MessageView: UIView {
    let text: String

    init(text: String) {
        self.text = text
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}

/// The feed's error placeholder.
final class ErrorView: PlaceholderView {}

/// One search result.
struct SearchResult: Sendable {
    var title: String
}
