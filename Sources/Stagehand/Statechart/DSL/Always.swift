/// An eventless transition of the enclosing ChartState (SCXML `<transition>` without `event`), taken as
/// soon as its guard holds, before the next event.
///
/// ```swift
/// Always(to: .offline, when: .not(.inState(.connected)))
/// ```
public struct Always<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this transition adds to the chart.
    public let element: Statechart<State, Event>.Element

    /// An eventless transition with one target.
    /// - Parameters:
    ///   - target: Where it goes.
    ///   - type: External (default) or internal.
    ///   - guard: The condition; `nil` always holds.
    ///   - action: Run between the exits and the entries.
    public init(
        to target: State, type: StatechartTransitionType = .external,
        when guard: Statechart<State, Event>.Guard? = nil, action: Statechart<State, Event>.Action? = nil
    ) {
        self.init(to: [target], type: type, when: `guard`, action: action)
    }

    /// An eventless transition with any number of targets (none: targetless).
    /// - Parameters:
    ///   - targets: Where it goes; empty for a targetless transition.
    ///   - type: External (default) or internal.
    ///   - guard: The condition; `nil` always holds.
    ///   - action: Run between the exits and the entries.
    public init(
        to targets: [State] = [], type: StatechartTransitionType = .external,
        when guard: Statechart<State, Event>.Guard? = nil, action: Statechart<State, Event>.Action? = nil
    ) {
        element = Statechart<State, Event>.Element(.transition(.eventless, targets: targets, type, `guard`, action))
    }
}
