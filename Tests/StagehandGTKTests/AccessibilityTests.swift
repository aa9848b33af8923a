import CAdwaita
import StagehandGTK
import XCTest

final class AccessibilityTests: XCTestCase {
    func testBusyStateAndLabelReachGTKAccessibility() throws {
        try MainActor.assumeIsolated { try Self.busyAndLabel() }
    }

    @MainActor private static func busyAndLabel() throws {
        try GTKTestHost.require()
        let spinner = Spinner()
        spinner.setAccessibleBusy(true)
        XCTAssertTrue(spinner.accessibleBusyState(is: true))
        XCTAssertFalse(spinner.accessibleBusyState(is: false))
        spinner.setAccessibleBusy(false)
        XCTAssertTrue(spinner.accessibleBusyState(is: false))
        let page = StatusPage(title: "Offline")
        page.setAccessibleLabel("Offline: check your connection")
        XCTAssertTrue(page.accessibleLabel(is: "Offline: check your connection"))
        XCTAssertFalse(page.accessibleLabel(is: "Offline"))
    }
}

extension Widget {
    /// Whether the widget's accessible busy state equals `busy` (needs `GTK_A11Y=test`, which the
    /// test host sets).
    fileprivate func accessibleBusyState(is busy: Bool) -> Bool {
        guard let mismatch = cadw_accessible_check_busy(cadw_accessible(pointer), busy ? 1 : 0) else { return true }
        g_free(mismatch)
        return false
    }

    /// Whether the widget's accessible label equals `label` (needs `GTK_A11Y=test`).
    fileprivate func accessibleLabel(is label: String) -> Bool {
        guard let mismatch = cadw_accessible_check_label(cadw_accessible(pointer), label) else { return true }
        g_free(mismatch)
        return false
    }
}
