/// https://developer.apple.com/documentation/swiftui/tabview
///
/// Stand-in: keeps the selection binding it was given (``standInSelection``).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Not an Apple API: the binding given to `init(selection:content:)`.
    public let standInSelection: Binding<SelectionValue>?

    /// https://developer.apple.com/documentation/swiftui/tabview (the iOS 13 initializer that
    /// takes `tag(_:)`-ed content: `init(selection: Binding<SelectionValue>?, content:)`. The page
    /// at `tabview/init(selection:content:)` now shows the iOS 18 form, which takes
    /// `@TabContentBuilder` content and a non-optional binding; this one is not used with `Tab`.)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        standInSelection = selection
    }

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    ///
    /// Deprecated from the 27 releases (the page); not in Xcode 26's SDK.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    ///
    /// The page's signature; the backend calls it with one argument, which also matches an SDK
    /// that declares only `tag(_:)`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        standInModified()
    }
}
