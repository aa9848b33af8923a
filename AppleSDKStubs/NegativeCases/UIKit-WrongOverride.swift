// EXPECT: method does not override any method from its superclass
// Must NOT type-check against the stand-ins: UIKit's `viewWillAppear(_:)` takes a `Bool`
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)), so an
// override with another parameter type overrides nothing.
import UIKit

final class Screen: UIViewController {
    override func viewWillAppear(_ animated: Int) {}
}
