/// https://developer.apple.com/documentation/swiftui/navigationstack
///
/// Stand-in: keeps the path binding it was given (``standInPath``) so tests can act as the system
/// does when the user goes back: write a shorter path.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public nonisolated struct NavigationStack<Data, Root: View>: View {
    /// Not an Apple API: the binding given to `init(path:root:)`.
    public let standInPath: Binding<Data>

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        standInPath = path
    }

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        standInModified()
    }
}
