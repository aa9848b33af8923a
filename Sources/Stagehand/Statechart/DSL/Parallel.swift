/// A parallel ChartState (SCXML `<parallel>`): all its child states (regions) are active together.
///
/// ```swift
/// Parallel(.signedIn) {
///     ChartState(.tabs) { ChartState(.home) }
///     ChartState(.player) { ChartState(.paused) }
/// }
/// ```
public struct Parallel<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this parallel state adds to the chart, with its regions.
    public let element: Statechart<State, Event>.Element

    /// A parallel state and its regions.
    /// - Parameters:
    ///   - id: The state's value; unique in the chart.
    ///   - content: Regions, history pseudo-states, transitions and handlers.
    public init(_ id: State, @Statechart<State, Event>.Builder _ content: () -> [Statechart<State, Event>.Element]) {
        element = Statechart<State, Event>.Element(.parallel(id), children: content())
    }
}
