/// A final ChartState (SCXML `<final>`): entering it completes its parent; at the top level it ends
/// the machine.
///
/// ```swift
/// FinalState(.done) { OnEntry { _ in print("finished") } }
/// ```
public struct FinalState<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this final state adds to the chart, with its handlers.
    public let element: Statechart<State, Event>.Element

    /// A final state with optional handlers.
    /// - Parameters:
    ///   - id: The state's value; unique in the chart.
    ///   - content: Entry and exit handlers only.
    public init(
        _ id: State, @Statechart<State, Event>.Builder _ content: () -> [Statechart<State, Event>.Element] = { [] }
    ) {
        element = Statechart<State, Event>.Element(.final(id), children: content())
    }
}
