/// https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject> {
    final class Storage {
        let make: () -> ObjectType
        var object: ObjectType?
        init(make: @escaping () -> ObjectType) { self.make = make }
    }

    // Set once by the nonisolated initializer, then only read and filled by `wrappedValue`,
    // which is main-actor isolated.
    nonisolated(unsafe) let storage: Storage

    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(make: thunk)
    }

    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    ///
    /// Stand-in: created on first access, once per wrapper (SwiftUI: once per view identity).
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        if let object = storage.object { return object }
        let object = storage.make()
        storage.object = object
        return object
    }
}

/// https://developer.apple.com/documentation/swiftui/observedobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType: ObservableObject> {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType

    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    @MainActor @preconcurrency public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    ///
    /// Declared here, not in an extension: the compiler finds a property wrapper's
    /// `projectedValue` only in the wrapper's own declaration.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    ///
    /// Stand-in: always `false` (nothing sets the environment on Linux).
    public var accessibilityReduceMotion: Bool { false }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
    ///
    /// Stand-in: always `.standard`.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

/// https://developer.apple.com/documentation/swiftui/colorschemecontrast
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// https://developer.apple.com/documentation/swiftui/colorschemecontrast/standard
    case standard
    /// https://developer.apple.com/documentation/swiftui/colorschemecontrast/increased
    case increased
}

/// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// https://developer.apple.com/documentation/swiftui/state
///
/// Stand-in: the value lives in a box the wrapper shares, so a write through a copy of the view
/// (the `nonmutating set` SwiftUI declares) is seen by every copy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen @propertyWrapper
public struct State<Value> {
    @usableFromInline final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @usableFromInline let box: Box

    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}
