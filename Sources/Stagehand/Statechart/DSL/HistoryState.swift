/// A history pseudo-ChartState (SCXML `<history>`) of the enclosing state: a transition that targets it
/// re-enters the children (or descendants) that were active when the state was last exited.
///
/// Named `HistoryState`, SCXML's term, rather than `History`, a name apps often give a type of
/// their own.
///
/// ```swift
/// HistoryState(.tabsHistory, .shallow, default: [.home])
/// ```
public struct HistoryState<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this pseudo-state adds to the chart.
    public let element: Statechart<State, Event>.Element

    /// A history pseudo-state.
    /// - Parameters:
    ///   - id: The pseudo-state's value; unique in the chart; a transition may target it.
    ///   - kind: Shallow (active children) or deep (active atomic descendants).
    ///   - defaults: The targets entered when nothing is recorded yet.
    ///   - action: Run after the parent's entry handlers when the default is used.
    public init(
        _ id: State, _ kind: StatechartHistoryKind = .shallow, default defaults: [State],
        action: Statechart<State, Event>.Action? = nil
    ) {
        element = Statechart<State, Event>.Element(.history(id, kind, defaults: defaults, action))
    }
}
