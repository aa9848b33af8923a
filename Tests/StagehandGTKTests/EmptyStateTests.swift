import CAdwaita
import Stagehand
import StagehandGTK
import StagehandTesting
import XCTest

final class EmptyStateTests: XCTestCase {
    func testAPageDrawsEveryItemOfItsConfiguration() throws {
        try MainActor.assumeIsolated { try Self.pageDrawsConfiguration() }
    }

    func testTheLoadingPresetShowsASpinningIndicatorAboveTheTitle() throws {
        try MainActor.assumeIsolated { try Self.loadingPreset() }
    }

    func testAClickedButtonReachesSwiftWithItsRole() throws {
        try MainActor.assumeIsolated { try Self.buttonClicked() }
    }

    func testAClickOnThePageOutsideItsButtonsIsAViewTap() throws {
        try MainActor.assumeIsolated { try Self.viewTapped() }
    }

    func testTheListPageFollowsItemsChangedWithExactCallbacks() throws {
        try MainActor.assumeIsolated { try Self.followsItemsChanged() }
    }

    func testAGtkListViewOverAGListStoreFadesItsPageInOnEveryShow() throws {
        try MainActor.assumeIsolated { try Self.listViewOverStore() }
    }

    func testAButtonOnTheListPageReachesThePresenter() throws {
        try MainActor.assumeIsolated { try Self.listButton() }
    }

    func testTheEmptyListRendersOffscreenAtItsSize() throws {
        try MainActor.assumeIsolated { try Self.rendersEmptyList() }
    }

    func testTheBindingReleasesItsWidgetsAndItsModelHandler() throws {
        try MainActor.assumeIsolated { try Self.releases() }
    }

    @MainActor private static func pageDrawsConfiguration() throws {
        try GTKTestHost.require()
        var configuration = EmptyStateConfiguration.error(message: "The server did not answer.")
        configuration.spacing = 20
        configuration.verticalOffset = -30
        configuration.background = EmptyStateColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        configuration.secondaryButton = EmptyStateButton(title: "Settings", imageName: "emblem-system-symbolic")
        let page = EmptyStatePage(configuration)
        XCTAssertEqual(page.title, "Something Went Wrong")
        XCTAssertEqual(page.detail, "The server did not answer.")
        XCTAssertEqual(page.iconName, "dialog-error-symbolic")
        XCTAssertEqual(page.iconPixelSize, 100)
        XCTAssertEqual(page.buttons[.primary]?.label, "Try Again")
        XCTAssertEqual(page.buttons[.primary]?.hasCSSClass("suggested-action"), true)
        XCTAssertEqual(page.buttons[.secondary]?.hasCSSClass("suggested-action"), false)
        XCTAssertNil(page.spinner)
        XCTAssertEqual(gtk_widget_get_margin_bottom(page.widget), 60)
        XCTAssertEqual(gtk_widget_get_margin_top(page.widget), 0)
        XCTAssertTrue(page.styleSheet.contains("background-color: rgba(255, 0, 0, 0.5)"), page.styleSheet)
        XCTAssertTrue(page.styleSheet.contains("image.icon { color: rgba(140, 140, 145, 1.0)"), page.styleSheet)
        XCTAssertTrue(page.hasAccessibleLabel("Something Went Wrong"))

        page.render(.search(query: "  cats "))
        XCTAssertEqual(page.title, "No Results")
        XCTAssertEqual(page.detail, "No results for “cats”. Check the spelling or try a new search.")
        XCTAssertTrue(page.buttons.isEmpty)
        XCTAssertEqual(gtk_widget_get_margin_bottom(page.widget), 0)
        XCTAssertFalse(page.styleSheet.contains("background-color"))
        XCTAssertTrue(page.hasAccessibleLabel("No Results"))
    }

