import Stagehand

#if canImport(Glibc)
import Glibc
#endif

/// StateContainer planning/execution benchmarks.
///
/// 1. A transition between two states of N children each, half of them shared, planned and
///    executed with a host that does no UI work (animations complete at once), for N = 100,
///    1,000 and 10,000; next to a hand-written diff (Set of ObjectIdentifier) making the same
///    host calls.
/// 2. The same transition animated, with every animation ending on its own (as a toolkit ends
///    them: one completion call each, after the transition has started), for N = 100, 1,000,
///    10,000 and 100,000; next to a hand-written cross-fade making the same host calls.
/// 3. 10,000 / 100,000 / 1,000,000 requests made during one in-flight transition under
///    `coalesce` (and, for contrast, `queue`): time per request and what stays retained.
///
/// `quick` on the command line (`stagehand-bench container quick`): only N = 1,000, a few
/// iterations each and no request table — the run to give to callgrind, whose inclusive counts of
/// `measureTransitions` (minus `measureAnimatedTransitions`, which it includes), `measureBaseline`,
/// `measureSeparateEnds` and `measureCrossFadeBaseline` compare the engine with its baselines in
/// instructions.
enum ContainerBenchmarks {
    @MainActor static func run() {
        let quick = MachineBenchmarks.quick
        print("== container: transition between two states of N children, half shared (immediate host)")
        print(
            pad("N", 8) + pad("engine, not animated", 24) + pad("engine, animated", 20) + pad("baseline diff", 16)
                + pad("engine/baseline", 16) + "ns per child (not animated)")
        for count in quick ? [1_000] : [100, 1_000, 10_000] {
            let iterations = quick ? 20 : max(20, 400_000 / count)
            let plain = measureTransitions(count: count, iterations: iterations, animated: false)
            let animated = measureAnimatedTransitions(count: count, iterations: iterations)
            let baseline = measureBaseline(count: count, iterations: iterations)
            print(
                pad("\(count)", 8) + pad("\(format(plain)) µs", 24) + pad("\(format(animated)) µs", 20)
                    + pad("\(format(baseline)) µs", 16) + pad("\(format(plain / baseline))×", 16)
                    + format(plain * 1_000 / Double(count)))
        }
        print()
        print("== container: animated transition, every animation ending on its own (deferred host)")
        print(
            pad("N", 8) + pad("engine, animated", 20) + pad("baseline cross-fade", 22) + pad("engine/baseline", 16)
                + "ns per child (engine)")
        for count in quick ? [1_000] : [100, 1_000, 10_000, 100_000] {
            let iterations = quick ? 20 : max(4, 200_000 / count)
            let engine = measureSeparateEnds(count: count, iterations: iterations)
            let baseline = measureCrossFadeBaseline(count: count, iterations: iterations)
            print(
                pad("\(count)", 8) + pad("\(format(engine)) µs", 20) + pad("\(format(baseline)) µs", 22)
                    + pad("\(format(engine / baseline))×", 16) + format(engine * 1_000 / Double(count)))
        }
        guard !quick else { return }
        print()
        print("== container: requests made during one in-flight transition")
        print(
            pad("policy", 10) + pad("requests", 10) + pad("ns/request", 12) + pad("states retained", 17)
                + pad("RSS growth", 14) + "children(for:) calls")
        let runs: [(TransitionPolicy, Int)] = [
            (.coalesce, 10_000), (.coalesce, 100_000), (.coalesce, 1_000_000), (.queue, 100_000),
        ]
        for (policy, requests) in runs {
            let result = measureRequestsInFlight(policy: policy, requests: requests)
            print(
                pad("\(policy)", 10) + pad("\(requests)", 10) + pad(format(result.nanosecondsPerRequest), 12)
                    + pad("\(result.statesRetained)", 17) + pad("\(result.residentGrowth / 1024) KiB", 14)
                    + "\(result.childrenCalls)")
        }
        print()
        runRequestCost()
    }

    /// The request-cost table alone (`stagehand-bench container-request`, also the run to give
    /// to callgrind: `--toggle-collect='*measureRequestCost*'` counts the instructions of 220,000
    /// requests and their setup).
    @MainActor static func runRequestCost() {
        print("== container: one request across the module boundary (coalesce, a transition in flight, no allocation)")
        print(pad("requests", 10) + pad("engine ns/request", 20) + pad("baseline slot", 16) + "engine/baseline")
        for requests in [20_000, 200_000] {
            let engine = measureRequestCost(requests: requests)
            let baseline = measureRequestSlotBaseline(requests: requests)
            print(
                pad("\(requests)", 10) + pad(format(engine), 20) + pad(format(baseline), 16)
                    + "\(format(engine / baseline))×")
        }
    }

