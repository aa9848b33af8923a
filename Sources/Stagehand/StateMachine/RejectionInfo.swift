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

/// Keeps one ``RejectionInfo`` per distinct machine shape alive for the rest of the process.
///
/// Infos are interned by content (event kinds and allowed slots), so a definition built again
/// and again — one per screen, say — reuses the first one's info: what the registry holds is
/// bounded by the number of distinct machines a program defines, not by how often it defines them.
enum RejectionInfoRegistry {
    private struct Key<State: Hashable & Sendable, Event: Hashable & Sendable>: Hashable, Sendable {
        let kinds: [Event]
        let allowed: [Bool]
    }

    private static let storage = Mutex<[AnyHashable: any AnyObject & Sendable]>([:])

    /// Returns an unretained reference to the registry's info equal to `info`, keeping `info`
    /// for ever if it is the first of its content.
    static func keep<State, Event>(_ info: RejectionInfo<State, Event>) -> Unmanaged<RejectionInfo<State, Event>> {
        let key = Key<State, Event>(kinds: info.kinds, allowed: info.allowed)
        return storage.withLock { table in
            let key = AnyHashable(key)
            if let existing = table[key] as? RejectionInfo<State, Event> {
                return Unmanaged.passUnretained(existing)
            }
            table[key] = info
            return Unmanaged.passUnretained(info)
        }
    }
}
