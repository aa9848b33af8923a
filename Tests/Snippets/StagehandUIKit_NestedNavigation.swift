// The names the UIKit "Nested navigation" article uses without declaring them: the typed context
// of the app's navigation changes and the profile screen.
import UIKit

/// A signed-in member, the typed context of the article's changes.
struct Member: Sendable {
    let name: String
}

/// The screen of the profile route; it shows the member the sign-in change carried.
final class ProfileScreen: UIViewController {
    let member: Member?

    init(member: Member?) {
        self.member = member
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
