/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
///
/// Stand-in: only the requirement the UIKit backend reads. UIKit's protocol also has
/// `isAnimated`, `isInteractive`, `percentComplete`, `containerView` and others; nothing in
/// Stagehand adopts the protocol, so leaving them out changes no use.
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
    var isCancelled: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
///
/// Stand-in: only the requirement the UIKit backend calls (the page also lists
/// `animate(alongsideTransition:completion:)` and the deprecated `notifyWhenInteractionEnds(_:)`).
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
    ///
    /// The page shows `@escaping (any UIViewControllerTransitionCoordinatorContext) -> Void`: the
    /// protocol is `@MainActor`, so the handler runs on the main actor.
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// Not an Apple API: the transition coordinator of an interactive pop a test drives
/// (``UINavigationController/standInBeginInteractivePop()``). UIKit makes its own; the stand-in
/// runs the registered handlers once, when the test ends the interaction.
@MainActor
public final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private var handlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// Not an Apple API: whether the interaction ended cancelled.
    public private(set) var isCancelled = false

    override init() {
        super.init()
    }

    /// Not an Apple API: registers `handler`, recorded as `coordinator.notifyWhenInteractionChanges`.
    public func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        UIKitCallRecorder.record(self, "notifyWhenInteractionChanges(handler)")
        handlers.append(handler)
    }

    func endInteraction(cancelled: Bool) {
        isCancelled = cancelled
        let running = handlers
        handlers = []
        for handler in running { handler(self) }
    }
}
