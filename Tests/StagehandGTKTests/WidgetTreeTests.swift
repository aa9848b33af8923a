import CAdwaita
import StagehandGTK
import XCTest

final class WidgetTreeTests: XCTestCase {
    func testBuildingATreeInOneExpression() throws {
        try MainActor.assumeIsolated { try Self.tree() }
    }

    @MainActor private static func tree() throws {
        try GTKTestHost.require()
        let title = Label("Comments").styled("title-2", "dim-label")
        let button = Button(label: "Retry").styled("pill")
        let column = Box(.vertical, spacing: 12, children: [title, button])
        XCTAssertTrue(title.hasCSSClass("title-2") && title.hasCSSClass("dim-label"))
        XCTAssertTrue(title.isChild(of: column) && button.isChild(of: column))
        XCTAssertEqual(gtk_widget_get_first_child(column.widget), title.widget)
        XCTAssertEqual(gtk_widget_get_last_child(column.widget), button.widget)
        XCTAssertEqual(column.spacing, 12)
        XCTAssertTrue(GTKBackend.gtkVersion.hasPrefix("4."))
        XCTAssertTrue(GTKBackend.adwaitaVersion.hasPrefix("1."))
    }
}
