/// https://developer.apple.com/documentation/swiftui/binding
///
/// Stand-in: reads and writes through the closures it was made with (the projection of an
/// `ObservedObject` makes them from a key path). `init(get:set:)` is not declared: the backend
/// does not call it (its Xcode 26 form takes `@isolated(any) @Sendable` closures).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let read: () -> Value
    let write: (Value) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = self.read
        let write = self.write
        return Binding<Subject>(
            read: { read()[keyPath: keyPath] },
            write: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            })
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ObservedObject {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @MainActor @dynamicMemberLookup @preconcurrency @frozen
    public struct Wrapper {
        let root: ObjectType

        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        @MainActor @preconcurrency
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let root = self.root
            return Binding(read: { root[keyPath: keyPath] }, write: { root[keyPath: keyPath] = $0 })
        }
    }
}
