// EXPECT: main actor-isolated property 'alpha' can not be mutated from a nonisolated context
// Touching a view from a closure that runs off the main actor must not type-check.
import UIKit

@MainActor
func fadeLater(_ view: UIView) {
    Task.detached {
        view.alpha = 0
    }
}
