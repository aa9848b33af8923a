import Synchronization

/// What a ``TransitionRejected`` needs to list the allowed events: the event kinds and which
/// `state × kind` slots have rules.
///
/// Each definition creates one and hands it to ``RejectionInfoRegistry``, which keeps it for
/// the life of the process, so a rejection can point at it without reference counting (a
/// thrown rejection then costs no atomic operation). It holds only event values and flags —
/// never guards, actions or anything else a definition captures.
@usableFromInline
final class RejectionInfo<State: Hashable & Sendable, Event: Hashable & Sendable>: Sendable {
    let kinds: [Event]
    let allowed: [Bool]

    init(kinds: [Event], allowed: [Bool]) {
        self.kinds = kinds
        self.allowed = allowed
    }

    /// The kinds with a rule in `state`, in definition order.
    func allowedEvents(in state: Int) -> [Event] {
        let count = kinds.count
        guard state >= 0, (state + 1) * count <= allowed.count else { return [] }
        return (0..<count).filter { allowed[state * count + $0] }.map { kinds[$0] }
    }
}

/// Keeps every ``RejectionInfo`` alive for the rest of the process.
enum RejectionInfoRegistry {
    private static let storage = Mutex<[AnyObject]>([])

    /// Retains `info` for ever and returns an unretained reference to it.
    static func keep<State, Event>(_ info: RejectionInfo<State, Event>) -> Unmanaged<RejectionInfo<State, Event>> {
        storage.withLock { $0.append(info) }
        return Unmanaged.passUnretained(info)
    }
}
