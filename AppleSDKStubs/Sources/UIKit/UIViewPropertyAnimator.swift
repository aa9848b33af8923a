/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
@MainActor
open class UIViewPropertyAnimator: NSObject {
    private var animations: [() -> Void] = []
    #if STAGEHAND_STUB_SENDABLE_COMPLETIONS
    private var completions: [@Sendable (UIViewAnimatingPosition) -> Void] = []
    #else
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    #endif
    private let stubDuration: TimeInterval

    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(stubDuration: duration)
        if let animations { self.animations.append(animations) }
    }

    private init(stubDuration: TimeInterval) {
        self.stubDuration = stubDuration
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewanimating/state
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open private(set) var state: UIViewAnimatingState = .inactive

    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)
    ///
    /// The page shows `@escaping (UIViewAnimatingPosition) -> Void`. SE-0463 does not make it
    /// `@Sendable`: the method is isolated to the main actor, and the proposal exempts completion
    /// handlers of global-actor-isolated methods. Build with `-DSTAGEHAND_STUB_SENDABLE_COMPLETIONS`
    /// to check code against the stricter `@Sendable` form as well.
    #if STAGEHAND_STUB_SENDABLE_COMPLETIONS
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open func addCompletion(_ completion: @escaping @Sendable (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }
    #else
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }
    #endif

    /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open func startAnimation() {
        UIKitCallRecorder.record(self, "startAnimation()")
        run()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open func startAnimation(afterDelay delay: TimeInterval) {
        UIKitCallRecorder.record(self, "startAnimation(afterDelay: \(delay))")
        run()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
    ///
    /// With `true` the animator ends in the inactive state and its completions are not called.
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open func stopAnimation(_ withoutFinishing: Bool) {
        UIKitCallRecorder.record(self, "stopAnimation(\(withoutFinishing))")
        UIKitCallRecorder.stopped(self)
        state = withoutFinishing ? .inactive : .stopped
    }

    /// The duration passed at creation (stand-in only, for tests).
    var duration: TimeInterval { stubDuration }

    private func run() {
        state = .active
        // UIKit runs the animation blocks when the animation starts, recording the end values.
        let blocks = animations
        animations = []
        for block in blocks { block() }
        UIKitCallRecorder.started(self)
    }

    /// Ends the animation at its end position and calls the completions, as UIKit does when the
    /// duration has elapsed (stand-in only).
    func stubFinish() {
        guard state == .active else { return }
        state = .inactive
        UIKitCallRecorder.record(self, "completion(.end)")
        let handlers = completions
        completions = []
        for handler in handlers { handler(.end) }
    }
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
public enum UIViewAnimatingPosition: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiviewanimatingposition/end
    case end
    /// https://developer.apple.com/documentation/uikit/uiviewanimatingposition/start
    case start
    /// https://developer.apple.com/documentation/uikit/uiviewanimatingposition/current
    case current
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingstate
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
public enum UIViewAnimatingState: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiviewanimatingstate/inactive
    case inactive
    /// https://developer.apple.com/documentation/uikit/uiviewanimatingstate/active
    case active
    /// https://developer.apple.com/documentation/uikit/uiviewanimatingstate/stopped
    case stopped
}
