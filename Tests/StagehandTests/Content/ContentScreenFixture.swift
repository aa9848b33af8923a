import Stagehand
import StagehandTesting

/// A content screen on a ``RecordingHost``: content, three placeholders, the app's model and a
/// log of placeholder events.
@MainActor
final class ContentScreenFixture {
    let clock = ManualClock()
    let host: RecordingHost
    let content = RecordingChild("content")
    let spinner = RecordingChild("spinner")
    let failure = RecordingChild("error")
    let nothing = RecordingChild("empty")
    let model = ItemsBox()
    var placeholderLog: [String] = []
    var errorsWhileContent: [LoadFailure] = []
    let controller: ContentStateController<RecordingHost, LoadFailure>

    init(
        initialState: ContentState<LoadFailure> = .loading, timing: ContentLoadingTiming = .immediate,
        placeholders: Bool = true, onScreen: Bool = true
    ) {
        host = RecordingHost(mode: .onClock(clock))
        let model = model
        controller = ContentStateController(
            content: content, host: host, clock: clock, initialState: initialState, loadingTiming: timing,
            hasContent: { !model.items.isEmpty })
        host.observe(controller.container)
        controller.onPlaceholderEvent = { [unowned self] child, event in
            placeholderLog.append("\(child.name): \(event)")
        }
        controller.onErrorWhileContent = { [unowned self] in errorsWhileContent.append($0) }
        if placeholders {
            controller.loadingPlaceholder = spinner
            controller.errorPlaceholder = failure
            controller.emptyPlaceholder = nothing
        }
        if onScreen {
            controller.container.containerWillAppear(animated: false)
            controller.container.containerDidAppear(animated: false)
        }
    }

    /// Every views list the host was given, in order.
    var viewHistory: [[String]] {
        host.events.compactMap { event in
            if case .views(let names) = event { return names }
            return nil
        }
    }

    /// Runs every pending timer and animation.
    func settle() {
        clock.runUntilIdle()
    }

    /// The violations of the container contract in the trace so far.
    func violations(initialState: String) -> [LifecycleViolation] {
        LifecycleChecker(initialState: initialState).check(host.events)
    }
}
