/// A router whose runs perform, after the request that started them, the requests queued
/// during them: ``Router`` and ``NavigationRouter`` drain their ``RunQueue`` the same way.
@MainActor
protocol RequestRun: AnyObject {
    associatedtype Request
    associatedtype Context
    associatedtype Failure: Error

    /// The requests queued during the current run.
    var queue: RunQueue<(request: Request, context: Context?)> { get set }
    /// The changes the current run has made.
    var runChanges: Int { get }
    /// The most changes one run may make (`limits.stepsPerRun`).
    var limits: RunLimits { get }

    /// Performs one request inside a run.
    func run(_ request: Request, context: Context?) throws(Failure)
    /// The error of a run stopped at its step limit.
    /// - Parameter dropped: How many queued requests the run drops.
    func stepLimitExceeded(dropped: Int) -> Failure
    /// Performs the queued requests (see ``performQueued(after:)``) and leaves the router ready.
    /// - Parameter error: The run's first error so far, if any.
    /// - Returns: The error the run ends with, if any.
    func finishRun(_ error: Failure?) -> Failure?
}

extension RequestRun {
    /// Performs the request that started a run, then finishes the run.
    /// - Throws: The error the run ends with (see ``finishRun(_:)``).
    func performRun(_ request: Request, context: Context?) throws(Failure) {
        var first: Failure?
        do throws(Failure) {
            try run(request, context: context)
        } catch {
            first = error
        }
        if let error = finishRun(first) { throw error }
    }

    /// Performs the queued requests in order, with those they queue in turn, until the queue is
    /// empty or the run has reached its step limit; then the requests left stay queued, dropped.
    /// - Parameter error: The run's first error so far, if any.
    /// - Returns: The step-limit error when the run reached it with requests left, else the
    ///   run's first error.
    func performQueued(after error: Failure?) -> Failure? {
        var first = error
        while let next = queue.popFirst() {
            guard runChanges < limits.stepsPerRun else { return stepLimitExceeded(dropped: queue.count + 1) }
            do throws(Failure) {
                try run(next.request, context: next.context)
            } catch {
                if first == nil { first = error }
            }
        }
        return first
    }
}
