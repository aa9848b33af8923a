// Modal presentations: sheets, full-screen covers and alerts, and the button roles an alert's
// actions use. The modifiers wrap the view without effect (nothing renders on Linux); tests
// drive the bindings the backend gives them, as the system does.

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public nonisolated func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public nonisolated func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        standInModified()
    }

    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated func alert<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        standInModified()
    }
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
    let standInName: String

    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static let destructive = ButtonRole(standInName: "destructive")

    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public static let cancel = ButtonRole(standInName: "cancel")
}

extension Button {
    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @preconcurrency public nonisolated init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.init(action: action, label: label)
    }
}
