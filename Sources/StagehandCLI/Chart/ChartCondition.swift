import Stagehand

/// A `cond` expression of the null data model: `In('id')` combined with `!`, `&&`, `||` and
/// parentheses.
indirect enum ChartCondition: Sendable, Equatable {
    /// `In('id')`: the state is active.
    case inState(String)
    /// `!c`.
    case not(ChartCondition)
    /// `a && b && …`.
    case all([ChartCondition])
    /// `a || b || …`.
    case any([ChartCondition])

    /// The core guard with the same meaning.
    var statechartGuard: Statechart<String, String>.Guard {
        switch self {
        case .inState(let id): .inState(id)
        case .not(let inner): .not(inner.statechartGuard)
        case .all(let parts): .all(parts.map(\.statechartGuard))
        case .any(let parts): .any(parts.map(\.statechartGuard))
        }
    }

    /// The expression in SCXML syntax, fully parenthesised where needed.
    var text: String {
        switch self {
        case .inState(let id): "In('\(id)')"
        case .not(let inner): "!" + inner.operandText
        case .all(let parts): parts.map(\.operandText).joined(separator: " && ")
        case .any(let parts): parts.map(\.operandText).joined(separator: " || ")
        }
    }

    private var operandText: String {
        switch self {
        case .inState, .not: text
        case .all, .any: "(" + text + ")"
        }
    }

    /// Every state id an `In()` names, in order.
    var stateIDs: [String] {
        switch self {
        case .inState(let id): [id]
        case .not(let inner): inner.stateIDs
        case .all(let parts), .any(let parts): parts.flatMap(\.stateIDs)
        }
    }
}
