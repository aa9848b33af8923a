import Foundation
import Stagehand
import StagehandGTK

/// Issue 21's navigation figures for `--measure`: restoring ``RestoreFixture`` (3 tabs × 20-deep
/// stacks plus a sheet) to its first painted frame, and presenting and dismissing the demo's
/// compose sheet, each from the request to the end of the paint of the first frame that shows it.
extension ScreenshotRunner {
    /// How many restores and presentations are timed.
    static var navigationSamples: Int { 11 }

    /// Prints the restore, present and dismiss lines (the CI step parses them).
    func measureNavigation() async throws(DemoRunError) {
        print(
            "navigation, from the request to the end of the paint of the first frame that shows it, "
                + "median of \(Self.navigationSamples) (frames: frame-clock frames from the request to that one):")
        try await measureRestore()
        try await measureComposeSheet()
    }

    /// Restores the fixture's deep snapshot into a window showing its fresh start, again and
    /// again: the first frame must show every tab's top screen in place and the sheet's window.
    private func measureRestore() async throws(DemoRunError) {
        let router: RestoreFixture.FixtureRouter
        let deep: NavigationSnapshot<String, String>
        do {
            router = try RestoreFixture.makeRouter()
            deep = try RestoreFixture.deepSnapshot()
        } catch {
            throw .missingScreen("the restore fixture (\(error))")
        }
        router.start()
        let fresh = router.snapshot()
        let window = demo.app.makeWindow(
            title: "Restore", width: DemoWindow.size.width, height: DemoWindow.size.height)
        var built = 0
        let navigation = TabNavigationView(
            router: router,
            tabs: RestoreFixture.tabs.map { NavigationTab($0, title: $0) },
            title: { $0 }, transitionDuration: DemoWindow.slideDuration
        ) { route, _ in
            built += 1
            return StatusPage(title: route, description: "A screen of the restore fixture.").styled("background")
        }
        window.setContent(navigation)
        window.present()
        defer {
            try? router.restore(fresh)
            window.destroy()
        }
        let sheet = RestoreFixture.sheet
        let isRestored: @MainActor () -> Bool = {
            navigation.visibleScreen?.isMapped == true && navigation.presentedWindow(of: sheet)?.isMapped == true
        }
        var samples: [FrameMeasurement] = []
        var sheetPaints: [Duration] = []
        var builds: [Int] = []
        for _ in 0..<Self.navigationSamples {
            do {
                try router.restore(fresh)
            } catch {
                throw .cannot("open the deep link the fixture's fresh snapshot", reason: "\(error)")
            }
            await sleep(settle)
            try await wait("the fixture's sheet to close", until: { navigation.presentedRoutes.isEmpty })
            try await waitForRest(of: window)
            built = 0
            var failure: NavigationRestoreError<String>?
            let requested = FrameTiming.monotonicNow
            var sheetPaint: Duration?
            let measurement = try await measure(
                of: window,
                {
                    do throws(NavigationRestoreError<String>) {
                        try router.restore(deep)
                    } catch {
                        failure = error
                    }
                    if let shown = navigation.presentedWindow(of: sheet) {
                        try? FrameTiming.afterNextPaint(of: shown) { sheetPaint = FrameTiming.monotonicNow - requested }
                    }
                }, until: isRestored)
            if let failure { throw .cannot("open the deep link the fixture's deep snapshot", reason: "\(failure)") }
            try await wait("the sheet's first paint", until: { sheetPaint != nil })
            samples.append(measurement)
            sheetPaints.append(sheetPaint ?? .zero)
            builds.append(built)
        }
        let screens = RestoreFixture.tabCount * RestoreFixture.depth
        print(
            "  restore 3 tabs × 20 + sheet    \(Self.summary(samples)); the sheet's first paint "
                + "\(Self.milliseconds(Self.median(sheetPaints))); screens built \(builds.max() ?? 0) of \(screens) + 1"
        )
        fflush(nil)
    }

    /// Presents and dismisses the compose sheet over the thread: presenting shows in the sheet
    /// window's first frame; dismissing in the main window's next frame.
    private func measureComposeSheet() async throws(DemoRunError) {
        let demo = demo
        let router = demo.router
        let navigation = demo.navigation
        router.show(tab: .comments)
        while router.visibleRoute != .thread, router.canGoBack { router.performBack() }
        var presents: [(latency: Duration, frames: Int)] = []
        var dismissals: [FrameMeasurement] = []
        for _ in 0..<Self.navigationSamples {
            await sleep(settle)
            try await wait("the thread at rest", until: { router.visibleRoute == .thread && demo.isSettled })
            try await waitForRest(of: demo.window)
            let requested = FrameTiming.monotonicNow
            router.perform(.compose)
            guard let sheet = navigation.presentedWindow(of: .compose) else {
                throw .missingScreen("the compose sheet")
            }
            let changed = FrameTiming.monotonicNow - requested
            let shown = try await measure(of: sheet, {}, until: { sheet.isMapped })
            presents.append((changed + shown.total.wall, shown.frames))
            await sleep(settle)
            try await waitForRest(of: demo.window)
            dismissals.append(
                try await measure(
                    of: demo.window, { router.performDismiss() },
                    until: { navigation.presentedRoutes.isEmpty && !sheet.isMapped }))
        }
        let latencies = presents.map(\.latency)
        let frames = Self.median(presents.map { Duration.seconds($0.frames) }).components.seconds
        print(
            "  present the compose sheet      \(Self.milliseconds(Self.median(latencies))) "
                + "(p90 \(Self.milliseconds(Self.percentile(90, of: latencies))), max "
                + "\(Self.milliseconds(latencies.max() ?? .zero))), \(frames) frame\(frames == 1 ? "" : "s") of the sheet's window"
        )
        print("  dismiss the compose sheet      \(Self.summary(dismissals))")
        fflush(nil)
    }
}
