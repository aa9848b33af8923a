// EXPECT: main actor-isolated property 'alpha' can not be mutated from a Sendable closure
// Must NOT type-check against the stand-ins: a `@Sendable` completion handler may run on any
// thread (as `UNUserNotificationCenter.add(_:withCompletionHandler:)`'s does), and UIKit views are
// main-actor isolated (https://developer.apple.com/documentation/uikit/uiview), so a view's
// property cannot be set from one, even inside a `@MainActor` function.
import UIKit

func load(completion: @escaping @Sendable (Bool) -> Void) {
    completion(true)
}

@MainActor
func fadeWhenLoaded(_ view: UIView) {
    load { loaded in
        view.alpha = loaded ? 1 : 0
    }
}
