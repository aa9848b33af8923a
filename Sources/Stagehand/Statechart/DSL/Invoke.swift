/// Work owned by the enclosing ChartState (SCXML `<invoke>`): an operation, an async sequence or a child
/// chart, started when the macrostep that entered the state ends and cancelled when it is exited.
///
/// ```swift
/// ChartState(.loading) {
///     Invoke("load") { try await api.comments() } onDone: { .loaded($0) } onError: { _ in .failed }
/// }
/// ```
public struct Invoke<State: Hashable & Sendable, Event: StatechartEvent>: StatechartComponent, Sendable {
    /// The line this invocation adds to the chart.
    public let element: Statechart<State, Event>.Element

    /// Invokes an `async throws` operation while the enclosing state is active: its value becomes
    /// `onDone`'s event (name it `done.invoke.<id>`, as SCXML does), its error `onError`'s.
    ///
    /// ```swift
    /// ChartState(.loading) {
    ///     Invoke("load") { try await api.comments() } onDone: { .loaded($0) } onError: { _ in .failed }
    ///     On(descriptor: "loaded", to: .list)
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
    public init<Value: Sendable, Failure: Error>(
        _ id: String, _ operation: @escaping @Sendable () async throws(Failure) -> Value,
        onDone: @escaping @Sendable (Value) -> Event, onError: @escaping @Sendable (Failure) -> Event,
        finalize: Statechart<State, Event>.Action? = nil
    ) {
        let work: StatechartInvocation.Work = { _, report in
            do throws(Failure) {
                let value = try await operation()
                report(.value(value))
            } catch {
                report(.failure(error))
            }
        }
        let expected = "a value of type \(Value.self) or a failure of type \(Failure.self)"
        self.init(id, .operation, work, finalize: finalize, expected: expected) { output in
            switch output {
            case .value(let value as Value): .event(onDone(value))
            case .failure(let failure as Failure): .event(onError(failure))
            case .element, .finished: .mismatch(expected: expected + " (it is an operation, not a sequence)")
            default: nil
            }
        }
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
    public init<Elements: AsyncSequence>(
        _ id: String, sequence: @escaping @Sendable () -> Elements,
        onElement: @escaping @Sendable (Elements.Element) -> Event?, onFinish: (@Sendable () -> Event)? = nil,
        onError: @escaping @Sendable (any Error) -> Event, finalize: Statechart<State, Event>.Action? = nil
    )
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
        self.init(id, .sequence, work, finalize: finalize, expected: expected) { output in
            switch output {
            case .element(let element as Elements.Element): onElement(element).map { .event($0) } ?? .nothing
            case .finished: onFinish.map { .event($0()) } ?? .nothing
            case .failure(let error): .event(onError(error))
            default: nil
            }
        }
    }

    /// Invokes an `async` operation that cannot fail while the enclosing state is active: its value
    /// becomes `onDone`'s event (name it `done.invoke.<id>`), as for
    /// ``init(_:_:onDone:onError:finalize:)``.
    /// - Parameters:
    ///   - id: The invocation's identifier, unique in the chart.
    ///   - operation: The work; it is run again each time the state is entered.
    ///   - onDone: The event its value becomes.
    ///   - finalize: Runs when the event reaches the chart, before it is processed.
    public init<Value: Sendable>(
        _ id: String, _ operation: @escaping @Sendable () async -> Value, onDone: @escaping @Sendable (Value) -> Event,
        finalize: Statechart<State, Event>.Action? = nil
    ) {
        let work: StatechartInvocation.Work = { _, report in
            report(.value(await operation()))
        }
        self.init(id, .operation, work, finalize: finalize, expected: "a value of type \(Value.self) (it cannot fail)")
        {
            guard case .value(let value as Value) = $0 else { return nil }
            return .event(onDone(value))
        }
    }

    /// The invocation of `work` whose outputs `map` turns into events; an output it answers `nil`
    /// for is reported as a mismatch with `expected`.
    private init(
        _ id: String, _ kind: StatechartInvocationKind, _ work: @escaping StatechartInvocation.Work,
        finalize: Statechart<State, Event>.Action?, expected: String,
        map: @escaping @Sendable (StatechartInvocationOutput) -> Statechart<State, Event>.MappedOutput?
    ) {
        let mapped: @Sendable (StatechartInvocationOutput) -> Statechart<State, Event>.MappedOutput = { output in
            map(output) ?? .mismatch(expected: expected)
        }
        element = Statechart<State, Event>.Element(
            .invoke(.init(id: id, autoforward: false, finalize: finalize, body: .work(kind, work, map: mapped))))
    }
}
