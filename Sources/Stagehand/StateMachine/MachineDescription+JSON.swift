extension MachineDescription {
    /// Writes the description as JSON, without Foundation: pretty, two-space indent, keys in the
    /// fixed order `initial`, `states`, `final`, `events` (and `name`, `from`, `to`, `guard`,
    /// `after`, `internal` in each event, absent optionals omitted), string arrays on one line.
    ///
    /// This is exactly the document the `stagehand` command reads back.
    /// - Returns: The JSON text, ending with a newline.
    public func jsonText() -> String {
        var out = "{\n"
        out += "  \"initial\": \(QuotedText.json(initial)),\n"
        out += "  \"states\": \(Self.jsonArray(states)),\n"
        out += "  \"final\": \(Self.jsonArray(final)),\n"
        if events.isEmpty {
            out += "  \"events\": []\n}\n"
            return out
        }
        out += "  \"events\": [\n"
        for (index, event) in events.enumerated() {
            var fields = [
                "\"name\": \(QuotedText.json(event.name))",
                "\"from\": \(Self.jsonArray(event.from))",
                "\"to\": \(QuotedText.json(event.to))",
            ]
            if let name = event.guard { fields.append("\"guard\": \(QuotedText.json(name))") }
            if let delay = event.after { fields.append("\"after\": \(delay.isFinite ? "\(delay)" : "null")") }
            if let flag = event.internal { fields.append("\"internal\": \(flag)") }
            out += "    {\n      " + fields.joined(separator: ",\n      ") + "\n    }"
            out += index == events.count - 1 ? "\n" : ",\n"
        }
        out += "  ]\n}\n"
        return out
    }

    private static func jsonArray(_ items: [String]) -> String {
        "[" + items.map(QuotedText.json).joined(separator: ", ") + "]"
    }
}
