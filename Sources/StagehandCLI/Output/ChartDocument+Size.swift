extension ChartDocument {
    /// How many states (not pseudo-states) the chart has.
    var stateCount: Int { allNodes.count(where: \.isState) }

    /// How many transitions its states have.
    var transitionCount: Int { allNodes.filter(\.isState).reduce(0) { $0 + $1.transitions.count } }

    /// `3 states, 2 transitions`.
    var sizeDescription: String { "\(plural(stateCount, "state")), \(plural(transitionCount, "transition"))" }
}
