// The names the README's testing snippet uses without declaring them.
import StagehandTesting

enum Screen: Hashable, Sendable { case loading, ready }

@MainActor let table = RecordingChild("table")
@MainActor let spinner = RecordingChild("spinner")
