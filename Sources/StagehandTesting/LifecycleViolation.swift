/// One way a recorded trace breaks the `StateContainer` lifecycle contract, found by
/// ``LifecycleChecker``.
public struct LifecycleViolation: Hashable, Sendable, Error, CustomStringConvertible {
    /// The contract rule that was broken.
    public enum Rule: Hashable, Sendable, CustomStringConvertible {
        /// A child's appearance calls left `(willAppear (didAppear willDisappear | willDisappear) didDisappear)*`.
        case appearanceGrammar
        /// Containment calls out of `attach didAttach willDetach detach` order.
        case containmentOrder
        /// An arriving child's steps out of order (attached, will-appear, view inserted, animation,
        /// did-appear, did-attach).
        case arrivingOrder
        /// A leaving child's steps out of order (will-detach, will-disappear, animation, view removed,
        /// did-disappear, detached).
        case leavingOrder
        /// An appearance call reached a child while the container was off screen.
        case appearanceWhileOffScreen
        /// The container appeared or disappeared without its children following.
        case containerAppearance
        /// A views list showed an unattached child, or a staying/arriving child above a leaving one.
        case viewOrder
        /// `willTransition` while a transition was running, or `didTransition` without one.
        case transitionNesting
        /// `didTransition(from:)` did not name the state shown before the transition.
        case previousState
        /// At rest, the container did not show the last requested state.
        case lastRequestedState
        /// At rest, something was still running or unbalanced.
        case notAtRest

        /// The rule's name.
        public var description: String {
            switch self {
            case .appearanceGrammar: "appearance grammar"
            case .containmentOrder: "containment order"
            case .arrivingOrder: "arriving order"
            case .leavingOrder: "leaving order"
            case .appearanceWhileOffScreen: "appearance while off screen"
            case .containerAppearance: "container appearance"
            case .viewOrder: "view order"
            case .transitionNesting: "transition nesting"
            case .previousState: "previous state"
            case .lastRequestedState: "last requested state"
            case .notAtRest: "not at rest"
            }
        }
    }

    /// The rule that was broken.
    public let rule: Rule

    /// The index of the offending event in the trace, or `nil` for an end-of-trace check.
    public let eventIndex: Int?

    /// The child concerned, if any.
    public let child: String?

    /// What happened and what the contract allows.
    public let message: String

    /// Creates a violation.
    /// - Parameters:
    ///   - rule: The rule broken.
    ///   - eventIndex: The offending event's index, or `nil`.
    ///   - child: The child concerned, or `nil`.
    ///   - message: What happened and what is allowed.
    public init(rule: Rule, eventIndex: Int?, child: String?, message: String) {
        self.rule = rule
        self.eventIndex = eventIndex
        self.child = child
        self.message = message
    }

    /// The violation as `[rule] at event n (child): message`.
    public var description: String {
        let place = eventIndex.map { " at event \($0)" } ?? " at the end"
        let who = child.map { " (\($0))" } ?? ""
        return "[\(rule)]\(place)\(who): \(message)"
    }
}
