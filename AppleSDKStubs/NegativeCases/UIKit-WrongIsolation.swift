// EXPECT: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context
// UIKit views are main-actor isolated: creating one off the main actor must not type-check.
import UIKit

nonisolated func makeView() -> UIView {
    UIView(frame: .zero)
}
