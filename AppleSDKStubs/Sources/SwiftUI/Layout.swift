/// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// https://developer.apple.com/documentation/swiftui/textalignment/leading
    case leading
    /// https://developer.apple.com/documentation/swiftui/textalignment/center
    case center
    /// https://developer.apple.com/documentation/swiftui/textalignment/trailing
    case trailing
}

/// https://developer.apple.com/documentation/swiftui/vstack
@frozen nonisolated public struct VStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}

    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/zstack
@frozen nonisolated public struct ZStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}

    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/foreach
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
    }
}

extension ForEach: View where Content: View {
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}
