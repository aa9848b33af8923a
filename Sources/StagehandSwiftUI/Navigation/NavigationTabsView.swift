#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

/// A `TabView` with one `NavigationStack` per tab of a ``NavigationRouterModel``'s router, or a
/// single `NavigationStack` for the stack outside the tabs state (a landing page, sign-in:
/// ``NavigationRouterModel/outsideStack``).
///
/// The tab view's selection is the model's ``NavigationRouterModel/selection``; each stack's path
/// is its tab's stack without the root (``NavigationRouterModel/subscript(pathOf:)``), with a
/// `navigationDestination(for:)` that shows the screen of each route on it. Going back with the
/// system's controls therefore calls the router's `back()`, and tapping a tab `select(tab:)`.
/// The router's presentations show over it through ``NavigationPresentationLayer`` (a sheet's
/// screen is `screen` of its state).
///
/// ```swift
/// @StateObject var navigation = NavigationRouterModel(router: appRouter)
/// var body: some View {
///     NavigationTabsView(model: navigation) { route in
///         screen(for: route, change: navigation.change(for: route))
///     } tabLabel: { tab in
///         Label(title(of: tab), systemImage: icon(of: tab))
///     }
///     .onAppear { navigation.start() }
/// }
/// ```
public struct NavigationTabsView<
    Route: Hashable & Sendable, Event: StatechartEvent, Context, Screen: View, TabLabel: View
>: View {
    @ObservedObject private var model: NavigationRouterModel<Route, Event, Context>
    private let screen: (Route) -> Screen
    private let tabLabel: (Route) -> TabLabel

    /// Creates the view.
    /// - Parameters:
    ///   - model: The model that follows the router.
    ///   - screen: The screen of a route.
    ///   - tabLabel: The tab bar item of a tab.
    public init(
        model: NavigationRouterModel<Route, Event, Context>, @ViewBuilder screen: @escaping (Route) -> Screen,
        @ViewBuilder tabLabel: @escaping (Route) -> TabLabel
    ) {
        self.model = model
        self.screen = screen
        self.tabLabel = tabLabel
    }

    /// The tab view while the tabs state is active, else the root stack, with the router's
    /// presentations over it.
    public var body: some View {
        stacks.modifier(NavigationPresentationLayer(model: model, screen: screen))
    }

    @ViewBuilder private var stacks: some View {
        if model.isInTabs {
            TabView(selection: $model.selection) {
                ForEach(model.tabs, id: \.self) { tab in
                    NavigationStack(path: $model[pathOf: tab]) {
                        screen(model.root(of: tab))
                            .navigationDestination(for: Route.self) { route in screen(route) }
                    }
                    .tabItem { tabLabel(tab) }
                    .tag(Optional(tab))
                }
            }
        } else {
            NavigationStack(path: $model.rootPath) {
                if let root = model.outsideStack.first {
                    screen(root)
                        .navigationDestination(for: Route.self) { route in screen(route) }
                }
            }
        }
    }
}
#endif
