/// Where a ``StateMachine`` is in its life: not started, at rest, or inside a transition (its
/// handlers running, events they send queued). The raw value is the status's two bits of the
/// machine's fast-path gate.
@usableFromInline
enum MachineStatus: UInt8, Sendable {
    /// At rest: `send` takes a rule.
    case idle = 0
    /// Inside a transition: `send` queues the event until the run is over.
    case dispatching = 1
    /// ``StateMachine/start()`` has not run: `send` rejects.
    case notStarted = 2
}
