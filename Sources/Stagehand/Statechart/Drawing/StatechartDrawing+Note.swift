// The note a drawing puts beside a state for each of its invocations.

extension StatechartDrawing.Note {
    /// The note of an invocation: its id and whether it forwards events, what it runs, and
    /// whether it has a `finalize`.
    /// - Parameters:
    ///   - id: The invocation's identifier.
    ///   - autoforward: Whether external events are forwarded to it.
    ///   - runs: What it runs, such as ``inlineChart(_:)``'s line or `src: child.scxml`.
    ///   - finalize: Whether it has a `finalize`.
    /// - Returns: The note.
    package static func invocation(id: String, autoforward: Bool, runs: String, finalize: Bool) -> Self {
        var lines = ["invoke \(id)\(autoforward ? " (autoforward)" : "")", runs]
        if finalize { lines.append("with finalize") }
        return Self(id: id, lines: lines)
    }

    /// The line naming an invoked chart written inline: its first five top-level states.
    /// - Parameter topLevelIDs: The child chart's top-level state ids, in document order.
    /// - Returns: `inline chart: a, b`, with `, …` when there are more than five.
    package static func inlineChart(_ topLevelIDs: [String]) -> String {
        "inline chart: \(topLevelIDs.prefix(5).joined(separator: ", "))\(topLevelIDs.count > 5 ? ", …" : "")"
    }
}
