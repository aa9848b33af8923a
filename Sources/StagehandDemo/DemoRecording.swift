import Stagehand

/// What `--record` records of the demo, and under which names: the navigation chart (whose
/// Account region is the sign-in flow), its router and the comments' content container. The
/// demo has no flat machine: the comments' ``Loader`` decides its states without one.
@MainActor
enum DemoRecording {
    /// The navigation statechart; the router's moves (Back, deep links) continue it as
    /// `navigation#1`, `navigation#2`, … (see ``SessionRecorder/record(chartOf:as:clock:stateID:payload:)``).
    static let chart = "navigation"
    /// The navigation router's route changes (tabs, stacks, presentations).
    static let router = "router"
    /// The comments screen's content container (loading, empty and error placeholders).
    static let content = "comments.content"

    /// Records the router's chart and its route changes; attach after a restore, before
    /// ``NavigationRouter/start(context:)``.
    /// - Parameters:
    ///   - router: The demo's router.
    ///   - recorder: The session's recorder.
    ///   - clock: The clock every record's time is read from.
    /// - Throws: ``SessionRecorderError`` when a name is already recorded.
    static func record(
        _ router: NavigationRouter<AppRoute, AppEvent, String>, with recorder: SessionRecorder,
        clock: (any StagehandClock)?
    ) throws(SessionRecorderError) {
        try recorder.record(chartOf: router, as: chart, clock: clock, stateID: \.rawValue, payload: payload)
        try recorder.record(router, as: Self.router, clock: clock)
    }

    /// A short description of an event's payload: the number of replies loaded, or the failure.
    /// - Parameter event: The event.
    /// - Returns: The description, or `nil` for an event without a payload.
    nonisolated static func payload(_ event: AppEvent) -> String? {
        switch event {
        case .repliesLoaded(let replies): "\(replies.count) replies"
        case .repliesFailed(let error): "\(error)"
        default: nil
        }
    }
}