    /// The two child lists: `[s0, a0, s1, a1, …]` and `[b0, s0, b1, s1, …]`.
    static func lists(count: Int) -> ([ContainerBenchChild], [ContainerBenchChild]) {
        var first: [ContainerBenchChild] = []
        var second: [ContainerBenchChild] = []
        for _ in 0..<(count / 2) {
            let shared = ContainerBenchChild()
            first.append(shared)
            first.append(ContainerBenchChild())
            second.append(ContainerBenchChild())
            second.append(shared)
        }
        return (first, second)
    }

    /// Microseconds per transition.
    @MainActor static func measureTransitions(count: Int, iterations: Int, animated: Bool) -> Double {
        let (first, second) = lists(count: count)
        let host = ContainerImmediateHost()
        let container = StateContainer<Int, ContainerImmediateHost>(
            initialState: 0, host: host, clock: ContainerIdleClock()
        ) { $0 == 0 ? first : second }
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<iterations {
            container.setNeedsTransition(to: (iteration + 1) % 2, animated: animated)
        }
        let elapsed = clock.now - start
        precondition(host.viewCount == count && !container.isTransitioning, "benchmark transition did not complete")
        return microseconds(elapsed) / Double(iterations)
    }

    /// ``measureTransitions(count:iterations:animated:)`` animated, under a name of its own (so
    /// callgrind tells its instructions from the non-animated run's).
    @inline(never)
    @MainActor static func measureAnimatedTransitions(count: Int, iterations: Int) -> Double {
        measureTransitions(count: count, iterations: iterations, animated: true)
    }

    /// Microseconds per animated transition whose animations the host ends one by one, each with
    /// its own completion call from outside the container (no batching possible).
    @MainActor static func measureSeparateEnds(count: Int, iterations: Int) -> Double {
        let (first, second) = lists(count: count)
        let host = ContainerImmediateHost()
        host.completesAnimations = false
        let container = StateContainer<Int, ContainerImmediateHost>(
            initialState: 0, host: host, clock: ContainerIdleClock()
        ) { $0 == 0 ? first : second }
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<iterations {
            container.setNeedsTransition(to: (iteration + 1) % 2, animated: true)
            host.finishPending()
        }
        let elapsed = clock.now - start
        precondition(host.viewCount == count && !container.isTransitioning, "benchmark transition did not complete")
        return microseconds(elapsed) / Double(iterations)
    }

    /// The hand-written baseline of ``measureSeparateEnds(count:iterations:)``: a Set-based diff,
    /// one view list with the leaving views on top, one animation per child, and per ended
    /// animation the calls that finish its child (a leaving view removed on its own).
    @MainActor static func measureCrossFadeBaseline(count: Int, iterations: Int) -> Double {
        let (first, second) = lists(count: count)
        let host = ContainerImmediateHost()
        var attached = Set(first.map(ObjectIdentifier.init))
        var current = first
        var nextToken: UInt64 = 0
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<iterations {
            let next = iteration % 2 == 0 ? second : first
            let nextIDs = Set(next.map(ObjectIdentifier.init))
            let leaving = current.filter { !nextIDs.contains(ObjectIdentifier($0)) }
            let arriving = next.filter { !attached.contains(ObjectIdentifier($0)) }
            for child in leaving {
                host.willDetach(child)
                host.deliverAppearance(.willDisappear, to: child, animated: true)
            }
            for child in arriving {
                host.attach(child)
                host.deliverAppearance(.willAppear, to: child, animated: true)
            }
            host.arrangeViews(next + leaving)
            var ends: [AnimationToken: (child: ContainerBenchChild, isAppearing: Bool)] = [:]
            ends.reserveCapacity(leaving.count + arriving.count)
            var pending: [AnimationToken] = []
            pending.reserveCapacity(leaving.count + arriving.count)
            for (children, isAppearing) in [(arriving, true), (leaving, false)] {
                for child in children {
                    nextToken += 1
                    let token = AnimationToken(rawValue: nextToken)
                    ends[token] = (child, isAppearing)
                    pending.append(token)
                    host.startAnimation(
                        ChildAnimation(token: token, child: child, isAppearing: isAppearing, transition: .fade)
                    ) {}
                }
            }
            for token in pending {
                guard let (child, isAppearing) = ends.removeValue(forKey: token) else { continue }
                if isAppearing {
                    host.deliverAppearance(.didAppear, to: child, animated: true)
                    host.didAttach(child)
                    attached.insert(ObjectIdentifier(child))
                } else {
                    host.removeViews(of: [child], remaining: { [] })
                    host.deliverAppearance(.didDisappear, to: child, animated: true)
                    host.detach(child)
                    attached.remove(ObjectIdentifier(child))
                }
            }
            current = next
        }
        let elapsed = clock.now - start
        precondition(host.viewCount == count && attached.count == count, "baseline did not complete")
        return microseconds(elapsed) / Double(iterations)
    }

