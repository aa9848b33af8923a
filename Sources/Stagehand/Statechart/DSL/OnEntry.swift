/// An entry handler of the enclosing ChartState (SCXML `<onentry>`).
///
/// ```swift
/// OnEntry { context in context.raise(.ready) }
/// ```
public struct OnEntry<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this handler adds to the chart.
    public let element: Statechart<State, Event>.Element

    /// An entry handler.
    /// - Parameter action: The handler, run each time the state is entered.
    public init(_ action: @escaping Statechart<State, Event>.Action) {
        element = Statechart<State, Event>.Element(.entry(action))
    }
}
