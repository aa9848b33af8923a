// The "before" snippet of "Coming from StateViewController" is code for the seed library
// davidask/StateViewController, which the reader's app used before moving. These are the seed's
// declarations that the snippet uses, with the seed's signatures (they shadow StagehandUIKit's
// `StateViewController` in this module), and the app's own state type and spinner.
import UIKit

open class StateViewController<State>: UIViewController {
    /// The seed's default traps: every subclass must override it.
    open func loadAppearanceState() -> State {
        fatalError("loadAppearanceState() must be overridden")
    }

    open func children(for state: State) -> [UIViewController] { [] }

    open func didTransition(from previousState: State?, animated: Bool) {}
}

/// The states of the app's list screen.
enum ListState: Equatable { case loading, ready }

/// The app's spinner, shown over the list while it loads.
final class SpinnerViewController: UIViewController {}
