/// A ``StatechartInvoker`` that runs every invocation in its own main-actor task, for charts used
/// on the main actor (UIKit, SwiftUI, or GTK with its main-loop bridge).
///
/// The operation itself runs where it is isolated (a nonisolated `async` function runs on the
/// global executor); every output comes back to the main actor before it becomes an event.
/// Cancelling an invocation cancels its task; a result that arrives afterwards is dropped by the
/// chart.
@MainActor
public final class MainActorInvoker: @MainActor StatechartInvoker {
    private var tasks: [ObjectIdentifier: Task<Void, Never>] = [:]

    /// Creates an invoker.
    public init() {}

    /// The number of tasks that have not returned yet (cancelled ones included until they return).
    public var taskCount: Int { tasks.count }

    /// Starts the invocation's work in a main-actor task.
    /// - Parameter invocation: The invocation.
    public func start(_ invocation: StatechartInvocation) {
        let key = ObjectIdentifier(invocation)
        let task = Task { @MainActor [weak self] in
            await invocation.run()
            self?.tasks[key] = nil
        }
        tasks[key] = task
        invocation.onCancel = { task.cancel() }
    }

    /// Waits until every task this invoker started has returned (cancelled work included).
    public func waitUntilIdle() async {
        while let task = tasks.values.first {
            await task.value
        }
    }
}
