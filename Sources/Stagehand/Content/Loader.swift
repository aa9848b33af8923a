/// Runs asynchronous loads for a content screen and turns their results into the
/// ``ContentState`` to show, without stale results.
///
/// ```swift
/// let loader = Loader<any Error>(hasContent: { [weak model] in model?.items.isEmpty == false })
/// screen.follow(loader)  // a ContentStateController; or observe(_:) it yourself
/// loader.load({ try await api.items() }, receive: { [weak model] in model?.items = $0 })
/// ```
///
/// With a typed failure, real async code (which throws `any Error`: `Task.sleep`, `URLSession`,
/// a decoder) goes through ``load(mapError:_:)`` or ``load(mapError:_:receive:)``: the loader
/// handles cancellation itself, and maps every other error through your function.
///
/// ```swift
/// let loader = Loader<APIError>(hasContent: { [weak model] in model?.items.isEmpty == false })
/// loader.load(mapError: APIError.init) { [weak model] in
///     let items = try await api.items()  // throws any Error
///     model?.items = items
/// }
/// ```
///
/// - A load goes to loading **at once**, then to content, empty or error as
///   ``ContentState``'s decision table gives for the result and the app’s `hasContent` answer at that moment.
///   ``state`` is always the truth; the loader has no timers.
/// - **Latest wins**: a new load cancels the one in flight; a cancelled or superseded load never
///   applies its result, and a cancellation (``cancel()``, cancelling the returned task, or an
///   operation throwing `CancellationError`) is never shown as an error.
/// - **Anti-flicker** is the container's job, not the loader's: a ``ContentStateController``
///   following the loader shows the loading placeholder after its
///   ``ContentStateController/loadingTiming`` show delay (only when loading replaces something
///   on screen) and keeps it for the minimum visible duration.
/// - Everything happens on the main actor. An operation written as a closure in main-actor code
///   runs there too and may `await` work elsewhere. Dropping the loader cancels the load in
///   flight; its tasks hold the loader weakly.
///
/// ## Loader and work tied to a state
///
/// A statechart state that invokes an operation (see <doc:WorkTiedToAState>) is the package's
/// way to tie work to a state: entering `loading` again cancels the load in flight and a stale
/// result is never delivered. A screen driven by a chart should load that way and show the
/// chart's state. The loader is not a face over such an invocation, because its API cannot be
/// kept on top of one: an invocation is declared once, as `@Sendable` work inside a shared,
/// `Sendable` chart definition, and its results come back as the chart's events, while a
/// loader takes a new, non-`Sendable` main-actor closure with every call (an operation and a
/// `receive` that touch the app's model) and hands back the `Task` that runs that one load.
/// Carrying those closures through a definition would need an unchecked `Sendable` box.
/// Both follow the same latest-wins rule — a new run cancels the old one through Task
/// cancellation, and a result is applied only if its run is still the current one, checked on
/// the owner's isolation domain when the result arrives — and the anti-flicker timing stays
/// with the container either way.
@MainActor
public final class Loader<Failure: Error> {

    /// The state the loads decided; it changes at once, with no anti-flicker delay.
    public private(set) var state: ContentState<Failure>

    /// Whether a load is in flight.
    public private(set) var isLoading = false

    /// The error of the last completed load, or `nil` if it succeeded or none completed yet.
    public private(set) var lastError: Failure?

    /// Called when a load fails while the app has content; the content stays on screen and the app
    /// may report the error unobtrusively.
    public var onErrorWhileContent: ((Failure) -> Void)?

    private let hasContent: () -> Bool
    private let initialState: ContentState<Failure>
    private var hasCompletedLoad = false
    private var generation = 0
    private var task: Task<Void, Never>?
    private var retryAction: (() -> Task<Void, Never>)?
    private var errorSerial = 0
    private var shownErrorSerial = 0
    private var observers = ObserverList<(ContentState<Failure>, ContentState<Failure>) -> Void>()

