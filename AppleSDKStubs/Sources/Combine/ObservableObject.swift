/// https://developer.apple.com/documentation/combine/observableobject
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
