// A compiled guard written as an SCXML condition, shared by the SCXML export and the drawing.

extension StatechartTable {
    /// A guard as SCXML: always true, always false, an expression, or `nil` when it contains a
    /// Swift closure.
    enum ConditionText: Equatable {
        case always
        case never
        case text(String)
    }

    /// The SCXML `cond` of a guard (`In('id')`, `!`, `&&`, `||`, with `id` naming each state),
    /// or `nil` when it contains a Swift closure: what the SCXML export writes and the drawing
    /// labels.
    func conditionText(_ condition: Condition, id: (Int) -> String) -> ConditionText? {
        switch condition {
        case .when: return nil
        case .inState(let index): return .text("In('\(id(index))')")
        case .not(let inner):
            switch conditionText(inner, id: id) {
            case nil: return nil
            case .always: return .never
            case .never: return .always
            case .text(let text): return .text("!" + text)
            }
        case .all(let parts), .any(let parts):
            let isAll: Bool
            if case .all = condition { isAll = true } else { isAll = false }
            var texts: [String] = []
            for part in parts {
                switch conditionText(part, id: id) {
                case nil: return nil
                case .always: if !isAll { return .always }
                case .never: if isAll { return .never }
                case .text(let text): texts.append(text)
                }
            }
            if texts.isEmpty { return isAll ? .always : .never }
            if texts.count == 1 { return .text(texts[0]) }
            return .text("(" + texts.joined(separator: isAll ? " && " : " || ") + ")")
        }
    }
}
