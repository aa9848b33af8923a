extension ChartJSONReader {
    // Reporting, and reading a field as the type it must have.

    mutating func report(_ value: JSONValue, _ message: String) {
        report(ChartLocation(value.position), message)
    }

    mutating func report(_ location: ChartLocation, _ message: String) {
        diagnostics.append(Diagnostic(file: file, location: location, message: message))
    }

    /// The members of an object after checking its keys against `allowed`.
    mutating func members(_ value: JSONValue, _ what: String, allowed: [String]) -> [JSONMember]? {
        guard case .object(let members) = value.kind else {
            report(value, "expected \(what) as an object, found \(value.kindName)")
            return nil
        }
        for member in members where !allowed.contains(member.key) {
            let hint = Suggestion.closest(to: member.key, in: allowed).map { "did you mean \"\($0)\"? " } ?? ""
            report(
                ChartLocation(member.keyPosition),
                "unknown field \"\(member.key)\" in \(what); \(hint)allowed: \(allowed.joined(separator: ", "))")
        }
        return members
    }

    func field(_ key: String, _ members: [JSONMember]) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    func attributes(_ members: [JSONMember]) -> [String: ChartLocation] {
        var result: [String: ChartLocation] = [:]
        for member in members { result[member.key] = ChartLocation(member.value.position) }
        return result
    }

    mutating func string(_ value: JSONValue, _ what: String) -> String? {
        guard case .string(let text) = value.kind, !text.isEmpty else {
            report(value, "expected \(what) as a non-empty string, found \(value.kindName)")
            return nil
        }
        return text
    }

    /// A string or an array of strings.
    mutating func strings(_ value: JSONValue, _ what: String) -> [String] {
        if case .string = value.kind { return string(value, what).map { [$0] } ?? [] }
        guard case .array(let items) = value.kind else {
            report(value, "expected \(what) as a string or an array of strings, found \(value.kindName)")
            return []
        }
        return items.compactMap { string($0, what) }
    }

    mutating func array(_ value: JSONValue, _ what: String) -> [JSONValue] {
        guard case .array(let items) = value.kind else {
            report(value, "expected \(what) as an array, found \(value.kindName)")
            return []
        }
        return items
    }

    /// What the keyword `value` names among `choices`, or `nil`: reported, with the keywords
    /// allowed, when it is another string (and, like ``string(_:_:)``, when it is not one).
    /// - Parameters:
    ///   - value: The field's value.
    ///   - what: The field as a diagnostic names it, such as `transition type`.
    ///   - choices: Each keyword and what it means, in the order a diagnostic lists them.
    mutating func keyword<Choice>(
        _ value: JSONValue, _ what: String, _ choices: KeyValuePairs<String, Choice>
    ) -> Choice? {
        guard let text = string(value, "the \(what)") else { return nil }
        if let choice = choices.first(where: { $0.key == text }) { return choice.value }
        report(value, "\(what) '\(text)' is not valid; allowed: \(choices.map(\.key).joined(separator: ", "))")
        return nil
    }

    /// A node of `kind` named by the object's `id`, with the object's members, or `nil` (reported)
    /// when `value` is not an object or has no `id` string. Unknown keys are reported too.
    /// - Parameters:
    ///   - value: The state's object.
    ///   - kind: The node's kind.
    ///   - what: The object, as a diagnostic names it, such as `a final state`.
    ///   - allowed: Its keys.
    ///   - id: Its `id`, as a diagnostic names it.
    ///   - missingID: The diagnostic when it has no `id`.
    mutating func identified(
        _ value: JSONValue, _ kind: ChartNode.Kind, _ what: String, allowed: [String], id: String, missingID: String
    ) -> (ChartNode, [JSONMember])? {
        guard let members = members(value, what, allowed: allowed) else { return nil }
        guard let idValue = field("id", members) else {
            report(value, missingID)
            return nil
        }
        guard let name = string(idValue, id) else { return nil }
        var node = ChartNode(kind: kind, id: name, location: ChartLocation(value.position))
        node.attributes = attributes(members)
        return (node, members)
    }
}
