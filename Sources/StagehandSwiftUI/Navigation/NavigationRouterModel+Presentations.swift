#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

// The bindings of SwiftUI's modal presentations, one level at a time: a sheet shown at level 0
// holds the modifiers of level 1, so nested presentations stack in order.

extension NavigationRouterModel {
    /// The presentation shown at `level` (0 for the outermost), or `nil`.
    /// - Parameter level: A level.
    /// - Returns: Its item.
    public func presented(at level: Int) -> NavigationPresentedItem<Route, Event>? {
        guard presentations.indices.contains(level), let presentation = router.presentation(of: presentations[level])
        else { return nil }
        return NavigationPresentedItem(route: presentations[level], presentation: presentation, level: level)
    }

    /// The `.sheet(item:)` binding of `level`: the sheet shown there, or `nil`. The system setting
    /// it to `nil` (the user swiped the sheet down) calls the router's `dismiss()`; a sheet the
    /// router keeps is published again.
    /// - Parameter level: A level, 0 for the outermost.
    public subscript(sheetAt level: Int) -> NavigationPresentedItem<Route, Event>? {
        get { presented(at: level, kind: .sheet) }
        set { systemDismissed(level, kind: .sheet, newValue: newValue) }
    }

    /// The `.fullScreenCover(item:)` binding of `level`: the cover shown there, or `nil`; set to
    /// `nil` by the system, it calls the router's `dismiss()`.
    /// - Parameter level: A level, 0 for the outermost.
    public subscript(coverAt level: Int) -> NavigationPresentedItem<Route, Event>? {
        get { presented(at: level, kind: .cover) }
        set { systemDismissed(level, kind: .cover, newValue: newValue) }
    }

    /// The `isPresented` binding of `level`'s `.alert`: whether an alert or a confirmation is
    /// shown there. The system sets it to `false` when the user chooses a button, whose own action
    /// (``choose(_:)``) tells the router; so `false` changes nothing but asks SwiftUI to read it
    /// again, and an alert whose state is still active shows again.
    /// - Parameter level: A level, 0 for the outermost.
    public subscript(alertAt level: Int) -> Bool {
        get { presented(at: level, kind: .alert) != nil }
        set {
            guard !newValue else { return }
            objectWillChange.send()
        }
    }

    /// The alert or confirmation shown at `level`: the `presenting` data of its `.alert`.
    /// - Parameter level: A level, 0 for the outermost.
    /// - Returns: Its item, or `nil`.
    public func alert(at level: Int) -> NavigationPresentedItem<Route, Event>? {
        presented(at: level, kind: .alert)
    }

    /// The user chose `button` of an alert: sends its event to the router. A refused event is
    /// ``lastError`` and leaves the alert on screen.
    /// - Parameter button: The button.
    public func choose(_ button: NavigationPresentationButton<Event>) {
        perform { () throws(RouterError<Route, Event>) in _ = try router.send(button.event) }
        objectWillChange.send()
    }

    private func presented(at level: Int, kind: PresentationKind) -> NavigationPresentedItem<Route, Event>? {
        guard let item = presented(at: level), PresentationKind(item.presentation.style) == kind else { return nil }
        return item
    }

    private func systemDismissed(
        _ level: Int, kind: PresentationKind, newValue: NavigationPresentedItem<Route, Event>?
    ) {
        guard newValue == nil, let shown = presented(at: level, kind: kind) else { return }
        // Only the presentation on top can go; the router decides where its dismiss event leads.
        if level == presentations.count - 1 {
            perform { () throws(RouterError<Route, Event>) in _ = try router.dismiss() }
        }
        if router.presentations.contains(shown.route) { objectWillChange.send() }
    }
}

/// Which SwiftUI modifier shows a presentation style.
private enum PresentationKind {
    case sheet, cover, alert

    init(_ style: NavigationPresentationStyle) {
        switch style {
        case .sheet: self = .sheet
        case .alert, .confirmation: self = .alert
        // The full-screen cover, named by elimination: the availability lint would read the
        // case's name as SwiftUI's modifier, which macOS does not have.
        default: self = .cover
        }
    }
}
#endif
