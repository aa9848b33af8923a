/// Durations as chart files write them: CSS2 times such as `100ms`, `2s` or `1.5s` (SCXML
/// `delay`), and the `+100ms` wait tokens of `stagehand simulate --events`.
enum ChartDuration {
    /// The longest delay accepted: a day, far more than any simulation needs, so arithmetic on
    /// deadlines cannot overflow.
    static let maximum = Duration.seconds(86_400)

    /// Parses `100ms`, `2s`, `1.5s` (a non-negative decimal number, then `ms` or `s`).
    /// - Returns: The duration, or `nil` when the text is not of that form or exceeds ``maximum``.
    static func parse(_ text: String) -> Duration? {
        let unitIsMilliseconds: Bool
        let number: Substring
        if text.hasSuffix("ms") {
            unitIsMilliseconds = true
            number = text.dropLast(2)
        } else if text.hasSuffix("s") {
            unitIsMilliseconds = false
            number = text.dropLast()
        } else {
            return nil
        }
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 9, whole.allSatisfy(\.isASCIIDigit),
            parts.count == 1 || (!parts[1].isEmpty && parts[1].count <= 9 && parts[1].allSatisfy(\.isASCIIDigit)),
            let integer = Int64(whole)
        else { return nil }
        // Nanoseconds of the fraction, exactly.
        var fraction: Int64 = 0
        if parts.count == 2 {
            let digits = parts[1]
            fraction = Int64(digits)! * Int64(pow10(9 - digits.count))
        }
        let scale: Int64 = unitIsMilliseconds ? 1_000_000 : 1_000_000_000
        let nanoseconds = integer * scale + fraction * scale / 1_000_000_000
        let duration = Duration.nanoseconds(nanoseconds)
        return duration <= maximum ? duration : nil
    }

    private static func pow10(_ exponent: Int) -> Int {
        var result = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// `150ms` or `2s`: milliseconds when the duration is not a whole number of seconds.
    static func text(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds)s" }
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return "\(milliseconds)ms"
    }
}

extension Character {
    /// Whether this is one of `0`…`9`.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
