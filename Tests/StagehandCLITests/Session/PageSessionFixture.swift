import Foundation
import Stagehand
import StagehandTesting

@testable import StagehandCLI

/// The session the inspection page's tests and `.ci/steps/page.sh` read
/// (`Fixtures/session-page.jsonl`): the demo's navigation chart (`Docs/navigation-chart.scxml`,
/// compiled by the CLI) with a container following its comments tab, and the checkout chart
/// with its Swift guard, recorded together by the real recorder.
@MainActor
enum PageSessionFixture {
    /// The session's lines.
    static func lines() throws -> [String] {
        let clock = ManualClock()
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        let scxml = try Data(contentsOf: ToolHarness.packageRoot.appendingPathComponent("Docs/navigation-chart.scxml"))
        guard case .success(let document) = SCXMLReader.read(Array(scxml), file: "navigation-chart.scxml") else {
            throw FixtureError()
        }
        let navigation = ChartDocument.Chart(try document.makeStatechart(log: ChartLog()).0, clock: clock)
        try recorder.record(navigation, as: "navigation", clock: clock)
        let host = RecordingHost(mode: .immediate)
        let screen = StateContainer(initialState: "thread", host: host, clock: clock) { (state: String) in
            [RecordingChild(state)]
        }
        try recorder.record(screen, as: "comments-screen", clock: clock)
        navigation.observe { [weak navigation] _ in
            guard let navigation, let shown = navigation.configuration.first else { return }
            screen.setNeedsTransition(to: shown, animated: false)
        }
        let valid = SessionFixture.Valid()
        let checkout = SessionFixture.Chart(try SessionFixture.definition { valid.value }, clock: clock)
        try recorder.record(checkout, as: "checkout", clock: clock)

        try navigation.start()
        try checkout.start()
        clock.advance(by: .milliseconds(800))
        try navigation.send("openReplies")
        clock.advance(by: .milliseconds(1_200))
        try navigation.send("deleteComment")
        try navigation.send("keepComment")
        valid.value = false
        try checkout.send("pay")
        clock.advance(by: .milliseconds(500))
        try navigation.send("getStarted")
        try navigation.send("reallyDelete")  // Discarded: replies is active, not confirmDelete.
        try navigation.send("showSignIn")
        clock.advance(by: .seconds(2))
        try navigation.send("signIn")
        try checkout.send("retry")
        valid.value = true
        try checkout.send("pay")
        clock.advance(by: .seconds(1))
        try checkout.send("paid")
        try navigation.send("signOut")
        return lines
    }

    /// The demo's chart could not be read.
    struct FixtureError: Error {}
}
