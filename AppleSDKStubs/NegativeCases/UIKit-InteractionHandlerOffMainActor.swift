// EXPECT: main actor-isolated property 'isCancelled' can not be referenced from a nonisolated context
// Must NOT type-check against the stand-ins: the transition coordinator context is a `@MainActor`
// protocol (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext),
// so reading `isCancelled` off the main actor is an isolation error.
import UIKit

nonisolated func wasCancelled(_ context: any UIViewControllerTransitionCoordinatorContext) -> Bool {
    context.isCancelled
}
