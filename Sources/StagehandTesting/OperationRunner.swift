import Stagehand

/// Plays ``ContainerOperation``s against a container that uses a ``RecordingHost`` and a
/// ``ManualClock``, then settles it so its trace can be checked with ``LifecycleChecker``.
@MainActor
public final class OperationRunner<State> {
    /// The container under test.
    public let container: StateContainer<State, RecordingHost>

    /// The clock the container and host use.
    public let clock: ManualClock

    private var callbackRequests: [(State, Bool)] = []
    /// The runner's observer of the container, removed when the runner goes.
    private var observation: ObservationID?

    /// Creates a runner. It adds an observer to the container (with `StateContainer/observe(_:)`)
    /// that plays requests made "from a callback" at the next `willTransition`; observers added
    /// before it, for example by ``RecordingHost/observe(_:describe:)``, hear each event first.
    /// - Parameters:
    ///   - container: The container under test.
    ///   - clock: The manual clock it uses.
    public init(container: StateContainer<State, RecordingHost>, clock: ManualClock) {
        self.container = container
        self.clock = clock
        observation = container.observe { [weak self] event in
            guard let self else { return }
            if case .willTransition = event, !self.callbackRequests.isEmpty {
                let requests = self.callbackRequests
                self.callbackRequests.removeAll()
                for (state, animated) in requests {
                    self.container.setNeedsTransition(to: state, animated: animated)
                }
            }
        }
    }

    /// A released runner removes its observer from the container.
    isolated deinit {
        if let observation { container.removeObserver(observation) }
    }

    /// Plays one operation.
    /// - Parameter operation: The operation.
    public func run(_ operation: ContainerOperation<State>) {
        switch operation {
        case .request(let state, let animated):
            container.setNeedsTransition(to: state, animated: animated)
        case .requestFromCallback(let state, let animated):
            callbackRequests.append((state, animated))
        case .container(let call, let animated):
            switch call {
            case .willAppear: container.containerWillAppear(animated: animated)
            case .didAppear: container.containerDidAppear(animated: animated)
            case .willDisappear: container.containerWillDisappear(animated: animated)
            case .didDisappear: container.containerDidDisappear(animated: animated)
            }
        case .advance(let duration):
            clock.advance(by: duration)
        case .replayStaleCompletions:
            container.host.replayAllStaleCompletions()
        }
    }

    /// Plays every operation in order.
    /// - Parameter operations: The operations.
    public func run(_ operations: [ContainerOperation<State>]) {
        for operation in operations { run(operation) }
    }

    /// Brings the container to rest: completes a half-done container appearance (a will-appear
    /// gets its did-appear, a will-disappear its did-disappear), makes any request still waiting
    /// for a callback, then runs the clock (and, for a host in ``RecordingHost/AnimationMode/manual`` mode, ends its
    /// animations) until no work is left.
    /// - Parameter limit: The most rounds to run, a guard against work that never ends.
    /// - Returns: `true` when the container is at rest (`StateContainer/isAtRest`, and no timer or
    ///   animation left), `false` when `limit` was reached.
    @discardableResult
    public func settle(limit: Int = 10_000) -> Bool {
        switch container.visibility {
        case .appearing: container.containerDidAppear(animated: false)
        case .disappearing: container.containerDidDisappear(animated: false)
        case .offScreen, .onScreen: break
        }
        let requests = callbackRequests
        callbackRequests.removeAll()
        for (state, animated) in requests { container.setNeedsTransition(to: state, animated: animated) }
        for _ in 0..<limit {
            if case .manual = container.host.mode { container.host.endAllAnimations() }
            if clock.pendingCount == 0, container.host.runningAnimations.isEmpty, container.isAtRest {
                return true
            }
            if clock.pendingCount > 0 { clock.advance(to: clock.nextDeadline ?? clock.now) }
        }
        return false
    }
}
