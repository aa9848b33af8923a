import CAdwaita
import StagehandGTK
import XCTest

final class LayerStackTests: XCTestCase {
    func testChildrenAreLayeredInTheGivenZOrder() throws {
        try MainActor.assumeIsolated { try Self.zOrder() }
    }

    func testEveryChildFillsTheStackAndScalesAboutTheCenter() throws {
        try MainActor.assumeIsolated { try Self.fillAndScale() }
    }

    func testARemovedChildIsFinalizedOnceItsWrapperIsGone() throws {
        try MainActor.assumeIsolated { try Self.removedChildFinalized() }
    }

    func testAMarkedChildIsHiddenInsteadOfUnparentedAndShownAgainWhenInserted() throws {
        try MainActor.assumeIsolated { try Self.keptParented() }
    }

    @MainActor private static func siblings(of stack: LayerStack) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(stack.widget)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    @MainActor private static func zOrder() throws {
        try GTKTestHost.require()
        let stack = LayerStack()
        let a = Label("a")
        let b = Label("b")
        let c = Label("c")
        stack.append(a)
        stack.append(c)
        stack.insert(b, at: 1)
        XCTAssertEqual(siblings(of: stack), [a.widget, b.widget, c.widget])
        stack.reorder([c, a])
        XCTAssertEqual(siblings(of: stack), [b.widget, c.widget, a.widget])
        XCTAssertTrue(stack.layers.elementsEqual([b, c, a], by: ===))
        stack.insert(a, at: 0)
        XCTAssertEqual(siblings(of: stack), [a.widget, b.widget, c.widget])
        stack.remove(b)
        XCTAssertEqual(siblings(of: stack), [a.widget, c.widget])
        XCTAssertFalse(b.hasParent)
        stack.remove(b)
        XCTAssertEqual(stack.layers.count, 2)
    }

    @MainActor private static func fillAndScale() throws {
        try GTKTestHost.require()
        let stack = LayerStack()
        let bottom = StatusPage(title: "bottom")
        let top = Label("top")
        stack.append(bottom)
        stack.append(top)
        let window = GTKTestHost.present(stack, width: 400, height: 300)
        defer { window.destroy() }
        XCTAssertEqual(bottom.allocatedWidth, stack.allocatedWidth)
        XCTAssertEqual(top.allocatedHeight, stack.allocatedHeight)
        stack.setScale(0.5, of: top)
        XCTAssertEqual(stack.scale(of: top), 0.5)
        XCTAssertEqual(stack.scale(of: bottom), 1)
        GTKTestHost.pump(for: .milliseconds(50))
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(top.widget, stack.widget, &bounds), 0)
        XCTAssertEqual(Double(bounds.size.width), Double(stack.allocatedWidth) / 2, accuracy: 1)
        XCTAssertEqual(Double(bounds.origin.x), Double(stack.allocatedWidth) / 4, accuracy: 1)
        XCTAssertEqual(top.allocatedWidth, stack.allocatedWidth, "scaling does not re-lay out the content")
    }

    @MainActor private static func removedChildFinalized() throws {
        try GTKTestHost.require()
        let stack = LayerStack()
        var child: Label? = Label("gone")
        let watch = GTKTestHost.watchFinalization(of: child!.pointer)
        stack.append(child!)
        stack.remove(child!)
        XCTAssertFalse(watch.isFinalized)
        child = nil
        XCTAssertTrue(watch.isFinalized)

        var stackRef: LayerStack? = LayerStack()
        var kept: Label? = Label("kept")
        let keptWatch = GTKTestHost.watchFinalization(of: kept!.pointer)
        let stackWatch = GTKTestHost.watchFinalization(of: stackRef!.pointer)
        stackRef!.append(kept!)
        kept = nil
        XCTAssertFalse(keptWatch.isFinalized)
        stackRef = nil
        XCTAssertTrue(stackWatch.isFinalized)
        XCTAssertTrue(keptWatch.isFinalized)
    }

    @MainActor private static func keptParented() throws {
        try GTKTestHost.require()
        var stack: LayerStack? = LayerStack()
        var kept: Label? = Label("kept")
        let other = Label("other")
        let keptWatch = GTKTestHost.watchFinalization(of: kept!.pointer)
        LayerStack.setKeepsParented(true, for: kept!)
        XCTAssertTrue(LayerStack.keepsParented(kept!))
        XCTAssertFalse(LayerStack.keepsParented(other))
        stack!.append(kept!)
        stack!.append(other)
        stack!.remove(kept!)
        XCTAssertTrue(stack!.layers.elementsEqual([other], by: ===))
        XCTAssertTrue(stack!.hiddenLayers.elementsEqual([kept!], by: ===))
        XCTAssertEqual(gtk_widget_get_parent(kept!.widget), stack!.widget, "still the stack's child")
        XCTAssertEqual(gtk_widget_get_child_visible(kept!.widget), 0, "hidden as a container hides a page")
        XCTAssertTrue(kept!.isVisible, "its own visibility is left alone")
        stack!.remove(kept!)  // not a layer any more: nothing happens
        XCTAssertEqual(stack!.hiddenLayers.count, 1)

        stack!.insert(kept!, at: 0)
        XCTAssertTrue(stack!.layers.elementsEqual([kept!, other], by: ===))
        XCTAssertTrue(stack!.hiddenLayers.isEmpty)
        XCTAssertTrue(kept!.isVisible)
        XCTAssertNotEqual(gtk_widget_get_child_visible(kept!.widget), 0)
        XCTAssertEqual(siblings(of: stack!), [kept!.widget, other.widget])

        stack!.remove(kept!)
        stack!.removeHiddenLayers()
        XCTAssertFalse(kept!.hasParent)
        XCTAssertTrue(kept!.isVisible)
        stack!.append(kept!)
        stack!.remove(kept!)
        kept = nil
        XCTAssertFalse(keptWatch.isFinalized, "the stack keeps a hidden child")
        stack = nil
        XCTAssertTrue(keptWatch.isFinalized, "and releases it with itself")
    }
}
