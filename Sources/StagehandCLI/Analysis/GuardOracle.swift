import Foundation

/// Answers a flat machine's named guards while `paths` explores: each try follows a script of
/// answers for the first guards consulted, and every later one holds.
///
/// A name answers the same all through one try (a rule's guard is one condition of the app,
/// whichever rule asks). The consulted names and their answers are kept, so the explorer can
/// try each other outcome next: the first consulted guard refused, then the next, and so on.
/// Guards are `@Sendable` closures, so the oracle is `Sendable`: a lock guards its state (only
/// the exploring chart consults it, so it is never contended).
// @unchecked Sendable, proved: the only stored state is `script`, `answers` and `consulted`, and
// every read and write of them happens inside `lock.withLock`, so no two threads touch them at
// once; `lock` itself is Sendable.
final class GuardOracle: @unchecked Sendable {
    private let lock = NSLock()
    private var script: [Bool] = []
    private var answers: [String: Bool] = [:]
    private var consulted: [(name: String, holds: Bool)] = []

    /// Starts a try: the first consulted names answer `script`, in order; later ones hold.
    func begin(_ script: [Bool]) {
        lock.withLock {
            self.script = script
            answers.removeAll(keepingCapacity: true)
            consulted.removeAll(keepingCapacity: true)
        }
    }

    /// The answer for guard `name`: the one it gave earlier in this try, else the script's next,
    /// else that it holds.
    func holds(_ name: String) -> Bool {
        lock.withLock {
            if let answer = answers[name] { return answer }
            let answer = consulted.count < script.count ? script[consulted.count] : true
            answers[name] = answer
            consulted.append((name, answer))
            return answer
        }
    }

    /// The distinct names consulted in this try, with their answers, in the order first consulted.
    var outcomes: [(name: String, holds: Bool)] { lock.withLock { consulted } }
}
