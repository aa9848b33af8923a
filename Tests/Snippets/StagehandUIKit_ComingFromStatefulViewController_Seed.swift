// The "before" snippet of "Coming from StatefulViewController" is code for the seed library
// aschuch/StatefulViewController, which the reader's app used before moving. These are the seed's
// declarations that the snippet uses, with the seed's signatures and default arguments (they
// shadow StagehandUIKit's `StatefulViewController` in this module).
import UIKit

@MainActor
protocol StatefulViewController: AnyObject {
    func setupInitialViewState(_ completion: (() -> Void)?)
    func startLoading(animated: Bool, completion: (() -> Void)?)
    func endLoading(animated: Bool, error: (any Error)?, completion: (() -> Void)?)
    func hasContent() -> Bool
}

extension StatefulViewController {
    func setupInitialViewState(_ completion: (() -> Void)? = nil) {}
    func startLoading(animated: Bool = false, completion: (() -> Void)? = nil) {}
    func endLoading(animated: Bool = true, error: (any Error)? = nil, completion: (() -> Void)? = nil) {}
    func hasContent() -> Bool { true }
}
