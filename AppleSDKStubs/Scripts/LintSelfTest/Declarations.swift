// A fixture for availability_lint_selftest.py, never compiled: declarations with their modifiers
// in the orders Apple's interfaces use, and braces on attribute-led lines. The self-test checks
// that the lint finds every declaration below, qualified by the right type, with its floor.

/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class FixtureView {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @preconcurrency nonisolated public init(frame: CGRect) {
        if frame.isEmpty {
            print("empty")
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/description
    nonisolated public func describe() -> String {
        ""
    }

    /// https://developer.apple.com/documentation/uikit/uiview/tag
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    nonisolated public var tag: Int { 0 }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutguides
    @MainActor @preconcurrency public func layoutGuides() -> [Int] { [] }

    /// https://developer.apple.com/documentation/uikit/uiview/shared
    nonisolated(unsafe) public static var shared = 0

    /// No page: the lint must report it, which it can only do if it sees the declaration.
    nonisolated public func undocumented() {}

    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public func after() {}

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    weak open var delegate: AnyObject?

    nonisolated func internalHelper() {}
}

/// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public struct TopLevelAfter {
    /// https://developer.apple.com/documentation/uikit/uilabel/init()
    @preconcurrency nonisolated public init() {}
}

/// https://developer.apple.com/documentation/uikit/uicontentview
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@MainActor
public protocol FixtureContentView: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uicontentview/configuration
    associatedtype Configuration

    /// https://developer.apple.com/documentation/uikit/uicontentview/configuration
    @MainActor @preconcurrency var configuration: Configuration { get set }

    /// https://developer.apple.com/documentation/uikit/uicontentview/supports(_:)
    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
    func supports(_ configuration: Configuration) -> Bool
}

protocol InternalHelperProtocol {
    var notAStandIn: Int { get }
}
