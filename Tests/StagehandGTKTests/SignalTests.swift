import CAdwaita
import StagehandGTK
import XCTest

final class SignalTests: XCTestCase {
    func testButtonClickedReachesSwiftUntilDisconnected() throws {
        try MainActor.assumeIsolated { try Self.buttonClicked() }
    }

    func testActivatingAButtonInTheWindowClicksIt() throws {
        try MainActor.assumeIsolated { try Self.activateClicks() }
    }

    func testSwitchReportsEveryToggle() throws {
        try MainActor.assumeIsolated { try Self.switchToggles() }
    }

    func testStringListReportsItemsChanged() throws {
        try MainActor.assumeIsolated { try Self.itemsChanged() }
    }

    func testBoundListBoxFollowsItsModel() throws {
        try MainActor.assumeIsolated { try Self.boundListBox() }
    }

    @MainActor private final class Log {
        var events: [String] = []
    }

    @MainActor private static func buttonClicked() throws {
        try GTKTestHost.require()
        let log = Log()
        let button = Button(label: "Retry")
        let first = button.onClicked { log.events.append("a") }
        button.onClicked { log.events.append("b") }
        button.click()
        XCTAssertTrue(first.isConnected)
        first.disconnect()
        XCTAssertFalse(first.isConnected)
        first.disconnect()
        button.click()
        XCTAssertEqual(log.events, ["a", "b", "b"])
    }

    @MainActor private static func activateClicks() throws {
        try GTKTestHost.require()
        let log = Log()
        let button = Button(label: "Go")
        button.onClicked { log.events.append("clicked") }
        let window = GTKTestHost.present(button)
        defer { window.destroy() }
        gtk_widget_activate(button.widget)
        // GtkButton's activate animates the press and emits `clicked` from a short GTK timeout.
        XCTAssertTrue(GTKTestHost.pump { !log.events.isEmpty })
        XCTAssertEqual(log.events, ["clicked"])
    }

    @MainActor private static func switchToggles() throws {
        try GTKTestHost.require()
        let log = Log()
        let toggle = Switch(isOn: false)
        toggle.onToggled { log.events.append("\($0)") }
        toggle.isOn = true
        toggle.isOn = true
        toggle.isOn = false
        XCTAssertEqual(log.events, ["true", "false"])
        XCTAssertFalse(toggle.isOn)
    }

    @MainActor private static func itemsChanged() throws {
        try GTKTestHost.require()
        var changes: [ListChange] = []
        let list = StringList(["a", "b"])
        list.onItemsChanged { changes.append($0) }
        list.append("c")
        list.remove(at: 0)
        list.remove(at: 9)
        list.replaceAll(with: ["x", "y", "z", "w"])
        list.replace(at: 1, removing: 2, with: [])
        XCTAssertEqual(
            changes.map(\.description), ["@2 -0 +1", "@0 -1 +0", "@0 -2 +4", "@1 -2 +0"])
        XCTAssertEqual(list.strings, ["x", "w"])
        XCTAssertEqual(list.count, 2)
        XCTAssertNil(list[2])
    }

    @MainActor private static func boundListBox() throws {
        try GTKTestHost.require()
        let list = StringList(["one", "two"])
        let box = ListBox()
        var made: [String] = []
        box.bind(to: list) { text in
            made.append(text)
            return ActionRow(title: text)
        }
        XCTAssertEqual(box.rowCount, 2)
        list.append("three")
        list.remove(at: 0)
        XCTAssertEqual(box.rowCount, 2)
        XCTAssertEqual(made, ["one", "two", "three"])
        list.replaceAll(with: [])
        XCTAssertEqual(box.rowCount, 0)
    }
}
