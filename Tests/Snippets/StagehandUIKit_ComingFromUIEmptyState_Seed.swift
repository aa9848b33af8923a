// The "before" snippet of "Coming from UIEmptyState" is code for the seed library
// luispadron/UIEmptyState 5.0, which the reader's app used before moving. These are the seed's
// declarations that the snippet uses, with the seed's names and defaults (the seed keeps the data
// source and delegate in associated objects; here they are not kept), and the app's own action.
import UIKit

@MainActor
protocol UIEmptyStateDataSource: AnyObject {
    var emptyStateTitle: NSAttributedString { get }
    var emptyStateButtonTitle: NSAttributedString? { get }
}

extension UIEmptyStateDataSource where Self: UIViewController {
    var emptyStateTitle: NSAttributedString { NSAttributedString(string: "Empty") }
    var emptyStateButtonTitle: NSAttributedString? { nil }
}

@MainActor
protocol UIEmptyStateDelegate: AnyObject {
    func emptyStatebuttonWasTapped(button: UIButton)
}

extension UIEmptyStateDelegate where Self: UIViewController {
    func emptyStatebuttonWasTapped(button: UIButton) {}
}

extension UIViewController {
    var emptyStateDataSource: (any UIEmptyStateDataSource)? {
        get { nil }
        set {}
    }

    var emptyStateDelegate: (any UIEmptyStateDelegate)? {
        get { nil }
        set {}
    }
}

extension SearchViewController {
    /// The app's own action: empties the search field and the results.
    func clearSearch() {}
}
