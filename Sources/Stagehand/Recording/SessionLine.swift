/// One JSON object written by hand (the core has no Foundation), its keys in the order they
/// are added: a record of a recorded session.
struct SessionLine {
    private(set) var text = "{"
    /// Whether a member was added (the next one needs a comma).
    private var hasMembers = false

    /// An empty object, for a value nested in a record.
    init() {}

    /// Starts a record of kind `kind` for `source` (omitted when `nil`).
    init(kind: String, source: String? = nil) {
        add("kind", string: kind)
        if let source { add("source", string: source) }
    }

    private mutating func key(_ name: String) {
        if hasMembers { text += "," }
        hasMembers = true
        text += QuotedText.json(name) + ":"
    }

    /// Adds a string member (`null` when `nil`).
    mutating func add(_ name: String, string value: String?) {
        key(name)
        text += value.map(QuotedText.json) ?? "null"
    }

    /// Adds an integer member.
    mutating func add(_ name: String, int value: Int) {
        key(name)
        text += String(value)
    }

    /// Adds a Boolean member.
    mutating func add(_ name: String, bool value: Bool) {
        key(name)
        text += value ? "true" : "false"
    }

    /// Adds an array of strings.
    mutating func add(_ name: String, strings values: [String]) {
        key(name)
        text += "[" + values.map(QuotedText.json).joined(separator: ",") + "]"
    }

    /// Adds a member whose value is JSON text already.
    mutating func add(_ name: String, raw value: String) {
        key(name)
        text += value
    }

    /// The finished object, one line.
    var line: String { text + "}" }

    /// A duration as whole nanoseconds, clamped to the 64-bit range (no trap on huge times).
    static func nanoseconds(_ duration: Duration) -> Int {
        let parts = duration.components
        let (seconds, overflow) = parts.seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return parts.seconds < 0 ? Int.min : Int.max }
        let (total, overflowSum) = seconds.addingReportingOverflow(parts.attoseconds / 1_000_000_000)
        if overflowSum { return seconds < 0 ? Int.min : Int.max }
        return Int(total)
    }
}