    /// Whether an observer added with ``observe(_:)`` is registered (for tests).
    var isObserved: Bool { !observers.isEmpty }

    /// Creates a loader.
    /// - Parameters:
    ///   - initialState: The state before any load; loading by default, so a screen that starts
    ///     loading never shows its empty placeholder first.
    ///   - hasContent: Whether the app has content to show; asked whenever a decision is made.
    ///     Required, so there is no default that silently hides every placeholder.
    public init(initialState: ContentState<Failure> = .loading, hasContent: @escaping () -> Bool) {
        self.state = initialState
        self.initialState = initialState
        self.hasContent = hasContent
    }

    /// Adds an observer of ``state``; it runs after every change with the old and the new state,
    /// after the observers added before it. A new error value is a change; the same state again
    /// is not.
    /// - Parameter handler: The observer.
    /// - Returns: An identifier for ``removeObserver(_:)``.
    @discardableResult
    public func observe(
        _ handler: @escaping (_ old: ContentState<Failure>, _ new: ContentState<Failure>) -> Void
    ) -> ObservationID {
        ObservationID(raw: observers.add(handler))
    }

    /// Removes an observer; an unknown or already removed identifier does nothing.
    /// - Parameter id: What ``observe(_:)`` returned.
    public func removeObserver(_ id: ObservationID) {
        observers.remove(id.raw)
    }

    deinit {
        task?.cancel()
    }

    /// Starts a load whose operation stores its own result; cancels the load in flight.
    ///
    /// When the operation returns, the `hasContent` closure decides between content and empty; when it
    /// throws, the error decides between error and content with ``onErrorWhileContent``.
    /// - Parameter operation: The work.
    /// - Returns: The task running the load. Awaiting its value waits until the result is applied
    ///   (or dropped); cancelling it cancels the load without changing the state.
    @discardableResult
    public func load(_ operation: @escaping () async throws(Failure) -> Void) -> Task<Void, Never> {
        load(operation, receive: { (_: Void) in })
    }

    /// Starts a load that produces a value; cancels the load in flight.
    ///
    /// The value is handed to `receive` (only if this load is still the latest), then
    /// the `hasContent` closure maps it to content or empty.
    /// - Parameters:
    ///   - operation: The work.
    ///   - receive: Stores the value in the app's model, before the state is decided.
    /// - Returns: The task running the load, as for ``load(_:)``.
    @discardableResult
    public func load<Value>(
        _ operation: @escaping () async throws(Failure) -> Value, receive: @escaping (Value) -> Void
    ) -> Task<Void, Never> {
        begin(
            {
                do throws(Failure) {
                    return .value(try await operation())
                } catch {
                    return error is CancellationError ? .cancelled : .failure(error)
                }
            }, receive: receive)
    }

    /// Starts a load whose operation throws any error, which `mapError` turns into the loader's
    /// `Failure`; cancels the load in flight.
    ///
    /// This is the typed loader's way to run ordinary async code (`Task.sleep`, networking,
    /// decoding), whose errors are untyped. Cancellation is the loader's: when the load was
    /// cancelled or superseded, or the operation throws `CancellationError`, nothing is mapped and
    /// nothing is shown. Every other error is mapped and decides the state as a typed failure does.
    /// - Parameters:
    ///   - mapError: Turns an error the operation threw into the loader's failure type.
    ///   - operation: The work; it stores its own result.
    /// - Returns: The task running the load, as for ``load(_:)``.
    @discardableResult
    public func load(
        mapError: @escaping (any Error) -> Failure, _ operation: @escaping () async throws -> Void
    ) -> Task<Void, Never> {
        load(mapError: mapError, operation, receive: { (_: Void) in })
    }

