import CAdwaita
import Stagehand
import StagehandTesting
import XCTest

@testable import StagehandGTK

/// The work of a ``GTKContainerHost`` when the animations of a transition over 10,000 children
/// end one by one, bounded by counting what the host and its stack do, never by time.
final class GTKContainerHostScaleTests: XCTestCase {
    static let count = 10_000

    func testTenThousandLeavingAnimationsEndingOneByOneTakeLinearWork() throws {
        try MainActor.assumeIsolated { try Self.leavingOneByOne() }
    }

    func testRemovingViewsNeverAsksForTheRemainingOnesAndTakesConstantWorkEach() throws {
        try MainActor.assumeIsolated { try Self.removeViewsDirectly() }
    }

    enum Screen: Hashable {
        case all, one
    }

    /// Every child leaves with its own delay: child `i` ends `order[i] + 1` ms after the
    /// transition starts, so the ends come one by one, in a scattered order.
    @MainActor final class Staggered: StateContainerDelegate {
        let children: [Widget]
        let single: Widget
        private var ends: [ObjectIdentifier: Int] = [:]

        init(children: [Widget], order: [Int], single: Widget) {
            self.children = children
            self.single = single
            for (child, end) in zip(children, order) { ends[ObjectIdentifier(child)] = end }
        }

        func children(for state: Screen) -> [Widget] {
            state == .all ? children : [single]
        }

        func transition(for child: Widget, isAppearing: Bool) -> ChildTransition {
            guard !isAppearing else { return ChildTransition(duration: .milliseconds(100)) }
            let end = ends[ObjectIdentifier(child)] ?? 0
            return ChildTransition(duration: .milliseconds(100), delay: .milliseconds(end + 1))
        }
    }

    /// A permutation of `0..<n` that jumps about (`n` must not share a factor with the step).
    static func scattered(_ n: Int) -> [Int] {
        (0..<n).map { ($0 * 7_919) % n }
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

    @MainActor private static func leavingOneByOne() throws {
        try GTKTestHost.require()
        let n = count
        let children = (0..<n).map { _ in Widget(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)) }
        let single = Widget(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        let order = scattered(n)
        let delegate = Staggered(children: children, order: order, single: single)
        let clock = ManualClock()
        let host = GTKContainerHost(clock: clock)
        let stack = host.stack
        let container = StateContainer(
            initialState: Screen.all, host: host, clock: clock, policy: .coalesce, delegate: delegate)
        // On screen without a window: the stack is never mapped, so every animation, once its
        // delay is over, completes at once (libadwaita skips animations of unmapped widgets).
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        XCTAssertTrue(container.isOnScreen)
        XCTAssertEqual(stack.layers.count, n)

        let before = stack.work
        let hostBefore = host.work
        container.setNeedsTransition(to: .one, animated: true)
        // The arriving child's animation completed at once (its stack is unmapped); the leaving
        // ones wait for their delays.
        XCTAssertTrue(stack.layers.elementsEqual([single] + children, by: ===), "arriving below leaving")
        XCTAssertEqual(host.runningAnimationCount, n)
        XCTAssertEqual(clock.pendingCount, n)
        XCTAssertEqual(host.work.arrangements - hostBefore.arrangements, 1)

        for step in 0..<n {
            clock.advance(by: .milliseconds(1))
            if step == n / 2 {
                let left = [single] + zip(children, order).filter { $0.1 > step }.map(\.0)
                XCTAssertTrue(stack.layers.elementsEqual(left, by: ===), "after \(step + 1) ends")
                XCTAssertEqual(siblings(of: stack), left.map(\.widget))
            }
        }
        XCTAssertEqual(clock.pendingCount, 0)
        XCTAssertEqual(host.runningAnimationCount, 0)
        XCTAssertFalse(container.isTransitioning)
        XCTAssertTrue(stack.layers.elementsEqual([single], by: ===))
        XCTAssertEqual(siblings(of: stack), [single.widget])
        XCTAssertTrue(children.allSatisfy { !$0.hasParent && $0.opacity == 1 && $0.canTarget })

        let work = difference(stack.work, before)
        let hostAfter = host.work
        let hostWork = GTKContainerHost.Work(
            arrangements: hostAfter.arrangements - hostBefore.arrangements,
            removalCalls: hostAfter.removalCalls - hostBefore.removalCalls,
            visits: hostAfter.visits - hostBefore.visits)
        print("GTKContainerHost: \(n) leaving animations ending one by one: host \(hostWork), stack \(work)")
        XCTAssertEqual(hostWork, GTKContainerHost.Work(arrangements: 1, removalCalls: n, visits: n), "one view per end")
        XCTAssertEqual(work.removals, n)
        XCTAssertEqual(work.siblingMoves, 1, "only the arriving child is parented; no child moves")
        XCTAssertEqual(work.searchSteps, 0)
        // Before: every end set all remaining layers again, n²/2 layers visited four times each
        // (200,070,002 visits at 10,000). Now: the arrangement of the transition (4n + 2: the
        // n + 1 children asked for and placed, the n layers before and the n siblings), plus one
        // visit per single removal.
        XCTAssertEqual(work.visits, 4 * n + 2 + n)
        // Closing the gaps that scattered removals leave: at most two steps per removal.
        XCTAssertLessThanOrEqual(work.slotSteps, 2 * n)
    }

    @MainActor private static func difference(_ after: LayerStack.Work, _ before: LayerStack.Work) -> LayerStack.Work {
        LayerStack.Work(
            siblingMoves: after.siblingMoves - before.siblingMoves, removals: after.removals - before.removals,
            visits: after.visits - before.visits, searchSteps: after.searchSteps - before.searchSteps,
            slotSteps: after.slotSteps - before.slotSteps)
    }

    /// The host removes the views it is given, one lookup each, wherever they are in the stack.
    @MainActor private static func removeViewsDirectly() throws {
        try GTKTestHost.require()
        let n = count
        let children = (0..<n).map { _ in Widget(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)) }
        let host = GTKContainerHost(clock: ManualClock())
        let stack = host.stack
        host.arrangeViews(children)
        let before = stack.work
        var asked = 0
        // Middle first, then alternately the layers just below and just above what is gone.
        let middle = n / 2
        var order: [Int] = []
        for offset in 0..<(n / 2) {
            order.append(middle + offset)
            order.append(middle - 1 - offset)
        }
        for (step, index) in order.enumerated() {
            host.removeViews(of: [children[index]]) {
                asked += 1
                return []
            }
            if step == n / 4 {
                let gone = Set(order[...step])
                let left = children.indices.filter { !gone.contains($0) }.map { children[$0] }
                XCTAssertTrue(stack.layers.elementsEqual(left, by: ===))
                XCTAssertEqual(siblings(of: stack), left.map(\.widget))
            }
        }
        XCTAssertEqual(asked, 0, "the remaining views are never asked for")
        XCTAssertTrue(stack.layers.isEmpty)
        XCTAssertNil(gtk_widget_get_first_child(stack.widget))
        let work = difference(stack.work, before)
        print("GTKContainerHost.removeViews of \(n) views from the middle out, one by one: stack \(work)")
        XCTAssertEqual(work.removals, n)
        XCTAssertEqual(work.visits, n)
        XCTAssertEqual(work.siblingMoves, 0)
        XCTAssertLessThanOrEqual(work.slotSteps, 2 * n)
    }
}
