extension JSONValue {
    /// The JSON path (`$.events[1].to`) of the value or object key written at each of `locations`,
    /// found in one pass over the document without recursion; a location where nothing starts is
    /// left out. A key's path is its member's (`$.events[1].gaurd` for an unknown field).
    func paths(at locations: Set<ChartLocation>) -> [ChartLocation: String] {
        var result: [ChartLocation: String] = [:]
        guard !locations.isEmpty else { return result }
        var pending: [(value: JSONValue, path: String)] = [(self, "$")]
        while let (value, path) = pending.popLast() {
            let place = ChartLocation(value.position)
            if locations.contains(place), result[place] == nil { result[place] = path }
            switch value.kind {
            case .object(let members):
                for member in members.reversed() {
                    let memberPath = path + JSONPath.member(member.key)
                    let key = ChartLocation(member.keyPosition)
                    if locations.contains(key), result[key] == nil { result[key] = memberPath }
                    pending.append((member.value, memberPath))
                }
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { pending.append((item, path + "[\(index)]")) }
            default:
                break
            }
        }
        return result
    }
}

extension Diagnostics {
    /// These diagnostics, each without a path given the path of what is at its location in
    /// `root`, the JSON document of `file`.
    func located(in root: JSONValue, file: String) -> Diagnostics {
        let wanted = Set(diagnostics.filter { $0.path == nil && $0.file == file }.map(\.location))
        let paths = root.paths(at: wanted)
        var located = self
        for index in located.diagnostics.indices
        where located.diagnostics[index].path == nil && located.diagnostics[index].file == file {
            located.diagnostics[index].path = paths[located.diagnostics[index].location]
        }
        return located
    }
}
