/// https://developer.apple.com/documentation/combine/published
///
/// Like Combine's, the wrapper is only usable on properties of classes: the value is reached
/// through the enclosing-instance subscript and `wrappedValue` is unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// https://developer.apple.com/documentation/combine/published/init(initialvalue:)
    public init(initialValue: Value) {
        value = initialValue
    }

    /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// https://developer.apple.com/documentation/combine/published (unavailable, as in Combine:
    /// `@Published` is only available on properties of classes).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }  // swift-format-ignore
    }

    /// https://developer.apple.com/documentation/combine/published (the enclosing-instance access
    /// of SE-0258 that Combine's `Published` declares in its interface).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}
