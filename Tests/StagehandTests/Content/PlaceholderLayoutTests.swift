import Stagehand
import Testing

@Suite struct PlaceholderLayoutTests {
    let bounds = PlaceholderRect(x: 0, y: 0, width: 400, height: 800)
    let safeArea = PlaceholderInsets(top: 90, leading: 0, bottom: 34, trailing: 0)

    /// StatefulViewController bug 2.4.8 (issue #67, PRs #66/#68): placeholders used the full bounds
    /// and sat under the navigation bar.
    @Test func defaultLayoutCoversExactlyTheSafeArea() {
        #expect(
            PlaceholderLayout.standard.frame(in: bounds, safeAreaInsets: safeArea)
                == PlaceholderRect(x: 0, y: 90, width: 400, height: 676))
    }

    /// StatefulViewController issues #17 and #59: a custom frame, e.g. room for a header.
    @Test func insetsAreAddedToTheSafeArea() {
        let layout = PlaceholderLayout(insets: PlaceholderInsets(top: 44, leading: 16, bottom: 0, trailing: 8))
        #expect(
            layout.effectiveInsets(safeAreaInsets: safeArea)
                == PlaceholderInsets(top: 134, leading: 16, bottom: 34, trailing: 8))
        #expect(
            layout.frame(in: bounds, safeAreaInsets: safeArea)
                == PlaceholderRect(x: 16, y: 134, width: 376, height: 632))
        #expect(
            layout.frame(in: bounds, safeAreaInsets: safeArea, isRightToLeft: true)
                == PlaceholderRect(x: 8, y: 134, width: 376, height: 632))
    }

    @Test func boundsReferenceIgnoresTheSafeArea() {
        let layout = PlaceholderLayout(insets: .all(10), reference: .bounds)
        #expect(
            layout.frame(in: bounds, safeAreaInsets: safeArea) == PlaceholderRect(x: 10, y: 10, width: 380, height: 780)
        )
    }

    @Test func insetsLargerThanTheAreaCollapseToZeroSize() {
        let layout = PlaceholderLayout(insets: .all(500))
        #expect(layout.frame(in: bounds) == PlaceholderRect(x: 500, y: 500, width: 0, height: 0))
    }
}
