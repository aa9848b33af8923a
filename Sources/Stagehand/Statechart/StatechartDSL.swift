// The statechart DSL: free functions that build ``Statechart/Element`` lines inside a
// ``Statechart/Builder`` block. They are free functions (not static members) so each line can
// start a new statement: a line beginning with `.` would continue the previous expression.

/// A state; with child states it is compound (SCXML `<state>`), otherwise atomic.
/// - Parameters:
///   - id: The state's value; unique in the chart.
///   - initial: The child entered by default (SCXML `initial`); the first child in
///     document order when `nil` and no ``initial(_:action:)`` element is given.
///   - content: Child states, pseudo-states, transitions and handlers.
/// - Returns: The element.
public func state<State: Hashable & Sendable, Event: StatechartEvent>(
    _ id: State, initial: State? = nil,
    @Statechart<State, Event>.Builder _ content: () -> [Statechart<State, Event>.Element] = { [] }
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.state(id, initial: initial), children: content())
}

/// A parallel state (SCXML `<parallel>`): all its child states (regions) are active
/// together.
/// - Parameters:
///   - id: The state's value; unique in the chart.
///   - content: Regions, history pseudo-states, transitions and handlers.
/// - Returns: The element.
public func parallel<State: Hashable & Sendable, Event: StatechartEvent>(
    _ id: State, @Statechart<State, Event>.Builder _ content: () -> [Statechart<State, Event>.Element]
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.parallel(id), children: content())
}

/// A final state (SCXML `<final>`): entering it completes its parent; at the top level
/// it ends the machine.
/// - Parameters:
///   - id: The state's value; unique in the chart.
///   - content: Entry and exit handlers only.
/// - Returns: The element.
public func finalState<State: Hashable & Sendable, Event: StatechartEvent>(
    _ id: State, @Statechart<State, Event>.Builder _ content: () -> [Statechart<State, Event>.Element] = { [] }
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.final(id), children: content())
}

/// A history pseudo-state (SCXML `<history>`) of the enclosing state.
/// - Parameters:
///   - id: The pseudo-state's value; unique in the chart; a transition may target it.
///   - kind: Shallow (active children) or deep (active atomic descendants).
///   - defaults: The targets entered when nothing is recorded yet.
///   - action: Run after the parent's entry handlers when the default is used.
/// - Returns: The element.
public func history<State: Hashable & Sendable, Event: StatechartEvent>(
    _ id: State, _ kind: StatechartHistoryKind = .shallow, default defaults: [State],
    action: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.history(id, kind, defaults: defaults, action))
}

/// The enclosing compound state's initial transition (SCXML `<initial>`), with actions
/// that run after the state's entry handlers.
/// - Parameters:
///   - targets: Descendants entered by default (several only in different regions).
///   - action: The transition's action.
/// - Returns: The element.
public func initial<State: Hashable & Sendable, Event: StatechartEvent>(
    _ targets: [State], action: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.initial(targets, action))
}

/// A transition taken on events matching `events` (space-separated SCXML descriptors:
/// `error` matches `error.network.timeout`, `*` matches any event).
/// - Parameters:
///   - events: One or more descriptors separated by spaces.
///   - targets: Where it goes; empty for a targetless transition.
///   - type: External (default) or internal.
///   - guard: The condition; `nil` always holds.
///   - action: Run between the exits and the entries.
/// - Returns: The element.
public func on<State: Hashable & Sendable, Event: StatechartEvent>(
    _ events: String, to targets: [State] = [], type: StatechartTransitionType = .external,
    when guard: Statechart<State, Event>.Guard? = nil, action: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.transition(.events(events), targets: targets, type, `guard`, action))
}

/// A transition with one target taken on events matching `events`.
/// - Parameters:
///   - events: One or more descriptors separated by spaces.
///   - target: Where it goes.
///   - type: External (default) or internal.
///   - guard: The condition; `nil` always holds.
///   - action: Run between the exits and the entries.
/// - Returns: The element.
public func on<State: Hashable & Sendable, Event: StatechartEvent>(
    _ events: String, to target: State, type: StatechartTransitionType = .external,
    when guard: Statechart<State, Event>.Guard? = nil, action: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.transition(.events(events), targets: [target], type, `guard`, action))
}

/// An eventless transition, taken as soon as its guard holds, before the next event.
/// - Parameters:
///   - targets: Where it goes; empty for a targetless transition.
///   - type: External (default) or internal.
///   - guard: The condition; `nil` always holds.
///   - action: Run between the exits and the entries.
/// - Returns: The element.
public func always<State: Hashable & Sendable, Event: StatechartEvent>(
    to targets: [State] = [], type: StatechartTransitionType = .external,
    when guard: Statechart<State, Event>.Guard? = nil,
    action: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.transition(.eventless, targets: targets, type, `guard`, action))
}

/// An eventless transition with one target.
/// - Parameters:
///   - target: Where it goes.
///   - type: External (default) or internal.
///   - guard: The condition; `nil` always holds.
///   - action: Run between the exits and the entries.
/// - Returns: The element.
public func always<State: Hashable & Sendable, Event: StatechartEvent>(
    to target: State, type: StatechartTransitionType = .external, when guard: Statechart<State, Event>.Guard? = nil,
    action: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.transition(.eventless, targets: [target], type, `guard`, action))
}

/// An entry handler of the enclosing state (SCXML `<onentry>`).
/// - Parameter action: The handler.
/// - Returns: The element.
public func onEntry<State: Hashable & Sendable, Event: StatechartEvent>(
    _ action: @escaping Statechart<State, Event>.Action
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.entry(action))
}

/// An exit handler of the enclosing state (SCXML `<onexit>`).
/// - Parameter action: The handler.
/// - Returns: The element.
public func onExit<State: Hashable & Sendable, Event: StatechartEvent>(
    _ action: @escaping Statechart<State, Event>.Action
) -> Statechart<State, Event>.Element {
    Statechart<State, Event>.Element(.exit(action))
}
