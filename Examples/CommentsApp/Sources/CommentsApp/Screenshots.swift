import Stagehand
import StagehandGTK

/// Walks the app through its screens and writes each one to `<directory>/<name>.png`: what CI
/// renders to prove the example builds, runs and shows the right screens.
@MainActor
final class Screenshots {
    private let app: AppWindow
    private let directory: String
    private let clock = GLibClock()
    private var failures = 0

    init(app: AppWindow, directory: String) {
        self.app = app
        self.directory = directory
    }

    /// Runs every step, then calls `finish` with 0 when every screen was right and written.
    func run(finish: @escaping @MainActor (Int32) -> Void) {
        let screen = app.comments
        let steps: [(name: String, action: @MainActor () -> Void, expected: @MainActor () -> Bool)] = [
            ("loading", {}, { screen.content.state.kind == .loading }),
            ("content", {}, { screen.content.state.kind == .content && !screen.list.isPageShown }),
            ("search-empty", { screen.search("zebra") }, { screen.list.isPageShown }),
            (
                "error",
                {
                    screen.search("")
                    self.app.api.isOffline = true
                    screen.startOver()
                }, { screen.content.state.kind == .error }
            ),
            (
                "retry",
                {
                    self.app.api.isOffline = false
                    screen.loader.retry()
                }, { screen.content.state.kind == .content }
            ),
            (
                "account-landing", { self.perform { try $0.select(tab: .account) } },
                { self.app.router.visibleRoute == .landing }
            ),
            (
                "account-signin", { self.perform { try $0.send(.showSignIn) } },
                { self.app.router.visibleRoute == .signIn }
            ),
            (
                "account-profile", { self.perform { try $0.send(.signIn, context: "Ada") } },
                { self.app.router.visibleRoute == .profile }
            ),
            ("signed-out", { self.perform { try $0.send(.signOut) } }, { self.app.router.visibleRoute == .landing }),
        ]
        step(steps[...], finish: finish)
    }

    private func perform(_ request: (NavigationRouter<Route, Event, String>) throws -> Void) {
        do { try request(app.router) } catch {
            print("CommentsApp: \(error)")
            failures += 1
        }
    }

    private func step(
        _ steps: ArraySlice<(name: String, action: @MainActor () -> Void, expected: @MainActor () -> Bool)>,
        finish: @escaping @MainActor (Int32) -> Void
    ) {
        guard let next = steps.first else {
            finish(failures == 0 ? 0 : 1)
            return
        }
        next.action()
        // Waits (a bounded number of 50 ms polls) for the screen to be right and still, then for a
        // frame to be painted, then writes the picture.
        waitUntil(polls: 200, { next.expected() && (next.name == "loading" || self.app.isSettled) }) { [self] ok in
            if !ok {
                print("CommentsApp: \(next.name): the screen never became what it should be")
                failures += 1
            }
            do {
                try FrameTiming.afterNextPaint(of: app.window) { [self] in
                    do {
                        let path = "\(directory)/\(next.name).png"
                        let size = try OffscreenRenderer.writePNG(of: app.window, to: path)
                        print("wrote \(path) (\(size.width)×\(size.height))")
                    } catch {
                        print("CommentsApp: \(next.name): \(error)")
                        failures += 1
                    }
                    step(steps.dropFirst(), finish: finish)
                }
            } catch {
                print("CommentsApp: \(next.name): \(error)")
                failures += 1
                step(steps.dropFirst(), finish: finish)
            }
        }
    }

    private func waitUntil(
        polls: Int, _ condition: @escaping @MainActor () -> Bool, then: @escaping @MainActor (Bool) -> Void
    ) {
        if condition() { return then(true) }
        if polls == 0 { return then(false) }
        _ = clock.schedule(after: .milliseconds(50)) { [self] in
            waitUntil(polls: polls - 1, condition, then: then)
        }
    }
}
