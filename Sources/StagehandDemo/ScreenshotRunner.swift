import Foundation
import Stagehand
import StagehandGTK

/// Drives the demo through each of its states and renders every one offscreen to PNG (printing
/// the time to first frame), or measures time to first frame and state-change → frame latency
/// with the window's frame clock.
@MainActor
final class ScreenshotRunner {
    let demo: DemoWindow
    let options: DemoOptions
    var startup: StartupTimeline
    var firstFrame: (fromMain: Duration, fromExec: Duration?, cpu: Duration, cpuFromMain: Duration)?

    /// How long the runner waits after a change before it checks that nothing animates any more.
    let settle: Duration = .milliseconds(150)

    /// Creates a runner.
    /// - Parameters:
    ///   - demo: The demo window, not yet presented.
    ///   - options: The mode; in window mode the runner only reports the first frame.
    ///   - startup: The start-up so far, from the start of `main` to presenting the window.
    init(demo: DemoWindow, options: DemoOptions, startup: StartupTimeline) {
        self.demo = demo
        self.options = options
        self.startup = startup
    }

    /// Starts after the window was presented: records the first frame, then (unless in window
    /// mode) runs every step and calls `finish` with the exit status.
    /// - Parameter finish: Receives 0 when every step succeeded, 1 otherwise.
    func start(finish: @escaping @MainActor (Int32) -> Void) {
        do {
            try FrameTiming.afterNextPaint(of: demo.window) { [self] in
                let cpu = FrameTiming.threadCPUTime
                let start = startup.start
                firstFrame = (ProcessTimes.now - start.wall, ProcessTimes.sinceExec(), cpu, cpu - start.cpu)
                startup.mark("the first frame")
                switch options {
                case .window, .open: return
                case .firstFrame:
                    printFirstFrame()
                    finish(0)
                default: Task { @MainActor in finish(await self.runAll()) }
                }
            }
        } catch {
            DemoApp.printError("stagehand-demo: \(error)")
            finish(1)
        }
    }

    func runAll() async -> Int32 {
        do throws(DemoRunError) {
            if case .screenshots(let directory) = options {
                try makeDirectory(directory)
                try await captureAll(into: directory)
                // Screenshots end on the sign-in flow, where the frame clock need not come to rest;
                // state-change latencies are `--measure`'s job, measured from the demo's start.
                printFirstFrame()
                return 0
            }
            let screen = demo.comments
            try await wait("the comments", until: { screen.loader.state.kind == .content })
            try await measureAll()
            return 0
        } catch {
            DemoApp.printError("stagehand-demo: \(error)")
            return 1
        }
    }

    // MARK: Screenshots

    func captureAll(into directory: String) async throws(DemoRunError) {
        let screen = demo.comments
        try await wait("the loading state", until: { screen.loader.state.kind == .loading })
        try await capture("loading", into: directory)

        try await wait("the comments", until: { screen.loader.state.kind == .content })
        try await capture("content", into: directory)

        demo.search("zebra")
        try await wait("the search page", until: { screen.isShowingNoResults })
        try await capture("search-empty", into: directory)
        demo.search("")

        screen.failureSwitch.isOn = true
        demo.refreshButton.click()
        try await wait("the error page", until: { screen.loader.state.kind == .error })
        try await capture("error", into: directory)
        screen.failureSwitch.isOn = false
        guard let retry = screen.content.errorPage.buttons[.primary] else { throw .missingScreen("the Retry button") }
        retry.click()
        try await wait("the comments after Retry", until: { screen.loader.state.kind == .content })

        screen.emptySwitch.isOn = true
        try await wait("the empty page", until: { screen.loader.state.kind == .empty })
        try await capture("empty", into: directory)
        screen.emptySwitch.isOn = false
        try await wait("the comments again", until: { screen.loader.state.kind == .content })

        try await captureReplies(into: directory)
        try await capturePresentations(into: directory)
        try await captureAccount(into: directory)
    }

    /// The delete confirmation over a comment's replies, then the compose sheet over the thread,
    /// each rendered from its own window.
    func capturePresentations(into directory: String) async throws(DemoRunError) {
        let demo = demo
        let router = demo.router
        let navigation = demo.navigation
        demo.selection.comment = demo.comments.comments.first
        router.perform(.openReplies)
        try await wait("the replies", until: { router.visibleRoute == .replies && demo.replies.phase != .loading })
        router.perform(.deleteComment)
        try await wait("the delete confirmation", until: { navigation.presentedWindow(of: .confirmDelete) != nil })
        guard let dialog = navigation.presentedWindow(of: .confirmDelete) else {
            throw .missingScreen("the delete confirmation")
        }
        try await capture("comments-delete-confirmation", of: dialog, into: directory)
        router.perform(.reallyDelete)
        try await wait(
            "the thread after deleting",
            until: { router.visibleRoute == .thread && navigation.presentedRoutes.isEmpty && demo.isSettled })
        router.perform(.compose)
        try await wait("the compose sheet", until: { navigation.presentedWindow(of: .compose) != nil })
        guard let sheet = navigation.presentedWindow(of: .compose) else { throw .missingScreen("the compose sheet") }
        try await capture("comments-compose", of: sheet, into: directory)
        router.performDismiss()
        try await wait("the sheet to close", until: { navigation.presentedRoutes.isEmpty })
    }

