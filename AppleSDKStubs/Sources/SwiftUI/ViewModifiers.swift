// The `View` modifiers the backend and the articles' checked snippets call. Xcode 26 imports them
// `nonisolated`; each returns `some View`, which here is the view unchanged.

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    public nonisolated func opacity(_ opacity: Double) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    public nonisolated func zIndex(_ value: Double) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
    public nonisolated func transition(_ t: AnyTransition) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    ///
    /// As Xcode 26 declares it (later SDKs add `name:`, `file:` and `line:`, page
    /// task(name:priority:file:line:_:)). SwiftUI's interface also marks `action`
    /// `@_inheritActorContext`, which the page does not show: the closure written in a view's
    /// `body` runs on the main actor. Stand-in: the task is never started.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public nonisolated func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public nonisolated func scrollDisabled(_ disabled: Bool) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    @available(tvOS 16.0, *)
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public nonisolated func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    )
        -> some View
    {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public nonisolated func font(_ font: Font?) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/scaledtofit()
    public nonisolated func scaledToFit() -> some View { standInModified() }
}
