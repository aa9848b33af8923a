/// What a flat machine's chart runs on: the machine's event (for a delayed rule's timer, the
/// rule's event) with its key, the one number the chart classifies it by (see
/// ``MachineProgram``).
@usableFromInline
struct MachineSignal<Event: Hashable & Sendable>: StatechartEvent {
    /// The event as sent, payload included.
    @usableFromInline let event: Event
    /// The event's kind (its index among the definition's kinds; -1 for a kind no rule names),
    /// or for a delayed rule's timer the number of kinds plus the rule's index.
    @usableFromInline let key: Int

    @inlinable
    init(_ event: Event, key: Int) {
        self.event = event
        self.key = key
    }

    /// The key's descriptor in the machine's chart (`k3`); read only by diagnostics, which the
    /// machine words in its own terms.
    @usableFromInline
    var name: String { Self.descriptor(key) }

    /// The descriptor of a key in the machine's chart.
    static func descriptor(_ key: Int) -> String { "k\(key)" }
}
