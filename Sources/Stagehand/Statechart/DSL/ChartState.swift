/// A state of a chart; with child states it is compound (SCXML `<state>`), otherwise atomic.
///
/// Named `ChartState` rather than `State` so it never collides with the state enum or the generic
/// parameter that most charts call `State`.
///
/// ```swift
/// ChartState(.tabs, initial: .home) {
///     ChartState(.home)
///     ChartState(.search)
/// }
/// ```
public struct ChartState<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this state adds to the chart, with its content.
    public let element: Statechart<State, Event>.Element

    /// A state with optional content.
    /// - Parameters:
    ///   - id: The state's value; unique in the chart.
    ///   - initial: The child entered by default (SCXML `initial`); the first child in document
    ///     order when `nil` and no ``Initial`` line is given.
    ///   - content: Child states, pseudo-states, transitions and handlers.
    public init(
        _ id: State, initial: State? = nil,
        @Statechart<State, Event>.Builder _ content: () -> [Statechart<State, Event>.Element] = { [] }
    ) {
        element = Statechart<State, Event>.Element(.state(id, initial: initial), children: content())
    }
}
