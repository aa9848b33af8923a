import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

/// Keyboard focus across a container's transitions, and the frame clock at rest afterwards.
///
/// The demo's screenshot walk ended with the window painting every frame: the screen that held
/// the focus left, GTK moved the focus to the first focusable widget of the window (the header's
/// search field), and a focused text field fades its cursor in and out with a tick callback for
/// `gtk-cursor-blink-timeout` (10 s). The host now moves the focus into the arriving child (as
/// `GtkStack` does), so it never jumps to an unrelated text field.
final class GTKContainerHostFocusTests: XCTestCase {
    func testWhenTheFocusedChildLeavesTheFocusMovesIntoTheArrivingChild() throws {
        try MainActor.assumeIsolated { try Self.focusMovesIntoArrivingChild(kept: false, animated: true) }
    }

    func testWhenAFocusedKeptChildLeavesTheFocusMovesIntoTheArrivingChildNotToTheSearchField() throws {
        try MainActor.assumeIsolated { try Self.focusMovesIntoArrivingChild(kept: true, animated: true) }
    }

    func testWithoutAnimationTheFocusOfAKeptChildAlsoMovesIntoTheArrivingChild() throws {
        try MainActor.assumeIsolated { try Self.focusMovesIntoArrivingChild(kept: true, animated: false) }
    }

    func testAKeptChildShownAgainGetsBackTheFocusItHadWhenItLeft() throws {
        try MainActor.assumeIsolated { try Self.keptChildRestoresFocus() }
    }

    func testWhenTheArrivingChildCannotTakeTheFocusNoOtherWidgetGetsIt() throws {
        try MainActor.assumeIsolated { try Self.unfocusableArrivingChild() }
    }

    enum Screen: Hashable {
        case first, second, status
    }

    /// A screen with one button.
    @MainActor final class Page {
        let root = Box(.vertical)
        let button: Button

        init(_ title: String) {
            button = Button(label: title)
            root.append(button)
        }
    }

    /// A window laid out like the demo's: a search field above the container's stack.
    @MainActor final class Fixture {
        let search = SearchEntry(placeholder: "Search")
        let first = Page("first")
        let second = Page("second")
        let status = Label("nothing to focus")
        let container: StateContainer<Screen, GTKContainerHost>
        let window: Window

        init() {
            let (first, second, status) = (self.first, self.second, self.status)
            container = GTKContainerHost.makeContainer(initialState: .first) { screen in
                switch screen {
                case .first: [first.root]
                case .second: [second.root]
                case .status: [status]
                }
            }
            let root = Box(.vertical)
            root.append(search)
            root.append(container.host.stack)
            window = GTKTestHost.present(root)
        }

        var focus: UnsafeMutablePointer<GtkWidget>? {
            gtk_root_get_focus(gtk_widget_get_root(window.widget))
        }

        func focusIsIn(_ widget: Widget) -> Bool {
            guard let focus else { return false }
            return focus == widget.widget || gtk_widget_is_ancestor(focus, widget.widget) != 0
        }

        func show(_ screen: Screen, animated: Bool) -> Bool {
            container.setNeedsTransition(to: screen, animated: animated)
            // Removing a child lets GTK move a lost focus in its next layout phase: pump past it.
            return GTKTestHost.pump { !container.isTransitioning && container.host.runningAnimationCount == 0 }
                && GTKTestHost.pump(iterations: 20)
        }
    }

    @MainActor private static func focusMovesIntoArrivingChild(kept: Bool, animated: Bool) throws {
        try GTKTestHost.require()
        let fixture = Fixture()
        defer { fixture.window.destroy() }
        // A kept child is hidden, not unparented, when it leaves (like the demo's persistent screens).
        LayerStack.setKeepsParented(kept, for: fixture.first.root)
        XCTAssertTrue(fixture.first.button.grabFocus())
        XCTAssertTrue(fixture.focusIsIn(fixture.first.button))

        XCTAssertTrue(fixture.show(.second, animated: animated))
        XCTAssertFalse(fixture.focusIsIn(fixture.search), "the focus jumped to the window's first text field")
        XCTAssertTrue(fixture.focusIsIn(fixture.second.button), "focus on \(fixture.focus.map(typeName) ?? "nothing")")

        // At rest nothing paints: no blinking cursor, no animation left running.
        let paints = try GTKTestHost.paintsWhileIdle(of: fixture.window, iterations: 200)
        XCTAssertEqual(paints, 0, "frames painted at rest")
    }

    @MainActor private static func keptChildRestoresFocus() throws {
        try GTKTestHost.require()
        let fixture = Fixture()
        defer { fixture.window.destroy() }
        LayerStack.setKeepsParented(true, for: fixture.first.root)
        let second = Button(label: "second in first")
        fixture.first.root.append(second)
        GTKTestHost.pump(iterations: 5)
        XCTAssertTrue(second.grabFocus())

        XCTAssertTrue(fixture.show(.second, animated: true))
        XCTAssertTrue(fixture.focusIsIn(fixture.second.button), "focus on \(fixture.focus.map(typeName) ?? "nothing")")
        XCTAssertTrue(fixture.show(.first, animated: true))
        XCTAssertTrue(fixture.focusIsIn(second), "the kept screen's last focus comes back")
    }

    @MainActor private static func unfocusableArrivingChild() throws {
        try GTKTestHost.require()
        let fixture = Fixture()
        defer { fixture.window.destroy() }
        XCTAssertTrue(fixture.first.button.grabFocus())

        XCTAssertTrue(fixture.show(.status, animated: true))
        XCTAssertNil(
            fixture.focus.map(typeName), "the focus left with its screen instead of jumping to the search field")
        let paints = try GTKTestHost.paintsWhileIdle(of: fixture.window, iterations: 200)
        XCTAssertEqual(paints, 0, "frames painted at rest")
    }

    @MainActor private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: cadw_type_name(UnsafeMutableRawPointer(widget)))
    }
}

extension GTKTestHost {
    /// Runs exactly `iterations` non-blocking main-loop iterations (waiting 1 ms after each one that
    /// found nothing to do).
    @discardableResult
    static func pump(iterations: Int) -> Bool {
        for _ in 0..<iterations where g_main_context_iteration(nil, 0) == 0 {
            g_usleep(1_000)
        }
        return true
    }

    /// The frames `widget`'s window paints while the main loop runs `iterations` times, each one
    /// followed by a 2 ms wait when it found nothing to do, once the frames of earlier changes are
    /// done (100 iterations in a row without a frame, within at most 3,000): at rest, none; with
    /// something ticking (a running animation, a blinking cursor, a spinning spinner), about one
    /// per 16 ms.
    static func paintsWhileIdle(of widget: Widget, iterations: Int) throws -> Int {
        let watch = try PaintWatch(of: widget)
        defer { watch.stop() }
        var quiet = 0
        var seen = watch.paints
        for _ in 0..<3_000 where quiet < 100 {
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(2_000) }
            quiet = watch.paints == seen ? quiet + 1 : 0
            seen = watch.paints
        }
        let start = watch.paints
        for _ in 0..<iterations where g_main_context_iteration(nil, 0) == 0 {
            g_usleep(2_000)
        }
        return watch.paints - start
    }
}
