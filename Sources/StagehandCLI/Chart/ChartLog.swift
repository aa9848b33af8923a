import Synchronization

/// Collects the lines `<log>` elements print while a chart runs, in the order they ran.
///
/// Chart actions are `@Sendable` closures, so the sink they append to is `Sendable`: a mutex
/// guards the lines (only one chart appends at a time, so it is never contended).
final class ChartLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// Creates an empty log.
    init() {}

    /// Appends one line.
    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// Returns the lines appended since the last call and forgets them.
    func drain() -> [String] {
        lines.withLock { lines in
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
