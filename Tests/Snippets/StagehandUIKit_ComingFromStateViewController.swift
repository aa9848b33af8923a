// The names "Coming from StateViewController" uses without declaring them: the states of the
// app's list screen and its error page.
import UIKit

/// The states of the app's list screen.
enum ListState: Equatable {
    case loading, ready
    case failed(String)
}

/// The app's error page, showing a message.
final class ErrorViewController: UIViewController {
    let message: String

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
