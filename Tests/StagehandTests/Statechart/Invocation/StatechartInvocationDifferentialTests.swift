import Stagehand
import StagehandTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Invocations, differentially: random charts whose states invoke operations and child charts
/// (autoforwarded events down, replies and `done.invoke` up), driven by events and by
/// completions in random order (and late results of cancelled invocations), must agree
/// with the Appendix D reference on configurations, entry/exit order, actions, and the order in
/// which invocations start and are cancelled.
@Suite struct StatechartInvocationDifferentialTests {
    /// Keeps every invocation it was given (cancelled ones too, for late deliveries) and logs
    /// starts and cancellations as `+id` / `-id`.
    final class RecordingInvoker: StatechartInvoker {
        var all: [StatechartInvocation] = []
        var log: [String] = []

        func start(_ invocation: StatechartInvocation) {
            all.append(invocation)
            log.append("+" + invocation.id)
            let id = invocation.id
            invocation.onCancel = { [weak self] in self?.log.append("-" + id) }
        }

        var running: [StatechartInvocation] { all.filter(\.isRunning) }
    }

    static func compare(seed: UInt64, sequences: Int) -> String? {
        var generator = ChartGenerator(seed: seed)
        let model = generator.invokingChart()
        let log = ChartLog()
        let definition: Statechart<String, String>.Definition
        do {
            definition = try model.definition(log: log)
        } catch {
            return "seed \(seed): the generated chart was rejected: \(error)\n\(model)"
        }
        let limit = StatechartDifferentialTests.limit
        for sequence in 0..<sequences {
            let events = generator.invocationEvents()
            let invoker = RecordingInvoker()
            let engine = Statechart(
                definition, invoker: invoker, limits: RunLimits(stepsPerRun: limit))
            var errors = 0
            engine.onError = { _ in errors += 1 }
            var steps: [Statechart<String, String>.Macrostep] = []
            let observed = sequence % 2 == 0
            if observed { engine.observe { steps.append($0) } }
            let reference = ReferenceInterpreter(model, limit: limit)

            var engineHit = false
            do { try engine.start() } catch { engineHit = true }
            reference.start()
            if let problem = check("start", engine, invoker, reference, engineHit, log, steps.last, observed, model) {
                return "seed \(seed): \(problem)\n\(model)\nevents: \(events)"
            }
            for (position, event) in events.enumerated() {
                steps.removeAll()
                engineHit = false
                errors = 0
                if event == "late" {
                    let cancelled = invoker.all.filter { !$0.isRunning }
                    if let late = cancelled.last {
                        let delivery = late.deliver(.value(0))
                        if delivery != .ignored {
                            return "seed \(seed): a late result was \(delivery)\n\(model)\nevents: \(events)"
                        }
                    }
                    reference.beginMacrostep()
                } else if event.hasPrefix("!") {
                    let index = Int(event.dropFirst())!
                    let running = invoker.running
                    if !running.isEmpty && engine.isRunning {
                        running[index % running.count].deliver(.value(0))
                        engineHit = errors > 0
                    }
                    reference.beginMacrostep()
                    reference.complete(index)
                } else {
                    do { try engine.send(event) } catch { engineHit = true }
                    reference.sendExternal(event)
                }
                if let problem = check(
                    "event \(position) '\(event)'", engine, invoker, reference, engineHit, log, steps.last, observed,
                    model)
                {
                    return "seed \(seed): \(problem)\n\(model)\nevents: \(events)"
                }
            }
        }
        return nil
    }

    static func check(
        _ when: String, _ engine: Statechart<String, String>, _ invoker: RecordingInvoker,
        _ reference: ReferenceInterpreter, _ engineHit: Bool, _ log: ChartLog,
        _ step: Statechart<String, String>.Macrostep?, _ observed: Bool, _ model: ChartModel
    ) -> String? {
        if invoker.log != reference.invokeLog {
            return "after \(when): invocations engine \(invoker.log), reference \(reference.invokeLog)"
        }
        let running = invoker.running.map(\.id)
        let expected = reference.invocations.map { model.invocationID($0) }
        if running != expected || engine.runningInvocations != reference.runningIDs {
            return "after \(when): running engine \(running) / \(engine.runningInvocations), "
                + "reference \(expected) / \(reference.runningIDs)"
        }
        return StatechartDifferentialTests.check(
            when, engine, reference, engineHit, log, step, observed, model)
    }

    @Test func invocationsAgreeWithAppendixDOnRandomChartsAndCompletionOrders() {
        // Each chart runs 4 sequences: 10,000 chart × sequence cases (1,000,000 under soak).
        let charts: UInt64 = invocationSoakRequested ? 250_000 : 2_500
        var failures: [String] = []
        for seed in 0..<charts {
            if let failure = Self.compare(seed: seed &* 0x9E37_79B9 &+ 41, sequences: 4) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }
}

/// Whether the `STAGEHAND_SOAK` environment variable asks for the million-case run.
private let invocationSoakRequested: Bool = {
    guard let value = getenv("STAGEHAND_SOAK") else { return false }
    return String(cString: value) != "" && String(cString: value) != "0"
}()
