#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

/// Shows a ``NavigationRouterModel``'s presentations at one level over the view it modifies: a
/// sheet with `.sheet(item:)`, a cover with `.fullScreenCover(item:)` (a sheet on macOS), an
/// alert or a confirmation with `.alert(_:isPresented:presenting:actions:message:)` and one button
/// per ``NavigationPresentationButton``. The screen of a sheet or a cover carries the next level,
/// so nested presentations stack in order.
///
/// ``NavigationTabsView`` applies it; a view of your own applies it at level 0:
///
/// ```swift
/// MyRootView()
///     .modifier(NavigationPresentationLayer(model: navigation) { route in screen(for: route) })
/// ```
public struct NavigationPresentationLayer<
    Route: Hashable & Sendable, Event: StatechartEvent, Context, Screen: View
>: ViewModifier {
    @ObservedObject private var model: NavigationRouterModel<Route, Event, Context>
    private let level: Int
    private let screen: (Route) -> Screen

    /// Creates the layer of `level`.
    /// - Parameters:
    ///   - model: The model that follows the router.
    ///   - level: The level shown, 0 (the outermost) by default.
    ///   - screen: The screen of a sheet's or a cover's route.
    public init(
        model: NavigationRouterModel<Route, Event, Context>, level: Int = 0,
        @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
        self.model = model
        self.level = level
        self.screen = screen
    }

    /// The content with the level's sheet, cover and alert modifiers.
    /// - Parameter content: The view presented over.
    /// - Returns: The modified view.
    public func body(content: Content) -> some View {
        let next = NavigationPresentationLayer(model: model, level: level + 1, screen: screen)
        let alert = model.alert(at: level)
        content
            .sheet(item: $model[sheetAt: level]) { item in screen(item.route).modifier(next) }
            .navigationCover(item: $model[coverAt: level]) { item in screen(item.route).modifier(next) }
            .alert(alert?.presentation.title ?? "", isPresented: $model[alertAt: level], presenting: alert) { item in
                buttons(of: item)
            } message: { item in
                Text(item.presentation.message)
            }
    }

    private func buttons(of item: NavigationPresentedItem<Route, Event>) -> some View {
        let buttons = item.presentation.buttons
        return ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Button(role: Self.role(of: button.role)) {
                model.choose(button)
            } label: {
                Text(button.title)
            }
        }
    }

    private static func role(of role: NavigationPresentationButton<Event>.Role) -> ButtonRole? {
        switch role {
        case .normal: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

extension View {
    /// Presents a cover over this view: `.fullScreenCover(item:)`, or a sheet on macOS, which has no
    /// full-screen covers.
    fileprivate func navigationCover<Item: Identifiable, Cover: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Cover
    ) -> some View {
        #if os(macOS)
        sheet(item: item, content: content)
        #else
        fullScreenCover(item: item, content: content)
        #endif
    }
}
#endif
