// EXPECT: requires that 'Screen' conform to 'Hashable'
// Must NOT type-check against the stand-ins: `NavigationStack(path:root:)` takes a collection of
// `Hashable` elements
// (https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q).
import SwiftUI

struct Screen {}

struct Stack: View {
    @ObservedObject var model: Model

    var body: some View {
        NavigationStack(path: $model.path) { Text("root") }
    }
}

final class Model: ObservableObject {
    var path: [Screen] = []
}
