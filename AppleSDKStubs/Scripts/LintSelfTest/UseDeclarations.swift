// A fixture for availability_lint_selftest.py, never compiled: stand-in declarations whose uses
// in Uses.swift the lint must find. The pages are real; the names are the fixture's own.

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class FixtureController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open func fixtureHideBars() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
    @available(iOS 7.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var fixtureChildForBars: FixtureController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(_:changes:completion:)
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open func fixtureAnimateNewer(completion: () -> Void) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sethomeindicator
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    @available(macCatalyst, unavailable)
    open func fixtureTouchOnly() {}
}

/// https://developer.apple.com/documentation/swift/withtaskexecutorpreference(_:isolation:operation:)
@available(macOS 15.0, iOS 18.0, tvOS 18.0, visionOS 2.0, *)
public func fixtureWithNewerScope(_ body: () -> Void) {}
