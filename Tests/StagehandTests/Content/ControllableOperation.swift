import Stagehand

/// The error loads fail with in tests.
enum LoadFailure: Error, Equatable {
    case offline
    case server(Int)
}

/// An async operation that suspends until the test finishes it by hand, so async loads are
/// deterministic: nothing sleeps, and every resumption is an explicit step of the test.
@MainActor
final class ControllableOperation<Value: Sendable> {
    private var continuation: CheckedContinuation<Result<Value, LoadFailure>, Never>?
    private var startWaiters: [CheckedContinuation<Void, Never>] = []
    private var preset: Result<Value, LoadFailure>?

    /// How many times the operation was started.
    private(set) var startCount = 0
    /// Whether the task running the operation was cancelled when the operation was resumed.
    private(set) var observedCancellation: [Bool] = []

    /// Whether the operation is suspended, waiting for ``finish(_:)``.
    var isWaiting: Bool { continuation != nil }

    /// The operation to hand to a loader.
    func run() async throws(LoadFailure) -> Value {
        startCount += 1
        let waiters = startWaiters
        startWaiters = []
        for waiter in waiters { waiter.resume() }
        let result: Result<Value, LoadFailure> = await withCheckedContinuation { continuation in
            if let preset {
                self.preset = nil
                continuation.resume(returning: preset)
            } else {
                self.continuation = continuation
            }
        }
        observedCancellation.append(Task.isCancelled)
        return try result.get()
    }

    /// Suspends until the operation has started (at once if it already did).
    func untilStarted() async {
        guard startCount == 0 else { return }
        await withCheckedContinuation { startWaiters.append($0) }
    }

    /// Resumes the suspended operation with `result`, or makes its next start return it at once.
    func finish(_ result: Result<Value, LoadFailure>) {
        if let continuation {
            self.continuation = nil
            continuation.resume(returning: result)
        } else {
            preset = result
        }
    }
}
