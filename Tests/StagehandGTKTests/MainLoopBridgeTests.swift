import CAdwaita
import StagehandGTK
import XCTest

final class MainLoopBridgeTests: XCTestCase {
    func testMainActorTasksRunInOrderOnTheMainThreadWhileGTKRuns() throws {
        try MainActor.assumeIsolated { try Self.mainActorTasksRun() }
    }

    func testDetachedWorkHopsBackToTheMainActor() throws {
        try MainActor.assumeIsolated { try Self.detachedWorkHopsBack() }
    }

    func testInstallIsIdempotentAndSelfChecks() throws {
        try MainActor.assumeIsolated { try Self.installIsIdempotent() }
    }

    @MainActor private final class Log {
        var events: [String] = []
    }

    @MainActor private static func mainActorTasksRun() throws {
        try GTKTestHost.require()
        let log = Log()
        let window = GTKTestHost.present(Label("bridge"))
        defer { window.destroy() }
        Task { @MainActor in log.events.append("first main=\(MainThread.isMain)") }
        Task { @MainActor in log.events.append("second main=\(MainThread.isMain)") }
        XCTAssertEqual(log.events, [], "tasks must not run before the main loop turns")
        XCTAssertTrue(GTKTestHost.pump { log.events.count == 2 })
        XCTAssertEqual(log.events, ["first main=true", "second main=true"])
    }

    @MainActor private static func detachedWorkHopsBack() throws {
        try GTKTestHost.require()
        let log = Log()
        Task.detached {
            let value = (1...10).reduce(0, +)
            await MainActor.run { log.events.append("sum \(value) main=\(MainThread.isMain)") }
        }
        XCTAssertTrue(GTKTestHost.pump { !log.events.isEmpty })
        XCTAssertEqual(log.events, ["sum 55 main=true"])
    }

    @MainActor private static func installIsIdempotent() throws {
        try GTKTestHost.require()
        XCTAssertTrue(MainLoopBridge.isInstalled)
        try MainLoopBridge.install()
        try MainLoopBridge.selfCheck(iterations: 50)
        XCTAssertTrue(MainLoopBridge.isInstalled)
    }
}