    @MainActor private static func loadingPreset() throws {
        try GTKTestHost.require()
        let page = EmptyStatePage(.loading)
        let window = GTKTestHost.present(page, width: 400, height: 420)
        defer { window.destroy() }
        let spinner = try XCTUnwrap(page.spinner)
        XCTAssertTrue(spinner.isSpinning)
        XCTAssertTrue(spinner.isMapped)
        XCTAssertEqual(page.title, "Loading…")
        XCTAssertNil(page.iconName)
        XCTAssertTrue(page.buttons.isEmpty)
        // The indicator sits above the title: its allocation ends before the title's begins.
        var spinnerBounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(spinner.widget, page.widget, &spinnerBounds), 0)
        let title = try XCTUnwrap(Self.titleLabel(of: page))
        var titleBounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(title, page.widget, &titleBounds), 0)
        XCTAssertLessThanOrEqual(spinnerBounds.origin.y + spinnerBounds.size.height, titleBounds.origin.y)

        page.render(.empty)
        XCTAssertNil(page.spinner)
        XCTAssertFalse(spinner.hasParent)
    }

    @MainActor private static func buttonClicked() throws {
        try GTKTestHost.require()
        var configuration = EmptyStateConfiguration.offline
        configuration.secondaryButton = EmptyStateButton(title: "Settings")
        let page = EmptyStatePage(configuration)
        let window = GTKTestHost.present(page, width: 400, height: 480)
        defer { window.destroy() }
        var taps: [EmptyStateButtonRole] = []
        page.onButtonTapped = { taps.append($0) }
        let secondary = try XCTUnwrap(page.buttons[.secondary])
        let primary = try XCTUnwrap(page.buttons[.primary])
        XCTAssertTrue(primary.isMapped)
        secondary.click()
        // A real activation goes through GTK's own button machinery (after a short timeout).
        gtk_widget_activate(primary.widget)
        GTKTestHost.pump { taps.count == 2 }
        XCTAssertEqual(taps, [.secondary, .primary])
    }

    @MainActor private static func viewTapped() throws {
        try GTKTestHost.require()
        let items = StringList()
        var events: [EmptyStateEvent] = []
        var configuration = EmptyStateConfiguration.offline
        configuration.animation = .none
        let binding = ListEmptyState(list: ListBox(), model: items, configuration: configuration, clock: ManualClock())
        {
            events.append($0)
        }
        let window = GTKTestHost.present(binding, width: 400, height: 480)
        defer { window.destroy() }
        let gesture = try XCTUnwrap(Self.clickGesture(of: binding.page))
        Self.emitReleased(gesture, x: 10, y: 10)
        XCTAssertEqual(events, [.willShow, .didShow, .viewTapped])
        // A click released on a button is the button's, not the page's.
        let button = try XCTUnwrap(binding.page.buttons[.primary])
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(button.widget, binding.page.widget, &bounds), 0)
        Self.emitReleased(
            gesture, x: Double(bounds.origin.x + bounds.size.width / 2),
            y: Double(bounds.origin.y + bounds.size.height / 2))
        XCTAssertEqual(events, [.willShow, .didShow, .viewTapped])
        items.append("row")
        Self.emitReleased(gesture, x: 10, y: 10)
        XCTAssertEqual(events, [.willShow, .didShow, .viewTapped, .willHide, .didHide], "a hidden page reports no tap")
    }

    /// The page's `GtkGestureClick`.
    @MainActor private static func clickGesture(of page: Widget) -> gpointer? {
        guard let controllers = gtk_widget_observe_controllers(page.widget) else { return nil }
        defer { g_object_unref(gpointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            g_object_unref(controller)  // the widget keeps its own reference
            if String(cString: cadw_type_name(controller)) == "GtkGestureClick" { return controller }
        }
        return nil
    }

    /// Emits `released(n_press: 1, x, y)` on a click gesture, as GTK does after a click.
    @MainActor private static func emitReleased(_ gesture: gpointer, x: Double, y: Double) {
        var values = [GValue](repeating: GValue(), count: 4)
        g_value_init(&values[0], gtk_gesture_click_get_type())
        g_value_set_object(&values[0], gesture)
        g_value_init(&values[1], GType(6 << 2))  // G_TYPE_INT
        g_value_set_int(&values[1], 1)
        for (index, value) in [(2, x), (3, y)] {
            g_value_init(&values[index], GType(15 << 2))  // G_TYPE_DOUBLE
            g_value_set_double(&values[index], value)
        }
        let signal = g_signal_lookup("released", gtk_gesture_click_get_type())
        values.withUnsafeBufferPointer { g_signal_emitv($0.baseAddress, signal, 0, nil) }
        for index in values.indices { g_value_unset(&values[index]) }
    }

    @MainActor private static func followsItemsChanged() throws {
        try GTKTestHost.require()
        let clock = ManualClock()
        let items = StringList()
        let list = ListBox()
        list.bind(to: items) { Label($0) }
        var events: [EmptyStateEvent] = []
        let binding = ListEmptyState(list: list, model: items, configuration: .empty, clock: clock) {
            events.append($0)
        }
        // Created over an empty model, the page is shown at once.
        XCTAssertTrue(binding.presenter.isShown)
        XCTAssertEqual(events, [.willShow])
        let window = GTKTestHost.present(binding, width: 480, height: 400)
        defer { window.destroy() }
        XCTAssertTrue(binding.page.isMapped)
        XCTAssertEqual(binding.scrollPolicy.vertical, .never)
        XCTAssertTrue(GTKTestHost.pump { binding.page.opacity == 1 }, "fade-in reaches full opacity")
        clock.advance(by: .milliseconds(500))
        XCTAssertEqual(events, [.willShow, .animationCompleted(finished: true), .didShow])
        events = []

        items.append("first")
        XCTAssertEqual(events, [.willHide, .didHide])
        XCTAssertFalse(binding.page.isVisible)
        XCTAssertFalse(binding.page.isMapped)
        XCTAssertEqual(binding.scrollPolicy.vertical, .automatic)
        XCTAssertEqual(list.rowCount, 1)

        items.append("second")
        items.remove(at: 0)
        XCTAssertEqual(events, [.willHide, .didHide], "a list that stays filled reports nothing")

        items.remove(at: 0)
        // The standard animation plays only the first time: did-show follows at once.
        XCTAssertEqual(events, [.willHide, .didHide, .willShow, .didShow])
        XCTAssertTrue(GTKTestHost.pump { binding.page.isMapped })
        XCTAssertEqual(binding.page.opacity, 1)
        XCTAssertEqual(binding.scrollPolicy.vertical, .never)

        items.replaceAll(with: ["a", "b", "c"])
        items.replaceAll(with: [])
        XCTAssertEqual(events, [.willHide, .didHide, .willShow, .didShow, .willHide, .didHide, .willShow, .didShow])
        XCTAssertEqual(binding.presenter.itemCount, 0)
    }

    @MainActor private static func listViewOverStore() throws {
        try GTKTestHost.require()
        TimedAnimation.areEnabled = true
        let store = g_list_store_new(gtk_string_object_get_type())!
        defer { g_object_unref(gpointer(store)) }
        let model = cadw_list_model(gpointer(store))!
        g_object_ref(gpointer(store))  // the selection model takes this reference
        let selection = gtk_no_selection_new(model)
        let listView = Widget(sinking: gtk_list_view_new(selection, gtk_signal_list_item_factory_new()))
        let clock = ManualClock()
        var configuration = EmptyStateConfiguration.search(query: "cats")
        configuration.animation = EmptyStateAnimation(animatesEveryTime: true, duration: .milliseconds(400))
        configuration.allowsScrollingWhileShown = true
        var events: [EmptyStateEvent] = []
        let binding = ListEmptyState(list: listView, listModel: model, configuration: configuration, clock: clock) {
            events.append($0)
        }
        gtk_scrolled_window_set_policy(
            cadw_scrolled_window(binding.scrolledWindow.pointer), GTK_POLICY_NEVER, GTK_POLICY_ALWAYS)
        let item = gtk_string_object_new("a cat")
        g_list_store_append(store, gpointer(item))
        g_object_unref(gpointer(item))
        XCTAssertEqual(binding.itemCount, 1)
        let window = GTKTestHost.present(binding, width: 480, height: 400)
        defer { window.destroy() }
        XCTAssertFalse(binding.page.isVisible)
        clock.advance(by: .seconds(1))
        XCTAssertEqual(
            events, [.willShow, .animationCompleted(finished: false), .willHide, .didHide],
            "shown empty at creation, hidden on append before its animation ended")

        events = []
        g_list_store_remove(store, 0)
        XCTAssertEqual(events, [.willShow])
        XCTAssertEqual(binding.page.title, "No Results")
        XCTAssertEqual(binding.scrollPolicy.vertical, .always, "this page lets the list scroll")
        XCTAssertTrue(GTKTestHost.pump { binding.page.isMapped })
        var opacities: [Double] = []
        XCTAssertTrue(
            GTKTestHost.pump {
                opacities.append(binding.page.opacity)
                return binding.page.opacity == 1
            })
        XCTAssertTrue(opacities.contains { $0 > 0.05 && $0 < 0.95 }, "it fades in: \(opacities)")
        clock.advance(by: .milliseconds(400))
        XCTAssertEqual(events, [.willShow, .animationCompleted(finished: true), .didShow])

        // Hidden during its fade-in: the animation reports it did not finish.
        events = []
        g_list_store_append(store, gpointer(gtk_string_object_new("x")))
        g_list_store_remove_all(store)
        XCTAssertEqual(events, [.willHide, .didHide, .willShow])
        let another = gtk_string_object_new("y")
        g_list_store_append(store, gpointer(another))
        g_object_unref(gpointer(another))
        XCTAssertEqual(
            events, [.willHide, .didHide, .willShow, .animationCompleted(finished: false), .willHide, .didHide])
        XCTAssertFalse(binding.page.isVisible)
        XCTAssertEqual(binding.scrollPolicy.vertical, .always)
    }

    @MainActor private static func listButton() throws {
        try GTKTestHost.require()
        let items = StringList(["one"])
        let list = ListBox()
        list.bind(to: items) { Label($0) }
        var configuration = EmptyStateConfiguration.error(message: "Offline", retryTitle: "Retry")
        configuration.animation = .none
        let binding = ListEmptyState(list: list, model: items, configuration: configuration, clock: ManualClock())
        var events: [EmptyStateEvent] = []
        binding.onEvent = { events.append($0) }
        let window = GTKTestHost.present(binding, width: 480, height: 480)
        defer { window.destroy() }
        XCTAssertFalse(binding.page.isVisible)
        binding.scrolledWindow.setPolicy(horizontal: .never, vertical: .always)
        items.remove(at: 0)
        XCTAssertTrue(GTKTestHost.pump { binding.page.isMapped })
        XCTAssertTrue(binding.scrollPolicy == (.never, .never))
        let retry = try XCTUnwrap(binding.page.buttons[.primary])
        XCTAssertEqual(retry.label, "Retry")
        gtk_widget_activate(retry.widget)
        GTKTestHost.pump { events.count == 3 }
        XCTAssertEqual(events, [.willShow, .didShow, .buttonTapped(.primary)])
        items.append("back")
        XCTAssertTrue(binding.scrollPolicy == (.never, .always), "the app's own policy is restored on hide")
        XCTAssertFalse(binding.presenter.buttonTapped(.primary), "a hidden page reports no taps")
        XCTAssertEqual(events, [.willShow, .didShow, .buttonTapped(.primary), .willHide, .didHide])
    }

    @MainActor private static func rendersEmptyList() throws {
        try GTKTestHost.require()
        let items = StringList()
        let list = ListBox()
        list.bind(to: items) { Label($0) }
        let binding = ListEmptyState(list: list, model: items, configuration: .empty, clock: ManualClock())
        let window = GTKTestHost.present(binding, width: 480, height: 400)
        defer { window.destroy() }
        XCTAssertTrue(GTKTestHost.pump { binding.page.opacity == 1 })
        GTKTestHost.pump(for: .milliseconds(50))
        let path = NSTemporaryDirectory() + "stagehand-empty-list-\(getpid()).png"
        defer { unlink(path) }
        let size = try OffscreenRenderer.writePNG(of: binding, to: path)
        XCTAssertEqual(size, OffscreenRenderer.Size(width: binding.allocatedWidth, height: binding.allocatedHeight))
        XCTAssertTrue((460...480).contains(size.width) && (380...400).contains(size.height), "\(size)")
        XCTAssertEqual(try BindingTestSupport.pngSize(at: path), size)
    }

    @MainActor private static func releases() throws {
        try GTKTestHost.require()
        let items = StringList()
        var binding: ListEmptyState? = ListEmptyState(
            list: ListBox(), model: items, configuration: .empty, clock: ManualClock())
        let overlay = GTKTestHost.watchFinalization(of: binding!.pointer)
        let page = GTKTestHost.watchFinalization(of: binding!.page.pointer)
        binding = nil
        XCTAssertTrue(overlay.isFinalized)
        XCTAssertTrue(page.isFinalized)
        items.append("after the binding is gone")  // its handler was disconnected: nothing runs
        XCTAssertEqual(items.count, 1)
    }

    @MainActor private static func titleLabel(of page: EmptyStatePage) -> UnsafeMutablePointer<GtkWidget>? {
        var stack = [page.widget]
        while let current = stack.popLast() {
            if String(cString: cadw_type_name(gpointer(current))) == "GtkLabel",
                gtk_widget_has_css_class(current, "title") != 0
            {
                return current
            }
            var child = gtk_widget_get_last_child(current)
            while let next = child {
                stack.append(next)
                child = gtk_widget_get_prev_sibling(next)
            }
        }
        return nil
    }
}

/// Helpers shared by the binding tests (empty state, content state, router).
@MainActor
enum BindingTestSupport {
    struct UnreadablePNG: Error { let path: String }

    /// The size of the PNG at `path`, read back through GDK.
    static func pngSize(at path: String) throws -> OffscreenRenderer.Size {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            g_clear_error(&error)
            throw UnreadablePNG(path: path)
        }
        defer { g_object_unref(gpointer(texture)) }
        return OffscreenRenderer.Size(
            width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
    }
}

extension Widget {
    /// Whether the widget's accessible label equals `label` (the test host sets `GTK_A11Y=test`).
    func hasAccessibleLabel(_ label: String) -> Bool {
        guard let mismatch = cadw_accessible_check_label(cadw_accessible(pointer), label) else { return true }
        g_free(mismatch)
        return false
    }

    /// Whether the widget's accessible busy state equals `busy`.
    func hasAccessibleBusy(_ busy: Bool) -> Bool {
        guard let mismatch = cadw_accessible_check_busy(cadw_accessible(pointer), busy ? 1 : 0) else { return true }
        g_free(mismatch)
        return false
    }
}
