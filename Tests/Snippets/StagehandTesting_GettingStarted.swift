// The names StagehandTesting's "Getting started" uses across its snippets.
import Stagehand
import StagehandTesting

@MainActor let clock = ManualClock()
@MainActor let host = RecordingHost(mode: .onClock(clock))
@MainActor var comments: [String] = []
@MainActor let container = StateContainer<String, RecordingHost>(initialState: "loading", host: host, clock: clock) {
    $0 == "loading" ? [RecordingChild("table")] : []
}
