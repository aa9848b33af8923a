/// A transition of the enclosing state, taken on the events it names (SCXML `<transition event=…>`).
///
/// Name events as values of the chart's `Event` type, so a misspelt event does not compile:
///
/// ```swift
/// On(.signIn, to: .home)
/// On(.cancel, .timeout, to: .idle)
/// On(.retry, to: .loading, when: .inState(.online))
/// ```
///
/// An event value stands for its ``StatechartEvent/name`` as an SCXML descriptor, which matches by
/// whole dot-separated tokens: `On(.error, …)` where `.error` is named `error` also takes
/// `error.network` and `error.network.timeout`. For wildcards and names no value represents (an
/// event with a payload, `done.invoke.load`), write the descriptor itself:
/// `On(descriptor: "error.network *", …)`.
public struct On<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this transition adds to the chart.
    public let element: Statechart<State, Event>.Element

    /// A transition with one target, taken on any of the given events.
    /// - Parameters:
    ///   - event: An event the transition takes; its name is a descriptor.
    ///   - more: Further events the transition takes.
    ///   - target: Where it goes.
    ///   - type: External (default) or internal.
    ///   - guard: The condition; `nil` always holds.
    ///   - action: Run between the exits and the entries.
    public init(
        _ event: Event, _ more: Event..., to target: State, type: StatechartTransitionType = .external,
        when guard: Statechart<State, Event>.Guard? = nil, action: Statechart<State, Event>.Action? = nil
    ) {
        self.init(descriptor: Self.descriptor(event, more), to: [target], type: type, when: `guard`, action: action)
    }

    /// A transition with any number of targets (none: targetless), taken on any of the given events.
    /// - Parameters:
    ///   - event: An event the transition takes; its name is a descriptor.
    ///   - more: Further events the transition takes.
    ///   - targets: Where it goes; empty for a targetless transition.
    ///   - type: External (default) or internal.
    ///   - guard: The condition; `nil` always holds.
    ///   - action: Run between the exits and the entries.
    public init(
        _ event: Event, _ more: Event..., to targets: [State] = [], type: StatechartTransitionType = .external,
        when guard: Statechart<State, Event>.Guard? = nil, action: Statechart<State, Event>.Action? = nil
    ) {
        self.init(descriptor: Self.descriptor(event, more), to: targets, type: type, when: `guard`, action: action)
    }

    /// A transition with one target, taken on events matching SCXML descriptors.
    /// - Parameters:
    ///   - descriptor: One or more descriptors separated by spaces: `error` matches
    ///     `error.network.timeout`, `error.*` the same, `*` any event.
    ///   - target: Where it goes.
    ///   - type: External (default) or internal.
    ///   - guard: The condition; `nil` always holds.
    ///   - action: Run between the exits and the entries.
    public init(
        descriptor: String, to target: State, type: StatechartTransitionType = .external,
        when guard: Statechart<State, Event>.Guard? = nil, action: Statechart<State, Event>.Action? = nil
    ) {
        self.init(descriptor: descriptor, to: [target], type: type, when: `guard`, action: action)
    }

    /// A transition with any number of targets (none: targetless), taken on events matching SCXML
    /// descriptors.
    /// - Parameters:
    ///   - descriptor: One or more descriptors separated by spaces: `error` matches
    ///     `error.network.timeout`, `error.*` the same, `*` any event.
    ///   - targets: Where it goes; empty for a targetless transition.
    ///   - type: External (default) or internal.
    ///   - guard: The condition; `nil` always holds.
    ///   - action: Run between the exits and the entries.
    public init(
        descriptor: String, to targets: [State] = [], type: StatechartTransitionType = .external,
        when guard: Statechart<State, Event>.Guard? = nil, action: Statechart<State, Event>.Action? = nil
    ) {
        element = Statechart<State, Event>.Element(
            .transition(.events(descriptor), targets: targets, type, `guard`, action))
    }

    /// The descriptor list the events' names make, separated by spaces.
    private static func descriptor(_ event: Event, _ more: [Event]) -> String {
        var text = event.name
        for other in more { text += " " + other.name }
        return text
    }
}
