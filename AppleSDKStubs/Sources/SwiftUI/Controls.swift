/// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct Text: View, Equatable, Sendable {
    let content: String

    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct Image: View, Equatable, Sendable {
    let name: String
    let isSystemSymbol: Bool

    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    ///
    /// The page lists iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0: on macOS the
    /// initializer is a year younger than `Image` itself.
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(systemName: String) {
        name = systemName
        isSystemSymbol = true
    }

    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        isSystemSymbol = false
    }

    /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        self
    }

    /// https://developer.apple.com/documentation/swiftui/image/resizingmode
    public enum ResizingMode: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/image/resizingmode/tile
        case tile
        /// https://developer.apple.com/documentation/swiftui/image/resizingmode/stretch
        case stretch
    }

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public nonisolated struct Label<Title: View, Icon: View>: View {
    /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public nonisolated struct Button<Label: View>: View {
    let action: @MainActor () -> Void

    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
    }

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/progressview
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/contentunavailableview
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
    public nonisolated init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {}

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Font: Hashable, Sendable {
    let name: String

    /// https://developer.apple.com/documentation/swiftui/font/title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let title2 = Font(name: "title2")
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/shape
///
/// Stand-in: `path(in:)` and the `Animatable` refinement are left out; the backend only passes a
/// shape to `contentShape(_:eoFill:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/rectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct Rectangle: Shape {
    /// https://developer.apple.com/documentation/swiftui/rectangle/init()
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct Color: View, ShapeStyle, Hashable {
    /// Not an Apple API: what the colour is, so tests can read what a colour became.
    public let standInDescription: String

    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        case sRGB
    }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        standInDescription = "sRGB(\(red), \(green), \(blue), opacity: \(opacity))"
    }

    init(standInDescription: String) {
        self.standInDescription = standInDescription
    }

    /// https://developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary = Color(standInDescription: "secondary")

    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(standInDescription: "clear")

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/anytransition
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AnyTransition {
    /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
    public nonisolated(unsafe) static let opacity = AnyTransition()
}
