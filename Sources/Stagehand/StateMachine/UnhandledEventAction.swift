/// What a ``StateMachine``'s ``UnhandledEventPolicy`` does with an event no rule takes, as one
/// byte the dispatch path tests without looking into the policy's payload.
@usableFromInline
enum UnhandledEventAction: UInt8, Sendable {
    /// Throw the rejection (``UnhandledEventPolicy/reject``).
    case reject
    /// Return ``SendResult/discarded`` (``UnhandledEventPolicy/ignore``).
    case discard
    /// Hand the rejection to the policy's handler (``UnhandledEventPolicy/report(_:)``).
    case report

    /// The action of `policy`.
    /// - Parameter policy: A machine's policy.
    init<Rejection>(_ policy: UnhandledEventPolicy<Rejection>) {
        switch policy {
        case .reject: self = .reject
        case .ignore: self = .discard
        case .report: self = .report
        }
    }
}
