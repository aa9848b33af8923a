extension Collection where Element == String {
    /// The names joined by `, ` for a message, at most `limit` of them, then how many more there
    /// are: `a, b, c`, or `a, b and 40 more` with a limit of 2.
    ///
    /// Only the names shown are read, so a lazy collection of a million names costs `limit`.
    /// - Parameter limit: The most names shown; not negative.
    /// - Returns: The list.
    package func list(showing limit: Int) -> String {
        let shown = prefix(limit).joined(separator: ", ")
        let more = count - limit
        return more > 0 ? "\(shown) and \(more) more" : shown
    }
}