    /// The replies of the first comment, pushed and loaded by their route; then Back while they
    /// load, which cancels the route's load (no task is left).
    func captureReplies(into directory: String) async throws(DemoRunError) {
        let demo = demo
        let router = demo.router
        demo.selection.comment = demo.comments.comments.first
        router.perform(.openReplies)
        try await wait("the replies", until: { router.visibleRoute == .replies && demo.replies.phase != .loading })
        try await capture("comments-replies", into: directory)
        router.performBack()
        try await wait("the comments after Back", until: { router.visibleRoute == .thread && demo.isSettled })
        router.perform(.openReplies)
        try await wait("the replies' load to start", until: { demo.invoker.taskCount == 1 })
        router.performBack()
        try await wait(
            "Back to cancel the replies' load", until: { router.visibleRoute == .thread && demo.invoker.taskCount == 0 }
        )
    }

    /// The Account tab: a tab switch, two pushes, signing in (the profile), a tab switch away and
    /// back that keeps the profile, signing out, and a deep link.
    func captureAccount(into directory: String) async throws(DemoRunError) {
        let router = demo.router
        let steps: [(request: @MainActor () -> Void, route: AppRoute, name: String)] = [
            ({ router.show(tab: .account) }, .landing, "account-landing"),
            ({ router.perform(.getStarted) }, .welcome, "account-welcome"),
            ({ router.perform(.showSignIn) }, .signIn, "account-signin"),
        ]
        for step in steps {
            step.request()
            try await wait("the \(step.route) route", until: { router.visibleRoute == step.route })
            if step.route == .signIn, let form = demo.signIn.form {
                form.userName.text = "Amara Okafor"
                form.password.text = "correct horse"
            }
            try await capture(step.name, into: directory)
        }
        guard let form = demo.signIn.form else { throw .missingScreen("the sign-in form") }
        form.submit()
        try await wait("the profile route", until: { router.visibleRoute == .profile })
        try await capture("account-profile", into: directory)
        // Switching tabs keeps each tab's place.
        router.show(tab: .comments)
        try await wait("the comments tab", until: { router.visibleRoute == .thread })
        router.show(tab: .account)
        try await wait("the profile again", until: { router.visibleRoute == .profile })
        guard demo.navigation.visibleScreen === demo.signIn.profile else {
            throw .missingScreen("the profile kept while the Comments tab was shown")
        }
        router.perform(.signOut)
        try await wait("the landing page after signing out", until: { router.visibleRoute == .landing })
        do {
            try router.open(link: "account/signIn")
        } catch {
            throw .cannot("open the deep link account/signIn", reason: "\(error)")
        }
        try await wait("the deep link's form", until: { router.visibleRoute == .signIn })
        try await capture("account-deeplink", into: directory)
        router.show(tab: .comments)
        try await wait("the comments tab", until: { router.visibleRoute == .thread })
    }

    /// Renders the window, or a presentation's own window (`widget`, whatever its size), to
    /// `directory/name.png` once nothing animates.
    func capture(_ name: String, of widget: Widget? = nil, into directory: String) async throws(DemoRunError) {
        await sleep(settle)
        let demo = demo
        try await wait("the animations of \(name) to end", until: { demo.isSettled })
        await nextFrame()
        let path = "\(directory)/\(name).png"
        let size: OffscreenRenderer.Size
        do {
            size = try OffscreenRenderer.writePNG(of: widget ?? demo.window, to: path)
        } catch {
            throw .cannot("render \(name).png", reason: "\(error)")
        }
        let expected = DemoWindow.screenshotSize
        guard widget != nil || (size.width == expected.width && size.height == expected.height) else {
            throw .cannot(
                "render \(name).png",
                reason:
                    "the window rendered at \(size.width)×\(size.height), expected \(expected.width)×\(expected.height)"
            )
        }
        print("wrote \(path) (\(size.width)×\(size.height))")
        fflush(nil)
    }

    // MARK: Helpers

    func wait(
        _ what: String, timeout: Duration = .seconds(10), until condition: () -> Bool
    )
        async throws(DemoRunError)
    {
        let deadline = ProcessTimes.now + timeout
        while !condition() {
            guard ProcessTimes.now < deadline else { throw .timedOut(waitingFor: what, after: timeout) }
            await sleep(.milliseconds(20))
        }
    }

    /// How long no frame may have been painted before a change is requested: a change requested
    /// within a frame interval of the previous frame waits for the frame clock's next slot.
    static let rest: Duration = .milliseconds(50)

    /// Waits until the frame clock of `window` (the demo's by default) is at rest: no frame
    /// painted for ``rest``.
    func waitForRest(of window: Widget? = nil) async throws(DemoRunError) {
        let watch: PaintWatch
        do {
            watch = try PaintWatch(of: window ?? demo.window)
        } catch {
            throw .cannot("measure frames", reason: "\(error)")
        }
        defer { watch.stop() }
        let deadline = ProcessTimes.now + .seconds(5)
        repeat {
            await sleep(Self.rest)
            guard ProcessTimes.now < deadline else {
                throw .timedOut(
                    waitingFor: "the frame clock to rest (\(watch.paints) frames painted)", after: .seconds(5))
            }
        } while (watch.sinceLastPaint ?? Self.rest) < Self.rest
    }

    func nextFrame() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            do {
                try FrameTiming.afterNextPaint(of: demo.window) { continuation.resume() }
            } catch {
                continuation.resume()
            }
        }
    }

    func sleep(_ duration: Duration) async {
        try? await Task.sleep(for: duration)
    }

    func makeDirectory(_ path: String) throws(DemoRunError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannot("create the screenshot directory \(path)", reason: error.localizedDescription)
        }
    }

    static func milliseconds(_ duration: Duration, unit: Bool = true) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000  // tenths of a millisecond
        return "\(tenths / 10).\(tenths % 10)\(unit ? " ms" : "")"
    }
}
