// EXPECT: extra argument 'title' in call
// Must NOT type-check against the stand-ins: ContentUnavailableView's initializer labels its
// first view builder `label:`, not `title:`
// (https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)).
import SwiftUI

struct NoResults: View {
    var body: some View {
        ContentUnavailableView(title: { Text("No results") }, description: { Text("Try another search.") })
    }
}
