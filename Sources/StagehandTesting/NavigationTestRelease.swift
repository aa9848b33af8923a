import Dispatch
import Stagehand
import Testing

/// What a released ``NavigationTestStore`` still does on the main actor: it takes its screens and
/// observer off the router and reports the changes left unstated.
struct NavigationTestRelease<Route: Hashable & Sendable, Event: StatechartEvent, Context>: Sendable {
    let router: NavigationRouter<Route, Event, Context>
    let recorder: NavigationTestRecorder<Route, Event, Context>
    let probes: [NavigationTestRecorder<Route, Event, Context>.Probe]
    let observation: ObservationID
    let location: SourceLocation

    @MainActor func run() {
        router.removeObserver(observation)
        for probe in probes { router.unregister(probe, from: probe.route) }
        let waiting = recorder.waiting
        guard !waiting.isEmpty else { return }
        if recorder.exhaustive {
            let changes = waiting.count == 1 ? "1 change was" : "\(waiting.count) changes were"
            let list = NavigationTestRecorder<Route, Event, Context>.describe(waiting)
            Issue.record(
                Comment(rawValue: "\(changes) not stated when the store was released\(list)"), sourceLocation: location)
        }
        _ = recorder.takeAll()
    }
}

/// Tells whether code runs on the main dispatch queue, where the main actor runs.
enum NavigationTestMainQueue {
    /// The key the main queue is marked with.
    static let key = DispatchSpecificKey<Bool>()

    /// Marks the main queue, so that ``isCurrent`` can recognise it (idempotent).
    @MainActor static func mark() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    /// Whether the caller runs on the main queue (the main actor), once it has been marked.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
