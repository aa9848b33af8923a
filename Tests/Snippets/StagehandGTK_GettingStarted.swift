// What the GTK "Getting started" uses without declaring it: the app's network call, and the
// names of the container snippet.
import Stagehand
import StagehandGTK

func fetchComments() async throws(Failure) -> [String] {
    ["First!", "Second"]
}

enum Screen: Hashable, Sendable { case loading, ready }

@MainActor let window = Window(title: "Comments")
@MainActor let list = ListBox()
@MainActor let spinner = Spinner()
