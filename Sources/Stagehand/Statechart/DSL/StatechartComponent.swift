/// A line of a statechart definition: anything a ``Statechart/Builder`` block accepts.
///
/// The DSL is made of types that conform to this protocol — ``ChartState``, ``Parallel``,
/// ``FinalState``, ``HistoryState``, ``Initial``, ``On``, ``Always``, ``OnEntry``, ``OnExit`` and
/// ``Invoke`` — whose `State` and `Event` parameters are inferred from the block they are written
/// in, so a line needs no type annotation and a chart builds inside any type, whatever members that
/// type declares:
///
/// ```swift
/// let definition = try Statechart<Screen, AppEvent>.Definition {
///     ChartState(.signedOut) {
///         On(.signIn, to: .signedIn)
///     }
///     ChartState(.signedIn)
/// }
/// ```
///
/// Conform a type of your own to reuse a group of lines: return them from ``element``.
public protocol StatechartComponent<State, Event> {
    /// The chart's state type.
    associatedtype State: Hashable & Sendable
    /// The chart's event type.
    associatedtype Event: StatechartEvent

    /// The line this component adds to the chart.
    var element: Statechart<State, Event>.Element { get }
}

extension Statechart.Element: StatechartComponent {
    /// The element itself.
    public var element: Self { self }
}
