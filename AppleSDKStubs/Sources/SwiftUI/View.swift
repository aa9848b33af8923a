// Stand-in for the parts of SwiftUI that Stagehand's SwiftUI backend uses (see ../../README.md).
// Declarations follow Apple's documentation as Xcode 26 imports them (`@MainActor @preconcurrency`
// on `View`, `nonisolated` on built-in views and modifiers). Nothing renders: a built-in view's
// `body` is `Never`, and modifiers wrap the view without effect. The documentation comment of
// each declaration is its page. Apple's pages now say `@ContentBuilder` (Xcode 27); Xcode 26
// spells the same builder `@ViewBuilder`, which is what is declared here.

@_exported import Combine
@_exported import Foundation

/// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI adds `View` conformance)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    public typealias Body = Never

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o (never called)
    public var body: Never { fatalError("Never has no body") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public nonisolated struct TupleView<T>: View {
    /// https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T

    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public init(_ value: T) {
        self.value = value
    }

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Not an Apple API: the stand-in's storage of the chosen branch.
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swift/optional (SwiftUI adds `View` conformance)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// A built-in view: its body is never evaluated.
    public var body: Never { fatalError("built-in view") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    )
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    )
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
}
