import CAdwaita
import StagehandGTK
import XCTest

final class ApplicationTests: XCTestCase {
    func testRunActivatesAndMainActorTasksRunInsideTheApplicationLoop() throws {
        try MainActor.assumeIsolated { try Self.runsTasksInsideTheLoop() }
    }

    func testAnInvalidIDIsATypedError() throws {
        try MainActor.assumeIsolated { try Self.invalidID() }
    }

    @MainActor private final class Log {
        var events: [String] = []
    }

    @MainActor private static func runsTasksInsideTheLoop() throws {
        try GTKTestHost.require()
        let log = Log()
        let status = try Application.run(id: "org.stagehand.GTKTests") { app in
            log.events.append("activate")
            let window = app.makeWindow(title: "app test", width: 320, height: 240)
            let label = Label("running")
            window.setContent(label)
            label.onMap {
                log.events.append("mapped")
                Task { @MainActor in
                    log.events.append("task main=\(MainThread.isMain)")
                    window.destroy()
                    app.quit()
                }
            }
            window.present()
        }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(log.events, ["activate", "mapped", "task main=true"])
    }

    @MainActor private static func invalidID() throws {
        try GTKTestHost.require()
        XCTAssertThrowsError(try Application.run(id: "not valid") { _ in }) { error in
            XCTAssertEqual(error as? ApplicationError, .invalidID("not valid"))
        }
    }
}
