import Foundation
import Stagehand
import StagehandGTK

// `--measure`: the time from a state change to the first frame that shows it, for each change
// the demo can make, and the first frame of the window.
extension ScreenshotRunner {
    // MARK: Measurements

    /// One state change the runner times, with how to undo it and when its result is perceptible.
    struct Change {
        let label: String
        let change: @MainActor () -> Void
        let undo: @MainActor () -> Void
        /// Whether the frame just painted shows the new state (a fading view drawn at all).
        let isVisible: @MainActor () -> Bool
    }

    func printFirstFrame() {
        guard let firstFrame else { return }
        let exec = firstFrame.fromExec.map { ", \(Self.milliseconds($0)) from exec (±10 ms)" } ?? ""
        print(
            "time to first frame: \(Self.milliseconds(firstFrame.fromMain)) from main\(exec); "
                + "main-thread CPU \(Self.milliseconds(firstFrame.cpu)) (\(Self.milliseconds(firstFrame.cpuFromMain)) from main)"
        )
        print("  from main: " + startup.summary { Self.milliseconds($0) })
        fflush(nil)
    }

    func measureAll() async throws(DemoRunError) {
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

    func measuredChanges() -> [Change] {
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

    static let samples = 11

    /// The least weight a view must have in the pixels to change them: half a step of an 8-bit channel.
    static let perceptible = 0.5 / 255

    /// How much of `widget` reaches the pixels: its opacity times the transparency of every layer
    /// drawn above it in `stack` (each taken as opaque where it draws, as the demo's screens are).
    static func contribution(of widget: Widget, in stack: LayerStack) -> Double {
        guard widget.isVisible, let index = stack.layers.firstIndex(where: { $0 === widget }) else { return 0 }
        return stack.layers[(index + 1)...].reduce(widget.opacity) { weight, above in
            above.isVisible ? weight * (1 - above.opacity) : weight
        }
    }

    func report(_ change: Change, animated: Bool) async throws(DemoRunError) {
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

    /// The median of each stretch of the measurement ("change 1.0", "wait 0.2", …) in one time
    /// (wall or CPU); "earlier frames" only when it is not zero.
    static func spanParts(_ samples: [FrameMeasurement], _ time: KeyPath<FrameMeasurement.Span, Duration>) -> [String] {
        let stretches: [(String, KeyPath<FrameMeasurement, FrameMeasurement.Span>)] = [
            ("change", \.change), ("wait", \.wait), ("earlier frames", \.earlierFrames), ("layout", \.layout),
            ("paint", \.paint),
        ]
        return stretches.compactMap { name, stretch in
            let value = median(samples.map { $0[keyPath: stretch][keyPath: time] })
            return name == "earlier frames" && value == .zero ? nil : "\(name) \(milliseconds(value, unit: false))"
        }
    }

    /// "12.3 ms (max 20.1 ms), 1 frame, cpu 8.0 ms = change 1.0 + wait 0.2 + layout 2.8 + paint 4.0", medians.
    static func summary(_ samples: [FrameMeasurement]) -> String {
        let wall = samples.map(\.total.wall)
        let frames = median(samples.map { Duration.seconds($0.frames) }).components.seconds
        let cpu = spanParts(samples, \.cpu)
        let wallParts = spanParts(samples, \.wall)
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
        case .failure(let error): throw .cannot("measure frames", reason: "\(error)")
        }
    }
}
