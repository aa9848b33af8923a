// EXPECT: main actor-isolated
// Must NOT type-check against the stand-ins: SwiftUI's `View` is `@MainActor @preconcurrency`
// (https://developer.apple.com/documentation/swiftui/view), so a view's `body` cannot be read
// from a nonisolated function. Because the protocol is `@preconcurrency` the compiler reports
// this as a warning, which the build's warnings-as-errors (`-warnings-as-errors`) makes fatal.
import SwiftUI

struct Badge: View {
    var body: some View { EmptyView() }
}

nonisolated func contentOfBadge(_ badge: Badge) -> some View {
    badge.body
}
