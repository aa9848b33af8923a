// The `invoke` elements of the statechart DSL: work owned by a state, started when the macrostep
// that entered it ends and cancelled when it is exited (SCXML `<invoke>`).

/// Invokes an `async throws` operation while the enclosing state is active: its value becomes
/// `onDone`'s event (name it `done.invoke.<id>`, as SCXML does), its error `onError`'s.
///
/// ```swift
/// state(Screen.loading) {
///     invoke("load") { try await api.comments() } onDone: { .loaded($0) } onError: { _ in .failed }
///     on("loaded", to: Screen.list)
/// }
/// ```
///
/// The operation starts when the macrostep that entered the state ends (not at all if that
/// macrostep also exited it), runs through the chart's ``StatechartInvoker``, and is cancelled
/// (Task cancellation) when the state is exited, the chart stops or ends, or it is released; a
/// result that arrives after that changes nothing.
/// - Parameters:
///   - id: The invocation's identifier, unique in the chart.
///   - operation: The work; it is run again each time the state is entered.
///   - onDone: The event its value becomes.
///   - onError: The event its typed failure becomes.
///   - finalize: Runs when the event reaches the chart, before it is queued and processed (SCXML
///     `<finalize>`); its context's signal is the event.
/// - Returns: The element.
public func invoke<State: Hashable & Sendable, Event: StatechartEvent, Value: Sendable, Failure: Error>(
    _ id: String, _ operation: @escaping @Sendable () async throws(Failure) -> Value,
    onDone: @escaping @Sendable (Value) -> Event, onError: @escaping @Sendable (Failure) -> Event,
    finalize: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    let work: StatechartInvocation.Work = { _, report in
        do throws(Failure) {
            let value = try await operation()
            report(.value(value))
        } catch {
            report(.failure(error))
        }
    }
    let expected = "a value of type \(Value.self) or a failure of type \(Failure.self)"
    let map: @Sendable (StatechartInvocationOutput) -> Statechart<State, Event>.MappedOutput = { output in
        switch output {
        case .value(let value):
            guard let value = value as? Value else { return .mismatch(expected: expected) }
            return .event(onDone(value))
        case .failure(let error):
            guard let failure = error as? Failure else { return .mismatch(expected: expected) }
            return .event(onError(failure))
        case .element, .finished:
            return .mismatch(expected: expected + " (it is an operation, not a sequence)")
        }
    }
    return Statechart<State, Event>.Element(
        .invoke(.init(id: id, autoforward: false, finalize: finalize, body: .work(.operation, work, map: map))))
}

