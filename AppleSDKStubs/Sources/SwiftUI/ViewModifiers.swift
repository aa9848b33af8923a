// The `View` modifiers the backend calls. Xcode 26 imports them `nonisolated`; each returns
// `some View`, which here is the view unchanged.

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    nonisolated public func zIndex(_ value: Double) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
    nonisolated public func transition(_ t: AnyTransition) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    @available(tvOS 16.0, *)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    )
        -> some View
    {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { standInModified() }

    /// https://developer.apple.com/documentation/swiftui/view/scaledtofit()
    nonisolated public func scaledToFit() -> some View { standInModified() }
}