    /// The hand-written baseline: a Set-based diff making the same host calls as a non-animated
    /// on-screen transition.
    @MainActor static func measureBaseline(count: Int, iterations: Int) -> Double {
        let (first, second) = lists(count: count)
        let host = ContainerImmediateHost()
        var attached = Set(first.map(ObjectIdentifier.init))
        var current = first
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<iterations {
            let next = iteration % 2 == 0 ? second : first
            let nextIDs = Set(next.map(ObjectIdentifier.init))
            let leaving = current.filter { !nextIDs.contains(ObjectIdentifier($0)) }
            let arriving = next.filter { !attached.contains(ObjectIdentifier($0)) }
            for child in leaving {
                host.willDetach(child)
                host.deliverAppearance(.willDisappear, to: child, animated: false)
            }
            for child in arriving {
                host.attach(child)
                host.deliverAppearance(.willAppear, to: child, animated: false)
            }
            host.arrangeViews(next)
            for child in leaving {
                host.deliverAppearance(.didDisappear, to: child, animated: false)
                host.detach(child)
                attached.remove(ObjectIdentifier(child))
            }
            for child in arriving {
                host.deliverAppearance(.didAppear, to: child, animated: false)
                host.didAttach(child)
                attached.insert(ObjectIdentifier(child))
            }
            current = next
        }
        let elapsed = clock.now - start
        precondition(host.viewCount == count && attached.count == count, "baseline did not complete")
        return microseconds(elapsed) / Double(iterations)
    }

    struct RequestsResult {
        var nanosecondsPerRequest: Double
        var statesRetained: Int
        var residentGrowth: Int
        var childrenCalls: Int
    }

    @MainActor static func measureRequestsInFlight(policy: TransitionPolicy, requests: Int) -> RequestsResult {
        let (first, second) = lists(count: 100)
        let host = ContainerImmediateHost()
        host.completesAnimations = false
        let initial = ContainerBenchState()
        var childrenCalls = 0
        let container = StateContainer<ContainerBenchState, ContainerImmediateHost>(
            initialState: initial, host: host, clock: ContainerIdleClock(), policy: policy
        ) { state in
            childrenCalls += 1
            return state === initial ? first : second
        }
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: ContainerBenchState(), animated: true)  // stays in flight
        let baseLive = ContainerBenchState.live
        let baseResident = residentBytes()
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<requests {
            container.setNeedsTransition(to: ContainerBenchState(), animated: true)
        }
        let elapsed = clock.now - start
        let retained = ContainerBenchState.live - baseLive
        let growth = max(0, residentBytes() - baseResident)
        // Let it finish: the in-flight transition ends, then the pending work runs.
        while container.isTransitioning { host.finishPending() }
        return RequestsResult(
            nanosecondsPerRequest: microseconds(elapsed) * 1_000 / Double(requests), statesRetained: retained,
            residentGrowth: growth, childrenCalls: childrenCalls)
    }

    /// Nanoseconds per `setNeedsTransition` made from this module into the library's container
    /// while a transition is in flight under `coalesce`: each request replaces the waiting one.
    /// Two states made up front alternate, so nothing is allocated per request.
    @MainActor static func measureRequestCost(requests: Int) -> Double {
        let (first, second) = lists(count: 10)
        let host = ContainerImmediateHost()
        host.completesAnimations = false
        let initial = ContainerBenchState()
        let states = [ContainerBenchState(), ContainerBenchState()]
        let container = StateContainer<ContainerBenchState, ContainerImmediateHost>(
            initialState: initial, host: host, clock: ContainerIdleClock()
        ) { $0 === initial ? first : second }
        container.containerWillAppear(animated: false)
        container.containerDidAppear(animated: false)
        container.setNeedsTransition(to: ContainerBenchState(), animated: true)  // stays in flight
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<requests {
            container.setNeedsTransition(to: states[index & 1], animated: true)
        }
        let elapsed = clock.now - start
        precondition(container.isTransitioning && !container.isAtRest, "benchmark requests did not wait")
        while container.isTransitioning { host.finishPending() }
        return microseconds(elapsed) * 1_000 / Double(requests)
    }

    /// The hand-written baseline of ``measureRequestCost(requests:)``: a coalescing slot that
    /// remembers the last request, compares it with the target, and replaces the waiting one.
    @MainActor static func measureRequestSlotBaseline(requests: Int) -> Double {
        let slot = CoalescingSlot(target: ContainerBenchState())
        let states = [ContainerBenchState(), ContainerBenchState()]
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<requests {
            slot.request(states[index & 1], animated: true)
        }
        let elapsed = clock.now - start
        precondition(slot.replaced == requests - 1, "baseline requests did not coalesce")
        return microseconds(elapsed) * 1_000 / Double(requests)
    }

    static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }

    /// The process's resident set size in bytes (Linux), or 0 where it cannot be read.
    static func residentBytes() -> Int {
        #if canImport(Glibc)
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return 0 }
        let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return 0
        #endif
    }

    static func format(_ value: Double) -> String {
        let scaled = (value * 100).rounded()
        let whole = Int(scaled / 100)
        let fraction = Int(abs(scaled.truncatingRemainder(dividingBy: 100)))
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
