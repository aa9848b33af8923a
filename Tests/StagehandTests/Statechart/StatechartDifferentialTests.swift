import Stagehand
import StagehandTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appendix D, differentially: the engine and a line-by-line transcription of the
/// Recommendation's pseudo-code must agree on every configuration, entry/exit order and action
/// log, over seeded random charts and event sequences (step-limit cycles included).
@Suite struct StatechartDifferentialTests {
    static let limit = 8

    /// Runs one chart against `sequences` event sequences (each on a fresh engine and a fresh
    /// reference); returns a description of the first disagreement. Every other sequence runs
    /// without an observer (its entries and exits are then compared through the action log
    /// only), so dispatch is checked both with and without macrostep reports.
    ///
    /// With `actionFree`, the chart has no actions (and its model raises nothing), so unobserved
    /// sends take the plain dispatch path; the action logs are not compared then.
    static func compare(seed: UInt64, sequences: Int, actionFree: Bool = false) -> String? {
        var generator = ChartGenerator(seed: seed)
        let generated = generator.chart()
        let model = actionFree ? generated.withoutRaises : generated
        let log = ChartLog()
        let definition: Statechart<String, String>.Definition
        do {
            definition = try model.definition(log: log, actions: !actionFree)
        } catch {
            return "seed \(seed): the generated chart was rejected: \(error)\n\(model)"
        }
        for sequence in 0..<sequences {
            let events = generator.events()
            let engine = Statechart(definition, limits: RunLimits(stepsPerRun: limit))
            var steps: [Statechart<String, String>.Macrostep] = []
            let observed = sequence % 2 == 0
            if observed { engine.observe { steps.append($0) } }
            let reference = ReferenceInterpreter(model, limit: limit)

            var engineHit = false
            do { try engine.start() } catch { engineHit = true }
            reference.start()
            if let problem = check(
                "start", engine, reference, engineHit, log, steps.last, observed, model, actionFree: actionFree)
            {
                return "seed \(seed): \(problem)\n\(model)\nevents: \(events)"
            }
            for (position, event) in events.enumerated() {
                steps.removeAll()
                engineHit = false
                do { try engine.send(event) } catch { engineHit = true }
                reference.send(event)
                if let problem = check(
                    "event \(position) '\(event)'", engine, reference, engineHit, log, steps.last, observed, model,
                    actionFree: actionFree)
                {
                    return "seed \(seed): \(problem)\n\(model)\nevents: \(events)"
                }
            }
        }
        return nil
    }

    static func check(
        _ when: String, _ engine: Statechart<String, String>, _ reference: ReferenceInterpreter, _ engineHit: Bool,
        _ log: ChartLog, _ step: Statechart<String, String>.Macrostep?, _ observed: Bool, _ model: ChartModel,
        actionFree: Bool = false
    ) -> String? {
        let engineLog = log.take()
        let referenceLog = reference.log
        reference.log.removeAll()
        if engineHit != reference.limitHit {
            return "after \(when): step limit engine \(engineHit), reference \(reference.limitHit)"
        }
        if engine.configuration != reference.atomicConfiguration {
            return
                "after \(when): configuration engine \(engine.configuration), reference \(reference.atomicConfiguration)"
        }
        if engine.activeStates != reference.fullConfiguration {
            return "after \(when): active engine \(engine.activeStates), reference \(reference.fullConfiguration)"
        }
        if engine.isFinished == reference.running {
            return "after \(when): finished engine \(engine.isFinished), reference \(!reference.running)"
        }
        if !actionFree && engineLog != referenceLog {
            return "after \(when): actions engine \(engineLog), reference \(referenceLog)"
        }
        guard observed else { return nil }
        let referenceEntered = reference.entered.map { model.nodes[$0].id }
        let referenceExited = reference.exited.map { model.nodes[$0].id }
        if (step?.entered ?? []) != referenceEntered || (step?.exited ?? []) != referenceExited {
            return "after \(when): entered/exited engine \(step?.entered ?? [])/\(step?.exited ?? []), "
                + "reference \(referenceEntered)/\(referenceExited)"
        }
        return nil
    }

    @Test func engineAgreesWithAppendixDOnRandomChartsAndEvents() {
        let soak = statechartSoakRequested
        // Each chart runs 4 sequences: 10,000 chart × sequence cases (1,000,000 under soak).
        let charts: UInt64 = soak ? 250_000 : 2_500
        var failures: [String] = []
        for seed in 0..<charts {
            if let failure = Self.compare(seed: seed &* 0x9E37_79B9 &+ 17, sequences: 4) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    @Test func actionFreeChartsAgreeWithAppendixD() {
        // The same random charts without actions: unobserved sends take the plain path. Each chart
        // runs 4 sequences: 4,000 cases (1,000,000 under soak).
        let charts: UInt64 = statechartSoakRequested ? 250_000 : 1_000
        var failures: [String] = []
        for seed in 0..<charts {
            if let failure = Self.compare(seed: seed &* 0x9E37_79B9 &+ 23, sequences: 4, actionFree: true) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }
}

/// Whether the `STAGEHAND_SOAK` environment variable asks for the million-case run.
private let statechartSoakRequested: Bool = {
    guard let value = getenv("STAGEHAND_SOAK") else { return false }
    return String(cString: value) != "" && String(cString: value) != "0"
}()
