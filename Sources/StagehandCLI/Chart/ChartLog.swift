import Foundation

/// Collects the lines `<log>` elements print while a chart runs, in the order they ran.
///
/// Chart actions are `@Sendable` closures, so the sink they append to is `Sendable`: a lock
/// guards the lines (only one chart appends at a time, so it is never contended). Not `Mutex`:
/// that needs macOS 15 / iOS 18, above the package's deployment floor.
// @unchecked Sendable, proved: the only stored state is `lines`, and every read and write of it
// happens inside `lock.withLock`, so no two threads touch it at once; `lock` itself is Sendable.
final class ChartLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// Creates an empty log.
    init() {}

    /// Appends one line.
    func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    /// Returns the lines appended since the last call and forgets them.
    func drain() -> [String] {
        lock.withLock {
            defer { lines.removeAll() }
            return lines
        }
    }

    /// The line a `<log>` prints: `label: expr`, or whichever of them is given.
    static func line(label: String?, expression: String?) -> String {
        switch (label, expression) {
        case (let label?, let expression?): "\(label): \(expression)"
        case (let label?, nil): label
        case (nil, let expression?): expression
        case (nil, nil): ""
        }
    }
}
