/// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    associatedtype Body: View

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The proxy for the modified view that `ViewModifier.body(content:)` receives
/// (https://developer.apple.com/documentation/swiftui/viewmodifier/content).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct ModifiedContent<Content, Modifier> {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier

    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    public nonisolated init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public nonisolated var body: Never { fatalError("built-in view") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Not an Apple API: what the stand-in modifiers return, the view unchanged (nothing renders on
/// Linux).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct _StandInModified<Content: View>: View {
    let content: Content

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

extension View {
    nonisolated func standInModified() -> _StandInModified<Self> {
        _StandInModified(content: self)
    }
}
