/// The enclosing compound state's initial transition (SCXML `<initial>`), with an action that runs
/// after the state's entry handlers.
///
/// ```swift
/// ChartState(.player) {
///     Initial([.paused]) { context in context.raise(.ready) }
///     ChartState(.playing)
///     ChartState(.paused)
/// }
/// ```
public struct Initial<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this initial transition adds to the chart.
    public let element: Statechart<State, Event>.Element

    /// An initial transition.
    /// - Parameters:
    ///   - targets: Descendants entered by default (several only in different regions).
    ///   - action: The transition's action.
    public init(_ targets: [State], action: Statechart<State, Event>.Action? = nil) {
        element = Statechart<State, Event>.Element(.initial(targets, action))
    }
}
