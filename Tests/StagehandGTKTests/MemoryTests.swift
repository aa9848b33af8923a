import CAdwaita
import StagehandGTK
import XCTest

final class MemoryTests: XCTestCase {
    func testAWrapperHoldsOneReferenceAndItsWidgetIsFinalizedAfterRelease() throws {
        try MainActor.assumeIsolated { try Self.wrapperReleases() }
    }

    func testAParentKeepsAChildAliveUntilRemoved() throws {
        try MainActor.assumeIsolated { try Self.parentKeepsChild() }
    }

    func testSignalClosuresAreReleasedWithTheirWidget() throws {
        try MainActor.assumeIsolated { try Self.closuresReleased() }
    }

    @MainActor private final class Tracker {
        let onDeinit: () -> Void
        init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        isolated deinit { onDeinit() }
    }

    @MainActor private static func wrapperReleases() throws {
        try GTKTestHost.require()
        var label: Label? = Label("bye")
        let watch = GTKTestHost.watchFinalization(of: label!.pointer)
        XCTAssertEqual(cadw_ref_count(label!.pointer), 1)
        XCTAssertFalse(watch.isFinalized)
        label = nil
        XCTAssertTrue(watch.isFinalized)
    }

    @MainActor private static func parentKeepsChild() throws {
        try GTKTestHost.require()
        let box = Box(.vertical)
        var child: Label? = Label("child")
        let watch = GTKTestHost.watchFinalization(of: child!.pointer)
        box.append(child!)
        let raw = child!.widget
        child = nil
        XCTAssertFalse(watch.isFinalized, "the box holds its own reference")
        gtk_box_remove(cadw_box(box.pointer), raw)
        XCTAssertTrue(watch.isFinalized)
    }

    @MainActor private static func closuresReleased() throws {
        try GTKTestHost.require()
        var events: [String] = []
        var button: Button? = Button(label: "x")
        do {
            let tracker = Tracker { events.append("closure released") }
            button!.onClicked { _ = tracker }
        }
        XCTAssertEqual(events, [])
        button = nil
        XCTAssertEqual(events, ["closure released"])
    }
}
