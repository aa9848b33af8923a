/// An exit handler of the enclosing ChartState (SCXML `<onexit>`).
///
/// ```swift
/// OnExit { _ in player.pause() }
/// ```
public struct OnExit<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this handler adds to the chart.
    public let element: Statechart<State, Event>.Element

    /// An exit handler.
    /// - Parameter action: The handler, run each time the state is exited.
    public init(_ action: @escaping Statechart<State, Event>.Action) {
        element = Statechart<State, Event>.Element(.exit(action))
    }
}
