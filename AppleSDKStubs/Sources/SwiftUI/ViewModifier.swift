/// https://developer.apple.com/documentation/swiftui/viewmodifier
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
@frozen nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen nonisolated public struct ModifiedContent<Content, Modifier> {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier

    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A built-in view: its body is never evaluated.
    nonisolated public var body: Never { fatalError("built-in view") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// What the stand-in modifiers return: the view, unchanged (nothing renders on Linux).
@frozen nonisolated public struct _StandInModified<Content: View>: View {
    let content: Content

    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

extension View {
    nonisolated func standInModified() -> _StandInModified<Self> {
        _StandInModified(content: self)
    }
}
