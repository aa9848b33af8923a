import CAdwaita
import Stagehand
import StagehandGTK
import XCTest

/// Presentations in a real window under Xvfb: a sheet as a modal window transient for the app's
/// window, a confirmation as an `AdwMessageDialog`; closing and answering them goes through the
/// router, which decides.
final class NavigationPresenterTests: XCTestCase {
    enum Page: String, Hashable, Sendable {
        case tabs, home, feed, compose, form, confirmDiscard, settings, menu

        var title: String { rawValue.capitalized }
    }

    typealias View = TabNavigationView<Page, String, String>

    @MainActor
    final class Fixture {
        let router: NavigationRouter<Page, String, String>
        let view: View
        let window: Window
        var errors: [String] = []

        init() throws {
            let chart = try Statechart<Page, String>.Definition(initial: .tabs) {
                Parallel(Page.tabs) {
                    ChartState(Page.home) {
                        ChartState(Page.feed) { On("compose", to: Page.compose) }
                        ChartState(Page.compose) {
                            ChartState(Page.form) { On("discard", to: Page.confirmDiscard) }
                            ChartState(Page.confirmDiscard) {
                                On("keep", to: Page.form)
                                On("reallyDiscard", to: Page.feed)
                            }
                            On("cancel", to: Page.feed)
                        }
                    }
                    ChartState(Page.settings) { ChartState(Page.menu) }
                }
            }
            router = try NavigationRouter(
                chart, tabs: .tabs,
                presentations: [
                    .compose: .sheet(dismissEvent: "cancel"),
                    .confirmDiscard: .alert(
                        .confirmation, title: "Discard the draft?",
                        buttons: [
                            NavigationPresentationButton("Discard", role: .destructive, sends: "reallyDiscard"),
                            NavigationPresentationButton("Keep", role: .cancel, sends: "keep"),
                            NavigationPresentationButton("Later", sends: "later"),
                        ]),
                ])
            view = View(
                router: router,
                tabs: [NavigationTab(.home, title: "Home"), NavigationTab(.settings, title: "Settings")],
                title: \.title
            ) { route, _ in route == .feed ? Button(label: "Feed") : Label(route.rawValue) }
            window = GTKTestHost.present(view, width: 720, height: 520)
            view.onError = { [unowned self] error in errors.append("\(error)") }
            router.start()
        }

