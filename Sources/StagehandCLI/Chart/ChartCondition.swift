import Stagehand

/// A `cond` expression of the null data model: `In('id')` combined with `!`, `&&`, `||` and
/// parentheses; or a flat machine's named guard.
indirect enum ChartCondition: Sendable, Equatable {
    /// A flat machine's named guard (a rule's `"guard"`): allowed unless the run denies it
    /// (`simulate --deny`).
    case named(String)
    /// `In('id')`: the state is active.
    case inState(String)
    /// `!c`.
    case not(ChartCondition)
    /// `a && b && …`.
    case all([ChartCondition])
    /// `a || b || …`.
    case any([ChartCondition])

    /// The core guard with the same meaning, its named guards allowed unless in `denied`.
    func statechartGuard(denied: Set<String>) -> Statechart<String, String>.Guard {
        switch self {
        case .named(let name):
            let allows = !denied.contains(name)
            return .when { _ in allows }
        case .inState(let id): return .inState(id)
        case .not(let inner): return .not(inner.statechartGuard(denied: denied))
        case .all(let parts): return .all(parts.map { $0.statechartGuard(denied: denied) })
        case .any(let parts): return .any(parts.map { $0.statechartGuard(denied: denied) })
        }
    }

    /// The named guards the expression uses, in order.
    var guardNames: [String] {
        switch self {
        case .named(let name): [name]
        case .inState: []
        case .not(let inner): inner.guardNames
        case .all(let parts), .any(let parts): parts.flatMap(\.guardNames)
        }
    }

    /// The expression in SCXML syntax, fully parenthesised where needed.
    var text: String {
        switch self {
        case .named(let name): name
        case .inState(let id): "In('\(id)')"
        case .not(let inner): "!" + inner.operandText
        case .all(let parts): parts.map(\.operandText).joined(separator: " && ")
        case .any(let parts): parts.map(\.operandText).joined(separator: " || ")
        }
    }

    private var operandText: String {
        switch self {
        case .named, .inState, .not: text
        case .all, .any: "(" + text + ")"
        }
    }

    /// Every state id an `In()` names, in order.
    var stateIDs: [String] {
        switch self {
        case .named: []
        case .inState(let id): [id]
        case .not(let inner): inner.stateIDs
        case .all(let parts), .any(let parts): parts.flatMap(\.stateIDs)
        }
    }
}
