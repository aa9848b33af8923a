/// A button of an alert or a confirmation: its title, its role, and the event it sends.
public struct NavigationPresentationButton<Event: StatechartEvent>: Hashable, Sendable {
    /// What a button does, for the way a backend shows it.
    public enum Role: Hashable, Sendable {
        /// An ordinary choice.
        case normal
        /// The choice that changes nothing (Escape chooses it).
        case cancel
        /// A choice that destroys something (shown in red).
        case destructive
    }

    /// The button's label.
    public var title: String
    /// Its role.
    public var role: Role
    /// The event the router sends when the user chooses it.
    public var event: Event

    /// Creates a button.
    /// - Parameters:
    ///   - title: The label.
    ///   - role: The role; ``Role/normal`` by default.
    ///   - event: The event sent when it is chosen.
    public init(_ title: String, role: Role = .normal, sends event: Event) {
        self.title = title
        self.role = role
        self.event = event
    }
}
