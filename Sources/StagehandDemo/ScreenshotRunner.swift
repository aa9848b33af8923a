import Foundation
import Stagehand
import StagehandGTK

/// Drives the demo through each of its states and renders every one offscreen to PNG (printing
/// the time to first frame), or measures time to first frame and state-change → frame latency
/// with the window's frame clock.
@MainActor
final class ScreenshotRunner {
    let demo: DemoWindow
    private let options: DemoOptions
    private var startup: StartupTimeline
    private var firstFrame: (fromMain: Duration, fromExec: Duration?, cpu: Duration, cpuFromMain: Duration)?

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

    private func runAll() async -> Int32 {
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

    private func captureAll(into directory: String) async throws(DemoRunError) {
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
    private func capturePresentations(into directory: String) async throws(DemoRunError) {
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
    private func captureReplies(into directory: String) async throws(DemoRunError) {
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
    private func captureAccount(into directory: String) async throws(DemoRunError) {
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
            throw .deepLink("account/signIn", reason: "\(error)")
        }
        try await wait("the deep link's form", until: { router.visibleRoute == .signIn })
        try await capture("account-deeplink", into: directory)
        router.show(tab: .comments)
        try await wait("the comments tab", until: { router.visibleRoute == .thread })
    }

    /// Renders the window, or a presentation's own window (`widget`, whatever its size), to
    /// `directory/name.png` once nothing animates.
    private func capture(_ name: String, of widget: Widget? = nil, into directory: String) async throws(DemoRunError) {
        await sleep(settle)
        let demo = demo
        try await wait("the animations of \(name) to end", until: { demo.isSettled })
        await nextFrame()
        let path = "\(directory)/\(name).png"
        let size: OffscreenRenderer.Size
        do {
            size = try OffscreenRenderer.writePNG(of: widget ?? demo.window, to: path)
        } catch {
            throw .render(name: name, reason: "\(error)")
        }
        let expected = DemoWindow.screenshotSize
        guard widget != nil || (size.width == expected.width && size.height == expected.height) else {
            throw .render(
                name: name,
                reason:
                    "the window rendered at \(size.width)×\(size.height), expected \(expected.width)×\(expected.height)"
            )
        }
        print("wrote \(path) (\(size.width)×\(size.height))")
        fflush(nil)
    }

    // MARK: Measurements

    /// One state change the runner times, with how to undo it and when its result is perceptible.
    private struct Change {
        let label: String
        let change: @MainActor () -> Void
        let undo: @MainActor () -> Void
        /// Whether the frame just painted shows the new state (a fading view drawn at all).
        let isVisible: @MainActor () -> Bool
    }

    private func printFirstFrame() {
        guard let firstFrame else { return }
        let exec = firstFrame.fromExec.map { ", \(Self.milliseconds($0)) from exec (±10 ms)" } ?? ""
        print(
            "time to first frame: \(Self.milliseconds(firstFrame.fromMain)) from main\(exec); "
                + "main-thread CPU \(Self.milliseconds(firstFrame.cpu)) (\(Self.milliseconds(firstFrame.cpuFromMain)) from main)"
        )
        print("  from main: " + startup.summary { Self.milliseconds($0) })
        fflush(nil)
    }

    private func measureAll() async throws(DemoRunError) {
        printFirstFrame()
        print(
            "state change → end of the paint of the first frame that shows it, median of \(Self.samples) "
                + "requests, each made at rest (no frame painted for \(Self.milliseconds(Self.rest))); frame interval "
                + "\(Self.milliseconds(TimedAnimation.frameInterval(of: demo.window))) "
                + "(frames: frame-clock frames from the request to that one; cpu: main-thread CPU time; wall: the same "
                + "stretches in wall-clock time):")
        let changes = measuredChanges()
        let enabled = TimedAnimation.areEnabled
        TimedAnimation.areEnabled = false
        for change in changes { try await report(change, animated: false) }
        TimedAnimation.areEnabled = enabled
        try await measureNavigation()
        guard enabled else { return }
        print(
            "with animations (first frame: the frame that starts the cross-fade or fade; visible: the first "
                + "frame in which the arriving view reaches the pixels, weighing ≥ 0.5/255 through the layers above it):"
        )
        for change in changes { try await report(change, animated: true) }
    }

    private func measuredChanges() -> [Change] {
        let demo = demo
        let screen = demo.comments
        let view = screen.content
        let router = demo.router
        let navigation = demo.navigation
        let onThread: @MainActor () -> Void = { router.show(tab: .comments) }
        let onLanding: @MainActor () -> Void = {
            router.show(tab: .account)
            while router.visibleRoute != .landing, router.canGoBack { router.performBack() }
        }
        let mapped: @MainActor (AppRoute) -> Bool = { route in
            router.visibleRoute == route && navigation.visibleScreen?.isMapped == true
        }
        return [
            Change(
                label: "search → no results", change: { demo.search("zebra") },
                undo: {
                    onThread()
                    demo.search("")
                },
                isVisible: { screen.list.isPageShown && screen.list.page.opacity >= Self.perceptible }),
            Change(
                label: "search cleared → list", change: { demo.search("") },
                undo: {
                    onThread()
                    demo.search("zebra")
                },
                isVisible: { !screen.list.isPageShown }),
            Change(
                label: "content → empty placeholder",
                change: { view.show(.empty) },
                undo: {
                    onThread()
                    view.show(screen.loader.state)
                },
                isVisible: { Self.contribution(of: view.emptyPage, in: view.host.stack) >= Self.perceptible }),
            Change(
                label: "tab Comments → Account", change: { router.show(tab: .account) },
                undo: {
                    onLanding()
                    onThread()
                },
                isVisible: { mapped(.landing) }),
            Change(
                label: "tab Account → Comments", change: { router.show(tab: .comments) },
                undo: onLanding, isVisible: { mapped(.thread) }),
            Change(
                label: "push landing → welcome", change: { router.perform(.getStarted) }, undo: onLanding,
                isVisible: { mapped(.welcome) }),
            Change(
                label: "push welcome → form (new)", change: { router.perform(.showSignIn) },
                undo: {
                    onLanding()
                    router.perform(.getStarted)
                },
                isVisible: { mapped(.signIn) }),
            Change(
                label: "back welcome → landing", change: { router.performBack() },
                undo: {
                    onLanding()
                    router.perform(.getStarted)
                },
                isVisible: { mapped(.landing) }),
        ]
    }

    private static let samples = 11

    /// The least weight a view must have in the pixels to change them: half a step of an 8-bit channel.
    private static let perceptible = 0.5 / 255

    /// How much of `widget` reaches the pixels: its opacity times the transparency of every layer
    /// drawn above it in `stack` (each taken as opaque where it draws, as the demo's screens are).
    private static func contribution(of widget: Widget, in stack: LayerStack) -> Double {
        guard widget.isVisible, let index = stack.layers.firstIndex(where: { $0 === widget }) else { return 0 }
        return stack.layers[(index + 1)...].reduce(widget.opacity) { weight, above in
            above.isVisible ? weight * (1 - above.opacity) : weight
        }
    }

    private func report(_ change: Change, animated: Bool) async throws(DemoRunError) {
        var shown: [FrameMeasurement] = []
        var firstFrames: [Duration] = []
        for _ in 0..<Self.samples {
            change.undo()
            await sleep(settle)
            let demo = demo
            try await wait("the animations to end", until: { demo.isSettled })
            try await waitForRest()
            let requested = FrameTiming.monotonicNow
            var firstFrame: Duration?
            let isVisible = change.isVisible
            shown.append(
                try await measure(change.change) {
                    if firstFrame == nil { firstFrame = FrameTiming.monotonicNow - requested }
                    return isVisible()
                })
            firstFrames.append(firstFrame ?? .zero)
        }
        let line = Self.summary(shown)
        let name = change.label.padding(toLength: 30, withPad: " ", startingAt: 0)
        if animated {
            let first = Self.milliseconds(Self.median(firstFrames))
            print("  \(name) first frame \(first), visible \(line)")
        } else {
            print("  \(name) \(line)")
        }
        fflush(nil)
    }

    /// "12.3 ms (max 20.1 ms), 1 frame, cpu 8.0 ms = change 1.0 + wait 0.2 + layout 2.8 + paint 4.0", medians.
    static func summary(_ samples: [FrameMeasurement]) -> String {
        let wall = samples.map(\.total.wall)
        let frames = median(samples.map { Duration.seconds($0.frames) }).components.seconds
        let cpu: [String] = [
            ("change", \FrameMeasurement.change), ("wait", \.wait), ("earlier frames", \.earlierFrames),
            ("layout", \.layout), ("paint", \.paint),
        ].compactMap { name, path in
            let value = median(samples.map { $0[keyPath: path].cpu })
            return name == "earlier frames" && value == .zero ? nil : "\(name) \(milliseconds(value, unit: false))"
        }
        let wallParts: [String] = [
            ("change", \FrameMeasurement.change), ("wait", \.wait), ("earlier frames", \.earlierFrames),
            ("layout", \.layout), ("paint", \.paint),
        ].compactMap { name, path in
            let value = median(samples.map { $0[keyPath: path].wall })
            return name == "earlier frames" && value == .zero ? nil : "\(name) \(milliseconds(value, unit: false))"
        }
        return
            "\(milliseconds(median(wall))) (p90 \(milliseconds(percentile(90, of: wall))), max \(milliseconds(wall.max() ?? .zero))), "
            + "\(frames) frame\(frames == 1 ? "" : "s"), cpu \(milliseconds(median(samples.map(\.total.cpu)))) = "
            + cpu.joined(separator: " + ") + "; wall " + wallParts.joined(separator: " + ")
    }

    /// The `percent`th percentile of `values` (nearest rank).
    static func percentile(_ percent: Int, of values: [Duration]) -> Duration {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .zero }
        let rank = (percent * sorted.count + 99) / 100  // ceil(percent/100 · n), 1-based
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    func measure(
        of widget: Widget? = nil, _ change: @escaping @MainActor () -> Void,
        until isShown: @escaping @MainActor () -> Bool
    ) async throws(DemoRunError) -> FrameMeasurement {
        let widget = widget ?? demo.window
        let result: Result<FrameMeasurement, FrameTimingError> = await withCheckedContinuation { continuation in
            do throws(FrameTimingError) {
                try FrameTiming.measure(of: widget, change: change, until: isShown) {
                    continuation.resume(returning: .success($0))
                }
            } catch {
                continuation.resume(returning: .failure(error))
            }
        }
        switch result {
        case .success(let measurement): return measurement
        case .failure(let error): throw .frameClock("\(error)")
        }
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
    private static let rest: Duration = .milliseconds(50)

    /// Waits until the frame clock of `window` (the demo's by default) is at rest: no frame
    /// painted for ``rest``.
    func waitForRest(of window: Widget? = nil) async throws(DemoRunError) {
        let watch: PaintWatch
        do {
            watch = try PaintWatch(of: window ?? demo.window)
        } catch {
            throw .frameClock("\(error)")
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

    private func nextFrame() async {
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

    private func makeDirectory(_ path: String) throws(DemoRunError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .directory(path: path, reason: error.localizedDescription)
        }
    }

    static func milliseconds(_ duration: Duration, unit: Bool = true) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000  // tenths of a millisecond
        return "\(tenths / 10).\(tenths % 10)\(unit ? " ms" : "")"
    }
}