        func tearDown() {
            window.destroy()
            GTKTestHost.pump(for: .milliseconds(20))
        }
    }

    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GTKTestHost.require() }
    }

    func testASheetIsAModalWindowOverTheAppAndClosingItAsksTheRouter() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            try fixture.router.send("compose")
            XCTAssertEqual(fixture.view.presentedRoutes, [.compose])
            let sheet = try XCTUnwrap(fixture.view.presentedWindow(of: .compose))
            let gtkSheet = cadw_window(sheet.pointer)
            XCTAssertEqual(
                gtk_window_get_transient_for(gtkSheet).map { UnsafeMutableRawPointer($0) },
                UnsafeMutableRawPointer(fixture.window.pointer))
            XCTAssertEqual(gtk_window_get_modal(gtkSheet), 1)
            XCTAssertEqual(String(cString: gtk_window_get_title(gtkSheet)), "Compose")
            // The stack underneath does not change.
            XCTAssertEqual(fixture.view.stack(of: .home)?.visibleChildName, "feed")
            GTKTestHost.pump(for: .milliseconds(20))

            // The window manager's close (or the close button): the router sends `cancel`.
            gtk_window_close(gtkSheet)
            XCTAssertEqual(fixture.router.presentations, [])
            XCTAssertEqual(fixture.view.presentedRoutes, [])
            XCTAssertNil(fixture.view.presentedWindow(of: .compose))
            XCTAssertEqual(fixture.router.configuration, [.feed, .menu])
        }
    }

    /// Escape on a sheet asks the router, which sends the dismiss event; the widget that had the
    /// focus in the app's window has it again; the sheet's shortcut controller goes with the sheet.
    func testEscapeOnASheetDismissesItAndTheFocusIsWhereItWas() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            let main = cadw_window(fixture.window.pointer)
            let stack = try XCTUnwrap(fixture.view.stack(of: .home))
            let feed = try XCTUnwrap(gtk_stack_get_visible_child(cadw_stack(stack.pointer)))
            XCTAssertEqual(String(cString: cadw_type_name(feed)), "GtkButton")
            XCTAssertEqual(gtk_widget_grab_focus(feed), 1)
            XCTAssertEqual(gtk_window_get_focus(main), feed)

            try fixture.router.send("compose")
            // The sheet is reached through a scope of its own: the test keeps no reference to it.
            let controllerWatch = try { () throws -> FinalizationWatch in
                let sheet = try XCTUnwrap(fixture.view.presentedWindow(of: .compose))
                let escape = try XCTUnwrap(Self.shortcut("Escape", of: sheet.widget))
                let watch = FinalizationWatch(escape.controller)
                XCTAssertEqual(
                    gtk_shortcut_action_activate(escape.action, GTK_SHORTCUT_ACTION_EXCLUSIVE, sheet.widget, nil), 1)
                return watch
            }()

            XCTAssertEqual(fixture.router.presentations, [])
            XCTAssertEqual(fixture.view.presentedRoutes, [])
            XCTAssertEqual(fixture.router.configuration, [.feed, .menu])
            XCTAssertEqual(fixture.errors, [])
            // The screen under the sheet is the one the user left, so the focus is where it was.
            XCTAssertEqual(gtk_stack_get_visible_child(cadw_stack(stack.pointer)), feed)
            XCTAssertEqual(gtk_window_get_focus(main), feed)
            GTKTestHost.pump(for: .milliseconds(20))
            XCTAssertTrue(controllerWatch.isFinalized)
        }
    }

    /// The shortcut controller of `window` whose trigger prints as `trigger`, and its action.
    private static func shortcut(
        _ trigger: String, of window: UnsafeMutablePointer<GtkWidget>
    ) -> (controller: gpointer, action: OpaquePointer)? {
        guard let controllers = gtk_widget_observe_controllers(window) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(controller) }
            guard String(cString: cadw_type_name(controller)) == "GtkShortcutController" else { continue }
            let shortcuts = cadw_list_model(controller)
            for position in 0..<g_list_model_get_n_items(shortcuts) {
                guard let shortcut = g_list_model_get_item(shortcuts, position) else { continue }
                defer { g_object_unref(shortcut) }
                let pointer = OpaquePointer(shortcut)
                guard let text = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(pointer)) else { continue }
                defer { g_free(text) }
                if String(cString: text) == trigger, let action = gtk_shortcut_get_action(pointer) {
                    return (controller, action)
                }
            }
        }
        return nil
    }

    func testAConfirmationsButtonsSendTheirEventsAndARefusedOneShowsItAgain() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            try fixture.router.send("compose")
            try fixture.router.send("discard")
            XCTAssertEqual(fixture.view.presentedRoutes, [.compose, .confirmDiscard])
            let first = try XCTUnwrap(fixture.view.presentedWindow(of: .confirmDiscard))
            let dialog = cadw_message_dialog(first.pointer)
            XCTAssertEqual(String(cString: adw_message_dialog_get_heading(dialog)), "Discard the draft?")
            XCTAssertEqual(String(cString: adw_message_dialog_get_close_response(dialog)), "button1")

            // "Later" sends an event the chart refuses: the error is reported, the dialog comes back.
            adw_message_dialog_response(dialog, "button2")
            XCTAssertEqual(fixture.router.presentations, [.compose, .confirmDiscard])
            XCTAssertEqual(fixture.errors.count, 1)
            let again = try XCTUnwrap(fixture.view.presentedWindow(of: .confirmDiscard))
            XCTAssertFalse(again === first)

            // Escape (the close response) chooses "Keep": back to the form, the sheet stays.
            adw_message_dialog_response(cadw_message_dialog(again.pointer), "button1")
            XCTAssertEqual(fixture.router.presentations, [.compose])
            XCTAssertEqual(fixture.view.presentedRoutes, [.compose])

            try fixture.router.send("discard")
            let last = try XCTUnwrap(fixture.view.presentedWindow(of: .confirmDiscard))
            adw_message_dialog_response(cadw_message_dialog(last.pointer), "button0")
            XCTAssertEqual(fixture.router.presentations, [])
            XCTAssertEqual(fixture.view.presentedRoutes, [])
            XCTAssertEqual(fixture.router.configuration, [.feed, .menu])
        }
    }

    func testLeavingThePresentedStatesFromTheChartClosesTheirWindows() throws {
        try MainActor.assumeIsolated {
            let fixture = try Fixture()
            defer { fixture.tearDown() }
            try fixture.router.send("compose")
            try fixture.router.send("discard")
            let sheet = try XCTUnwrap(fixture.view.presentedWindow(of: .compose))
            let watch = FinalizationWatch(sheet.pointer)
            try fixture.router.send("reallyDiscard")
            XCTAssertEqual(fixture.view.presentedRoutes, [])
            GTKTestHost.pump(for: .milliseconds(20))
            XCTAssertFalse(bool(gtk_widget_get_visible(sheet.widget)))
            _ = watch
        }
    }
}

private func bool(_ value: gboolean) -> Bool { value != 0 }
