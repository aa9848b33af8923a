// Stand-in for the parts of Combine that Stagehand's SwiftUI backend uses (see ../../README.md).
// Only the declarations the backend names are here; requirements it never touches (for example
// `Publisher.receive(subscriber:)`) are left out, so nothing here can be subscribed to.

/// https://developer.apple.com/documentation/combine/publisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Publisher<Output, Failure> {
    /// https://developer.apple.com/documentation/combine/publisher/output
    associatedtype Output
    /// https://developer.apple.com/documentation/combine/publisher/failure
    associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public final class ObservableObjectPublisher: Publisher {
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/output
    public typealias Output = Void
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/failure
    public typealias Failure = Never

    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
    public init() {}

    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
    ///
    /// Stand-in: there are no subscribers, so sending does nothing.
    public func send() {}
}
