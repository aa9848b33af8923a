// The containers the article's `drive` snippet shows routes in.
import Stagehand
import StagehandTesting

@MainActor let tabBarContainer = StateContainer<Page, RecordingHost>(
    initialState: .comments, host: RecordingHost(), clock: ManualClock()
) { _ in [] }
@MainActor let commentsContainer = StateContainer<Page, RecordingHost>(
    initialState: .list, host: RecordingHost(), clock: ManualClock()
) { _ in [] }
