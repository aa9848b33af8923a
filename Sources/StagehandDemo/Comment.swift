/// One comment of the demo's thread, as stored in `Resources/comments.json`.
struct Comment: Codable, Hashable, Sendable {
    /// Who wrote it.
    var author: String
    /// What they wrote.
    var body: String
    /// When, as an ISO 8601 calendar date (`2026-11-30`).
    var date: String
    /// The answers to it, oldest first; `nil` when it has none.
    var replies: [Comment]?

    /// The date for display, e.g. `30 Nov 2026`; the raw text when it is not `YYYY-MM-DD`.
    var displayDate: String {
        let parts = date.split(separator: "-")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 3, let month = Int(parts[1]), (1...12).contains(month), let day = Int(parts[2]) else {
            return date
        }
        return "\(day) \(months[month - 1]) \(parts[0])"
    }

    /// Whether the author or the text contains `query`, ignoring case; an empty query matches all.
    func matches(_ query: String) -> Bool {
        let needle = query.lowercased()
        return needle.isEmpty || author.lowercased().contains(needle) || body.lowercased().contains(needle)
    }
}