    /// Starts a load that produces a value and throws any error, which `mapError` turns into the
    /// loader's `Failure`; cancels the load in flight.
    ///
    /// Cancellation is handled as in ``load(mapError:_:)``; the value is handed to `receive` as in
    /// ``load(_:receive:)``.
    /// - Parameters:
    ///   - mapError: Turns an error the operation threw into the loader's failure type.
    ///   - operation: The work.
    ///   - receive: Stores the value in the app's model, before the state is decided.
    /// - Returns: The task running the load, as for ``load(_:)``.
    @discardableResult
    public func load<Value>(
        mapError: @escaping (any Error) -> Failure, _ operation: @escaping () async throws -> Value,
        receive: @escaping (Value) -> Void
    ) -> Task<Void, Never> {
        begin(
            {
                do {
                    return .value(try await operation())
                } catch is CancellationError {
                    return .cancelled
                } catch {
                    return Task.isCancelled ? .cancelled : .failure(mapError(error))
                }
            }, receive: receive)
    }

    /// Runs the most recent load's operation again, cancelling the load in flight.
    /// - Returns: The task running the load, or `nil` when there was no load yet.
    @discardableResult
    public func retry() -> Task<Void, Never>? {
        retryAction?()
    }

    /// Cancels the load in flight, if any. Its result is never applied and no error is shown;
    /// the state returns at once to what the last completed load gave, or to the initial state
    /// when none completed yet (a container following the loader decides what is seen).
    public func cancel() {
        guard isLoading else { return }
        generation += 1
        task?.cancel()
        task = nil
        isLoading = false
        reconcile()
    }

    /// Decides the state again, for when the app's content changed outside a load (for example
    /// the user deleted the last item).
    public func contentDidChange() {
        reconcile()
    }

    /// Remembers the load for ``retry()`` and starts it.
    private func begin<Value>(
        _ run: @escaping () async -> LoadOutcome<Value, Failure>, receive: @escaping (Value) -> Void
    ) -> Task<Void, Never> {
        retryAction = { [weak self] in
            self?.start(run, receive: receive) ?? Task {}
        }
        return start(run, receive: receive)
    }

    private func start<Value>(
        _ run: @escaping () async -> LoadOutcome<Value, Failure>, receive: @escaping (Value) -> Void
    ) -> Task<Void, Never> {
        task?.cancel()
        generation += 1
        let current = generation
        isLoading = true
        let newTask = Task { @MainActor [weak self] in
            var outcome: LoadOutcome<Value, Failure> = .cancelled
            if !Task.isCancelled {
                outcome = await run()
                if Task.isCancelled { outcome = .cancelled }
            }
            self?.finish(current, outcome, receive: receive)
        }
        task = newTask
        reconcile()
        return newTask
    }

    private func finish<Value>(_ load: Int, _ outcome: LoadOutcome<Value, Failure>, receive: (Value) -> Void) {
        guard load == generation, isLoading else { return }
        task = nil
        isLoading = false
        switch outcome {
        case .cancelled:
            break
        case .value(let value):
            hasCompletedLoad = true
            lastError = nil
            receive(value)
        case .failure(let failure):
            hasCompletedLoad = true
            lastError = failure
            errorSerial += 1
            if hasContent() { onErrorWhileContent?(failure) }
        }
        reconcile()
    }

    private func reconcile() {
        apply(targetState())
    }

    /// The decision table for the last completed load; before any load completed (and while none
    /// is in flight), the initial state, unless the app already has content.
    private func targetState() -> ContentState<Failure> {
        let content = hasContent()
        if !hasCompletedLoad && !isLoading && !content { return initialState }
        return ContentStateDecision(hasContent: content, isLoading: isLoading, error: lastError).state
    }

    private func apply(_ new: ContentState<Failure>) {
        let old = state
        let sameError = new.kind == .error && shownErrorSerial == errorSerial
        guard old.kind != new.kind || (new.kind == .error && !sameError) else { return }
        if new.kind == .error { shownErrorSerial = errorSerial }
        state = new
        observers.forEach { $0(old, new) }
    }
}

/// How one load ended.
private enum LoadOutcome<Value, Failure: Error> {
    case value(Value)
    case failure(Failure)
    case cancelled
}
