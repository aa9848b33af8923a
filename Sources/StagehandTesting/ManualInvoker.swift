import Stagehand

/// A `StatechartInvoker` that runs nothing: it captures every invocation a chart
/// starts, and a test completes, fails, emits and finishes them in any order it likes — no task,
/// no sleep.
///
/// ```swift
/// let invoker = ManualInvoker()
/// let chart = Statechart(definition, invoker: invoker)
/// try chart.start()
/// #expect(invoker.runningIDs == ["load"])
/// invoker.complete("load", returning: ["first comment"])
/// #expect(chart.isAtRest)
/// ```
///
/// Each call hands the output to the latest running invocation with that identifier, on the
/// caller's isolation domain (which must be the chart's), and returns what the chart did with it:
/// `.ignored` when none is running (it was cancelled or
/// has ended), `.typeMismatch` when
/// the value is not of the invocation's type. ``log`` records starts and cancellations in order.
public final class ManualInvoker: StatechartInvoker {
    /// A start or a cancellation, in the order they happened.
    public enum Record: Sendable, Hashable, CustomStringConvertible {
        /// The chart started the invocation with this identifier.
        case started(String)
        /// The chart cancelled it (its state was exited, or the chart stopped, ended or was released).
        case cancelled(String)

        /// `+id` for a start, `-id` for a cancellation.
        public var description: String {
            switch self {
            case .started(let id): "+" + id
            case .cancelled(let id): "-" + id
            }
        }
    }

    /// Every start and cancellation, in order.
    public private(set) var log: [Record] = []
    private var invocations: [StatechartInvocation] = []

    /// Creates an invoker with nothing captured.
    public init() {}

    /// Captures an invocation; nothing runs until the test says so.
    /// - Parameter invocation: The invocation the chart started.
    public func start(_ invocation: StatechartInvocation) {
        invocations.removeAll { !$0.isRunning }
        invocations.append(invocation)
        log.append(.started(invocation.id))
        let id = invocation.id
        invocation.onCancel = { [weak self] in self?.log.append(.cancelled(id)) }
    }

    /// The running invocations, in the order they started.
    public var running: [StatechartInvocation] { invocations.filter(\.isRunning) }

    /// The identifiers of the running invocations, in the order they started.
    public var runningIDs: [String] { running.map(\.id) }

    /// The latest running invocation with identifier `id`.
    /// - Parameter id: The identifier.
    /// - Returns: The invocation, or `nil` when none with that identifier is running.
    public func invocation(_ id: String) -> StatechartInvocation? {
        invocations.last { $0.id == id && $0.isRunning }
    }

    /// Makes an operation return `value`.
    /// - Parameters:
    ///   - id: The invocation's identifier.
    ///   - value: The value, of the operation's type.
    /// - Returns: What the chart did with it.
    @discardableResult
    public func complete(_ id: String, returning value: any Sendable) -> StatechartInvocationDelivery {
        deliver(id, .value(value))
    }

    /// Makes an operation or a sequence throw `error`.
    /// - Parameters:
    ///   - id: The invocation's identifier.
    ///   - error: The error, of the invocation's failure type.
    /// - Returns: What the chart did with it.
    @discardableResult
    public func fail(_ id: String, with error: any Error) -> StatechartInvocationDelivery {
        deliver(id, .failure(error))
    }

    /// Makes a sequence produce `element`.
    /// - Parameters:
    ///   - id: The invocation's identifier.
    ///   - element: The element, of the sequence's element type.
    /// - Returns: What the chart did with it.
    @discardableResult
    public func emit(_ id: String, _ element: any Sendable) -> StatechartInvocationDelivery {
        deliver(id, .element(element))
    }

    /// Makes a sequence end.
    /// - Parameter id: The invocation's identifier.
    /// - Returns: What the chart did with it.
    @discardableResult
    public func finish(_ id: String) -> StatechartInvocationDelivery {
        deliver(id, .finished)
    }

    /// Runs the invocation's real work on the caller's isolation domain until it returns (for an
    /// operation that is itself driven by a manual clock or a test's own stream).
    /// - Parameters:
    ///   - id: The invocation's identifier.
    ///   - isolation: The chart's isolation domain; the caller's by default.
    public func run(_ id: String, isolation: isolated (any Actor)? = #isolation) async {
        await invocation(id)?.run(isolation: isolation)
    }

    private func deliver(_ id: String, _ output: StatechartInvocationOutput) -> StatechartInvocationDelivery {
        guard let invocation = invocation(id) else { return .ignored }
        return invocation.deliver(output)
    }
}
