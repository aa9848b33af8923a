import Foundation
import Stagehand
import StagehandTesting
import Testing

@testable import StagehandDemo

/// The demo's navigation survives a relaunch: saved as JSON on quit, restored on start; a file it
/// cannot use is reported and the demo starts fresh.
@MainActor @Suite struct NavigationStateFileTests {
    static func temporaryFile() -> NavigationStateFile {
        let directory = NSTemporaryDirectory() + "stagehand-demo-tests-\(UUID().uuidString)"
        return NavigationStateFile(path: directory + "/state/navigation.json")
    }

    @Test func aRelaunchReturnsToTheSameTabAndStacksAndReloadsTheReplies() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: (file.path as NSString).deletingLastPathComponent) }
        #expect(try file.load() == nil)
        let before = try AppRoute.makeRouter(invoker: ManualInvoker())
        before.start()
        try before.send(.openReplies)
        try before.select(tab: .account)
        try before.send(.getStarted)
        try file.save(before.snapshot())

        let invoker = ManualInvoker()
        let after = try AppRoute.makeRouter(invoker: invoker)
        try after.restore(try #require(try file.load()))
        #expect(after.selectedTab == .account)
        #expect(after.stack(of: .comments) == [.thread, .replies])
        #expect(after.stack(of: .account) == [.landing, .welcome])
        #expect(after.visibleRoute == .welcome)
        // The replies route was loading: its load starts again.
        #expect(invoker.log == [.started("replies")])
    }

    @Test func aFileThatIsNotASnapshotIsRefusedWithWhatIsWrong() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: (file.path as NSString).deletingLastPathComponent) }
        let router = try AppRoute.makeRouter()
        router.start()
        try file.save(router.snapshot())
        let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: file.path))
        #expect(throws: NavigationStateFileError.self) { try file.load() }
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["version"] = 7
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: file.path))
        #expect(
            throws: NavigationStateFileError.refused(
                path: file.path,
                reason: "the navigation snapshot has format version 7; this version of Stagehand reads up to 1")
        ) { try file.load() }
    }

    @Test func theStandardFileFollowsXDGStateHome() {
        #expect(
            NavigationStateFile.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path
                == "/s/stagehand-demo/navigation.json")
        #expect(
            NavigationStateFile.standard(environment: ["XDG_STATE_HOME": "", "HOME": "/h"])?.path
                == "/h/.local/state/stagehand-demo/navigation.json")
        #expect(NavigationStateFile.standard(environment: [:]) == nil)
    }

    @Test func theStateFlagIsTakenFromAnywhereOnTheCommandLine() throws {
        var arguments = ["--open", "comments", "--state", "nav.json"]
        #expect(try DemoOptions.takeStateFile(from: &arguments) == "nav.json")
        #expect(arguments == ["--open", "comments"])
        var none = ["--measure"]
        #expect(try DemoOptions.takeStateFile(from: &none) == nil)
        var missing = ["--state"]
        #expect(throws: DemoOptionsError.missingStateFile) { try DemoOptions.takeStateFile(from: &missing) }
    }
}
