import Stagehand

/// The routes of the router lifetime, step-limit and queue tests.
enum Lane: String, Hashable, Sendable, CaseIterable {
    case a, b, c
}

/// Their events.
enum LaneEvent: String, Hashable, Sendable {
    case tick, tock, go, ret, stay, spin, guarded
}

typealias LaneRouter = Router<Lane, LaneEvent, String>
typealias LaneChange = RouteChange<Lane, LaneEvent, String>

/// What the lane screens and observers heard, in order.
@MainActor
final class LaneLog {
    var entries: [String] = []
}

/// A screen that logs its callbacks as `name.leave a>b cause` / `name.enter a>b cause` (with
/// `ctx=…` when there is a context) and then runs an optional closure.
@MainActor
final class LaneScreen: RouteScreen {
    typealias Route = Lane
    typealias Event = LaneEvent
    typealias Context = String

    let name: String
    let log: LaneLog
    var onLeave: ((LaneChange) -> Void)?
    var onEnter: ((LaneChange) -> Void)?

    init(_ name: String, _ log: LaneLog) {
        self.name = name
        self.log = log
    }

    func routeWillLeave(_ change: LaneChange) {
        log.entries.append("\(name).leave \(Self.describe(change))")
        onLeave?(change)
    }

    func routeDidEnter(_ change: LaneChange) {
        log.entries.append("\(name).enter \(Self.describe(change))")
        onEnter?(change)
    }

    static func describe(_ change: LaneChange) -> String {
        let cause: String
        switch change.cause {
        case .start: cause = "start"
        case .event(let event): cause = event.rawValue
        case .back: cause = "back"
        case .open: cause = "path"
        case .select, .delayed, .invoked, .restore: cause = "other"
        }
        return "\(change.from?.rawValue ?? "-")>\(change.to) \(cause)" + (change.context.map { " ctx=\($0)" } ?? "")
    }
}
