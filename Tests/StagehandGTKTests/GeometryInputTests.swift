import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

/// Sizes a caller computes (a division by zero gives `nan` or an infinity; a sentinel can be
/// `Int.max`) are clamped to what GTK accepts instead of trapping in `Int32(_:)` or `Int(_:)`.
final class GeometryInputTests: XCTestCase {
    private enum Failure: Error { case any }

    func testIntegerSizesOutsideWhatGTKTakesAreClamped() throws {
        try MainActor.assumeIsolated {
            try GTKTestHost.require()
            let label = Label("x")
            label.setMargins(top: Int.max, leading: -5, bottom: Int.min, trailing: 12)
            let margins = [
                gtk_widget_get_margin_top(label.widget), gtk_widget_get_margin_start(label.widget),
                gtk_widget_get_margin_bottom(label.widget), gtk_widget_get_margin_end(label.widget),
            ]
            XCTAssertEqual(margins, [32767, 0, 0, 12])
            label.setSizeRequest(width: Int.max, height: -1)
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(label.widget, &width, &height)
            XCTAssertEqual([width, height], [Int32.max, -1])
            let box = Box(.vertical, spacing: Int.max)
            XCTAssertEqual(box.spacing, Int(Int32.max))
        }
    }

    func testNonFiniteAndHugePlaceholderInsetsGiveValidMargins() throws {
        try MainActor.assumeIsolated {
            try GTKTestHost.require()
            let view = ContentStateView<Failure>(content: Label("content"), initialState: .empty) { false }
            view.placeholderLayout = PlaceholderLayout(
                insets: PlaceholderInsets(top: .nan, leading: .infinity, bottom: -.infinity, trailing: 1e300),
                reference: .bounds)
            for page in [view.loadingIndicator, view.emptyPage, view.errorPage] as [Widget] {
                let margins = [
                    gtk_widget_get_margin_top(page.widget), gtk_widget_get_margin_start(page.widget),
                    gtk_widget_get_margin_bottom(page.widget), gtk_widget_get_margin_end(page.widget),
                ]
                XCTAssertEqual(margins, [0, 0, 0, 32767], page.typeName)
            }
        }
    }
}
