import CAdwaita
import Stagehand
import XCTest

@testable import StagehandGTK

/// The work of ``LayerStack``'s bulk operations at 50,000 children, bounded by counting what the
/// stack does (sibling moves, removals, loop steps), never by time.
final class LayerStackScaleTests: XCTestCase {
    static let count = 50_000

    func testSettingFiftyThousandLayersMovesOnlyTheChildrenOutOfPlace() throws {
        try MainActor.assumeIsolated { try Self.setLayersAtScale() }
    }

    func testTheHostArrangesFiftyThousandChildrenInLinearWork() throws {
        try MainActor.assumeIsolated { try Self.hostArrangesAtScale() }
    }

    func testReorderAppendAndRemoveFromTheTopStayLinearAtFiftyThousand() throws {
        try MainActor.assumeIsolated { try Self.singleOperationsAtScale() }
    }

    func testFiftyThousandKeptChildrenHideAndComeBackWithoutMoving() throws {
        try MainActor.assumeIsolated { try Self.keptAtScale() }
    }

    @MainActor private static func makeChildren() -> [Widget] {
        (0..<count).map { _ in Widget(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)) }
    }

    @MainActor private static func siblings(of stack: LayerStack) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(stack.widget)
        while let current = child {
            if gtk_widget_get_child_visible(current) != 0 { result.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// Runs `body` and returns the work the stack did in it.
    @MainActor private static func work(of stack: LayerStack, _ body: () -> Void) -> LayerStack.Work {
        let before = stack.work
        body()
        let after = stack.work
        return LayerStack.Work(
            siblingMoves: after.siblingMoves - before.siblingMoves, removals: after.removals - before.removals,
            visits: after.visits - before.visits, searchSteps: after.searchSteps - before.searchSteps)
    }

    @MainActor private static func assertOrder(
        _ stack: LayerStack, _ expected: [Widget], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(stack.layers.elementsEqual(expected, by: ===), "layers", file: file, line: line)
        XCTAssertEqual(siblings(of: stack), expected.map(\.widget), "GTK siblings", file: file, line: line)
    }

    @MainActor private static func setLayersAtScale() throws {
        try GTKTestHost.require()
        let n = count
        let log2n = Int.bitWidth - n.leadingZeroBitCount
        let children = makeChildren()
        let stack = LayerStack()

        let first = work(of: stack) { stack.setLayers(children) }
        XCTAssertEqual(first.siblingMoves, n, "each child is parented once")
        XCTAssertEqual(first.visits, 2 * n)
        XCTAssertEqual(first.searchSteps, 0)
        assertOrder(stack, children)

        let same = work(of: stack) { stack.setLayers(children) }
        XCTAssertEqual(same, LayerStack.Work(siblingMoves: 0, removals: 0, visits: 4 * n), "nothing out of place")

        let topToBottom = [children[n - 1]] + children[..<(n - 1)]
        let rotated = work(of: stack) { stack.setLayers(topToBottom) }
        XCTAssertEqual(rotated.siblingMoves, 1)
        XCTAssertEqual(rotated.visits, 4 * n)
        XCTAssertLessThanOrEqual(rotated.searchSteps, n * log2n)
        assertOrder(stack, topToBottom)

        let evens = stride(from: 0, to: n, by: 2).map { children[$0] }
        let halved = work(of: stack) { stack.setLayers(evens) }
        XCTAssertEqual(halved.removals, n / 2)
        XCTAssertEqual(halved.siblingMoves, 0)
        XCTAssertLessThanOrEqual(halved.visits, 4 * n)
        assertOrder(stack, evens)

        let reversed = Array(children.reversed())
        let flipped = work(of: stack) { stack.setLayers(reversed) }
        XCTAssertEqual(flipped.siblingMoves, n - 1, "all but one child move")
        XCTAssertLessThanOrEqual(flipped.visits, 4 * n)
        XCTAssertLessThanOrEqual(flipped.searchSteps, n * log2n)
        assertOrder(stack, reversed)
        print("LayerStack.setLayers at \(n): first \(first), same \(same), reversed \(flipped)")

        let cleared = work(of: stack) { stack.setLayers([]) }
        XCTAssertEqual(cleared, LayerStack.Work(siblingMoves: 0, removals: n, visits: n))
        XCTAssertNil(gtk_widget_get_first_child(stack.widget))
    }

    @MainActor private static func hostArrangesAtScale() throws {
        try GTKTestHost.require()
        let n = count
        let children = makeChildren()
        let host = GTKContainerHost()
        let stack = host.stack
        let first = work(of: stack) { host.arrangeViews(children) }
        XCTAssertEqual(first.siblingMoves, n)
        let again = work(of: stack) { host.arrangeViews(children) }
        XCTAssertEqual(again.siblingMoves, 0, "before: every child was moved again, 50,000 moves")
        XCTAssertEqual(again.visits, 4 * n)
        XCTAssertEqual(again.searchSteps, 0)
        let swapped = [children[1], children[0]] + children[2...]
        let swap = work(of: stack) { host.arrangeViews(swapped) }
        XCTAssertEqual(swap.siblingMoves, 1)
        assertOrder(stack, swapped)
        print("GTKContainerHost.arrangeViews at \(n): first \(first), again \(again), swap \(swap)")
    }

    @MainActor private static func singleOperationsAtScale() throws {
        try GTKTestHost.require()
        let n = count
        let children = makeChildren()
        let stack = LayerStack()
        let appended = work(of: stack) { for child in children { stack.append(child) } }
        XCTAssertEqual(appended, LayerStack.Work(siblingMoves: n, removals: 0, visits: 0))
        assertOrder(stack, children)
        XCTAssertTrue(children.allSatisfy { stack.contains($0) })

        let head = Array(children[..<10])
        let reordered = work(of: stack) { stack.reorder(head) }
        XCTAssertEqual(reordered.visits, 10 + 3 * n)
        XCTAssertEqual(reordered.siblingMoves, 10, "only the ten children named move")
        XCTAssertLessThanOrEqual(reordered.searchSteps, 10 * 17)
        assertOrder(stack, Array(children[10...]) + head)

        let removed = work(of: stack) {
            for child in (Array(children[10...]) + head).reversed() { stack.remove(child) }
        }
        XCTAssertEqual(removed, LayerStack.Work(siblingMoves: 0, removals: n, visits: n), "each found at the top")
        XCTAssertTrue(stack.layers.isEmpty)
        XCTAssertNil(gtk_widget_get_first_child(stack.widget))
    }

    @MainActor private static func keptAtScale() throws {
        try GTKTestHost.require()
        let n = count
        let children = makeChildren()
        for child in children { LayerStack.setKeepsParented(true, for: child) }
        let stack = LayerStack()
        stack.setLayers(children)
        let hidden = work(of: stack) { stack.setLayers([]) }
        XCTAssertEqual(hidden, LayerStack.Work(siblingMoves: 0, removals: n, visits: 2 * n))
        XCTAssertEqual(stack.hiddenLayers.count, n)
        XCTAssertTrue(children.allSatisfy { gtk_widget_get_child_visible($0.widget) == 0 && $0.isChild(of: stack) })

        let shown = work(of: stack) { stack.setLayers(children) }
        XCTAssertEqual(shown.siblingMoves, 0, "a hidden child kept its place among the siblings")
        XCTAssertEqual(shown.visits, 3 * n)
        XCTAssertTrue(stack.hiddenLayers.isEmpty)
        assertOrder(stack, children)

        let odds = stride(from: 1, to: n, by: 2).map { children[$0] }
        stack.setLayers(odds)
        let back = work(of: stack) { stack.setLayers(children) }
        XCTAssertEqual(back.siblingMoves, 0)
        XCTAssertLessThanOrEqual(back.visits, 4 * n)
        assertOrder(stack, children)
        print("LayerStack kept children at \(n): hide \(hidden), show \(shown), back \(back)")
    }
}
