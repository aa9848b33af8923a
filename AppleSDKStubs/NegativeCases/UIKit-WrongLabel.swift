// EXPECT: incorrect argument label in call (have '_:animate:', expected '_:animated:')
// Must NOT type-check against the stand-ins: the parameter is labelled `animated:`
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)).
import UIKit

@MainActor
func forward(to child: UIViewController) {
    child.beginAppearanceTransition(true, animate: false)
}