/// Invokes an `AsyncSequence` while the enclosing state is active: each element becomes
/// `onElement`'s event (`nil` skips it), its end `onFinish`'s, its error `onError`'s.
///
/// The sequence is made when the macrostep that entered the state ends, iterated through the
/// chart's ``StatechartInvoker``, and cancelled (Task cancellation) when the state is exited, the
/// chart stops or ends, or it is released; elements that arrive after that change nothing.
/// - Parameters:
///   - id: The invocation's identifier, unique in the chart.
///   - sequence: Makes the sequence; called each time the state is entered.
///   - onElement: The event each element becomes, or `nil` to skip it.
///   - onFinish: The event the sequence's end becomes (name it `done.invoke.<id>`); none when `nil`.
///   - onError: The event the sequence's error becomes.
///   - finalize: Runs when each event reaches the chart, before it is processed.
/// - Returns: The element.
public func invoke<State: Hashable & Sendable, Event: StatechartEvent, Elements: AsyncSequence>(
    _ id: String, sequence: @escaping @Sendable () -> Elements,
    onElement: @escaping @Sendable (Elements.Element) -> Event?, onFinish: (@Sendable () -> Event)? = nil,
    onError: @escaping @Sendable (any Error) -> Event, finalize: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element
where Elements.Element: Sendable, Elements: SendableMetatype, Elements.AsyncIterator: SendableMetatype {
    let work: StatechartInvocation.Work = { _, report in
        let elements = sequence()
        do {
            for try await element in elements { report(.element(element)) }
            report(.finished)
        } catch {
            report(.failure(error))
        }
    }
    let expected = "elements of type \(Elements.Element.self), an end or an error (it is a sequence)"
    let map: @Sendable (StatechartInvocationOutput) -> Statechart<State, Event>.MappedOutput = { output in
        switch output {
        case .element(let element):
            guard let element = element as? Elements.Element else { return .mismatch(expected: expected) }
            return onElement(element).map { .event($0) } ?? .nothing
        case .finished:
            return onFinish.map { .event($0()) } ?? .nothing
        case .failure(let error):
            return .event(onError(error))
        case .value:
            return .mismatch(expected: expected)
        }
    }
    return Statechart<State, Event>.Element(
        .invoke(.init(id: id, autoforward: false, finalize: finalize, body: .work(.sequence, work, map: map))))
}

/// Invokes a child chart while the enclosing state is active, with typed event mappings both ways.
///
/// The child is created and started (on the parent's clock and invoker, in the parent's isolation
/// domain) when the macrostep that entered the state ends, and stopped with its timers and
/// invocations when the state is exited, the parent stops or ends, or it is released. The child's
/// ``Statechart/ActionContext/sendToParent(_:)`` reaches the parent through `fromChild`; the
/// parent's ``Statechart/ActionContext/send(_:toInvocation:)`` (and, with `autoforward`, every
/// external event it processes) reaches the child through `toChild`. When the child ends (a
/// top-level final state), `onDone`'s event reaches the parent.
///
/// Child charts nest up to ``RunLimits/invocationDepth``; deeper (recursive) invocations
/// do not start and report ``StatechartError/invocationDepthExceeded(invocation:limit:)``.
/// - Parameters:
///   - id: The invocation's identifier, unique in the chart.
///   - definition: The child chart.
///   - autoforward: Whether every external event the parent processes is forwarded (SCXML
///     `autoforward`).
///   - toChild: Maps a parent event to the child's type; `nil` drops it.
///   - fromChild: Maps a child event sent to the parent; `nil` drops it.
///   - onDone: The event the child's end becomes (name it `done.invoke.<id>`); none when `nil`.
///   - finalize: Runs when each event from the child reaches the parent, before it is processed.
/// - Returns: The element.
public func invoke<
    State: Hashable & Sendable, Event: StatechartEvent, ChildState: Hashable & Sendable,
    ChildEvent: StatechartEvent
>(
    _ id: String, chart definition: Statechart<ChildState, ChildEvent>.Definition, autoforward: Bool = false,
    toChild: @escaping @Sendable (Event) -> ChildEvent? = { _ in nil },
    fromChild: @escaping @Sendable (ChildEvent) -> Event?, onDone: (@Sendable () -> Event)? = nil,
    finalize: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    let make: @Sendable (Statechart<State, Event>.ChildLink) -> Statechart<State, Event>.ChildHandle = { link in
        let child = Statechart<ChildState, ChildEvent>(
            definition, clock: link.clock, invoker: link.invoker, limits: link.limits)
        child.invocationDepth = link.depth
        child.onError = link.report
        child.run.parentSink = { event in
            if let mapped = fromChild(event) { link.emit(mapped) }
        }
        child.run.onFinish = { link.finished(onDone?()) }
        child.run.parentIsBusy = link.isBusy
        return .init(
            start: { () throws(StatechartError) in try child.start() },
            forward: { (event: Event) throws(StatechartError) in
                if let mapped = toChild(event) { try child.send(mapped) }
            },
            stop: { child.stop() },
            status: { (child.configuration.map { String(describing: $0) }, child.runningChildCharts) })
    }
    let child = Statechart<State, Event>.ChildChart(
        fingerprint: definition.fingerprint, make: make,
        scxml: { indentLevel in definition.scxmlElement(indentLevel: indentLevel) })
    return Statechart<State, Event>.Element(
        .invoke(.init(id: id, autoforward: autoforward, finalize: finalize, body: .chart(child))))
}

/// Invokes an `async` operation that cannot fail while the enclosing state is active: its value
/// becomes `onDone`'s event (name it `done.invoke.<id>`), as for
/// ``invoke(_:_:onDone:onError:finalize:)``.
/// - Parameters:
///   - id: The invocation's identifier, unique in the chart.
///   - operation: The work; it is run again each time the state is entered.
///   - onDone: The event its value becomes.
///   - finalize: Runs when the event reaches the chart, before it is processed.
/// - Returns: The element.
public func invoke<State: Hashable & Sendable, Event: StatechartEvent, Value: Sendable>(
    _ id: String, _ operation: @escaping @Sendable () async -> Value, onDone: @escaping @Sendable (Value) -> Event,
    finalize: Statechart<State, Event>.Action? = nil
) -> Statechart<State, Event>.Element {
    let work: StatechartInvocation.Work = { _, report in
        report(.value(await operation()))
    }
    let expected = "a value of type \(Value.self) (it cannot fail)"
    let map: @Sendable (StatechartInvocationOutput) -> Statechart<State, Event>.MappedOutput = { output in
        guard case .value(let value) = output, let value = value as? Value else { return .mismatch(expected: expected) }
        return .event(onDone(value))
    }
    return Statechart<State, Event>.Element(
        .invoke(.init(id: id, autoforward: false, finalize: finalize, body: .work(.operation, work, map: map))))
}
