/// https://developer.apple.com/documentation/combine/observableobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ObservableObject: AnyObject {
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchangepublisher
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
    ///
    /// Stand-in: Combine synthesises one publisher per object; this returns a fresh one.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
