import Stagehand
import Testing
import UIKit

@testable import StagehandUIKit

/// A screen the factory makes that adopts `RouteScreen` is registered with the router while
/// it is on a stack: it hears its route being left and entered again, and nothing once popped.
@MainActor
@Suite(.serialized)
struct NavigationScreenRegistrationTests {
    /// A screen that logs what it hears.
    final class LoggingScreen: UIViewController, RouteScreen {
        let name: String
        let log: ScreenLog

        init(name: String, log: ScreenLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        func routeWillLeave(_ change: RouteChange<String, String, String>) {
            log.lines.append("\(name) leaves (\(change.cause))")
        }

        func routeDidEnter(_ change: RouteChange<String, String, String>) {
            log.lines.append("\(name) enters (\(change.cause))")
        }
    }

    /// The lines the screens logged.
    @MainActor
    final class ScreenLog {
        var lines: [String] = []
    }

    @Test func aScreenOnAStackHearsItsRouteAndStopsHearingOncePopped() throws {
        UIKitCallRecorder.reset()
        let router = try NavigationFixture.router()
        let log = ScreenLog()
        var threads: [LoggingScreen] = []
        let tabs = NavigationFixture.Tabs(router: router, animated: false) { route, _ in
            guard route == "thread" else { return UIViewController() }
            let screen = LoggingScreen(name: "thread#\(threads.count + 1)", log: log)
            threads.append(screen)
            return screen
        }
        tabs.start()
        try router.send("open")  // thread#1 made after the change: it hears the next ones
        try router.send("reply")
        try router.back()
        try router.back()  // thread#1 popped and unregistered
        try router.send("open")  // thread#2
        try router.send("reply")
        #expect(threads.count == 2)
        #expect(
            log.lines == [
                "thread#1 leaves (event 'reply')",
                "thread#1 enters (back in tab 'comments')",
                "thread#1 leaves (back in tab 'comments')",
                "thread#2 leaves (event 'reply')",
            ])
    }
}
