// The names the GTK article's container snippet uses without declaring them.
import StagehandGTK

enum Screen: Hashable, Sendable { case loading, ready }

@MainActor let window = Window(title: "Comments")
@MainActor let list = ListBox()
@MainActor let spinner = Spinner()
