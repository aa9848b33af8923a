import Synchronization
import Testing

@testable import Stagehand

/// The fused dispatch path against the full Appendix D algorithm, where the two meet: each chart
/// runs twice, once with the fused path and once with it turned off, and every send's result,
/// configuration, action log, macrostep report and snapshot must be the same.
@Suite struct StatechartFusedDispatchTests {
    /// What one send did, as far as anyone can observe it.
    struct Outcome: Equatable {
        var result: Result<SendResult, StatechartError>
        var configuration: [String]
        var activeStates: [String]
        var log: [String]
        var step: Chart.Macrostep?
        var snapshot: StatechartSnapshot<String, String>
    }

    /// A chart of `build`'s definition that records its outcomes.
    final class Run {
        let chart: Chart
        let log = ChartLog()
        var steps: [Chart.Macrostep] = []

        init(_ build: (ChartLog) throws -> Chart.Definition, fused: Bool, observed: Bool, limit: Int) throws {
            chart = Chart(try build(log), limits: RunLimits(stepsPerRun: limit))
            chart.run.fusedDispatch = fused && chart.run.fusedDispatch
            if observed { chart.observe { [weak self] in self?.steps.append($0) } }
        }

        func send(_ event: String) -> Outcome {
            steps.removeAll()
            let result: Result<SendResult, StatechartError>
            do { result = .success(try chart.send(event)) } catch { result = .failure(error) }
            return Outcome(
                result: result, configuration: chart.configuration, activeStates: chart.activeStates, log: log.take(),
                step: steps.last, snapshot: chart.snapshot())
        }
    }

    /// Sends `events` to a fused and an unfused chart (observed, then again unobserved) and
    /// expects the same outcomes; returns the fused chart's outcomes and how many events the
    /// fused path took in the observed run.
    @discardableResult
    static func compare(
        _ build: (ChartLog) throws -> Chart.Definition, _ events: [String], limit: Int = 10_000,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (outcomes: [Outcome], fusedEvents: Int) {
        var result: ([Outcome], Int) = ([], 0)
        for observed in [true, false] {
            let fused = try Run(build, fused: true, observed: observed, limit: limit)
            let full = try Run(build, fused: false, observed: observed, limit: limit)
            try fused.chart.start()
            try full.chart.start()
            _ = fused.log.take()
            _ = full.log.take()
            var outcomes: [Outcome] = []
            for event in events {
                let expected = full.send(event)
                let actual = fused.send(event)
                #expect(actual == expected, "event '\(event)'", sourceLocation: sourceLocation)
                outcomes.append(actual)
            }
            #expect(full.chart.run.fusedEvents == 0, sourceLocation: sourceLocation)
            if observed { result = (outcomes, fused.chart.run.fusedEvents) }
        }
        return result
    }

    @Test("a guarded candidate list: guards run once per event, in selection order, on the fused path")
    func guardsRunOncePerEvent() throws {
        let calls = ChartLog()
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                ChartState("a") {
                    traced(log, "a")
                    On(
                        "go", to: "b",
                        when: .when { _ in
                            calls.add("first")
                            return false
                        })
                    On(
                        "go", to: "c",
                        when: .when { signal in
                            calls.add("second")
                            return signal == .event("go")
                        })
                    On("go", to: "a", when: .inState("b"))
                }
                ChartState("b") { traced(log, "b") }
                ChartState("c") {
                    traced(log, "c")
                    On("back", to: "a", when: .not(.inState("a")))
                }
            }
        }
        let (outcomes, fusedEvents) = try Self.compare(build, ["go", "back", "go", "nothing"])
        #expect(outcomes.map(\.configuration) == [["c"], ["a"], ["c"], ["c"]])
        #expect(outcomes[0].log == ["-a", "+c"])
        #expect(outcomes[3].result == .success(.discarded))
        #expect(fusedEvents == 4)
        // Two charts, observed and not, three sends of "go" each: both guards once per send.
        #expect(calls.take().count == 2 * 2 * 2 * 2)
    }

    @Test("internal and external transitions of a compound: the fused chain exit stops at the domain")
    func internalAndExternalTransitions() throws {
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                ChartState("p") {
                    traced(log, "p")
                    On("inner", to: "p2", type: .internal, action: note(log, "t-inner"))
                    On("outer", to: "p2", action: note(log, "t-outer"))
                    On("self", to: "p")
                    On("stay", action: note(log, "t-stay"))
                    ChartState("p1") { traced(log, "p1") }
                    ChartState("p2") {
                        traced(log, "p2")
                        ChartState("p2a") { traced(log, "p2a") }
                    }
                }
            }
        }
        let (outcomes, fusedEvents) = try Self.compare(build, ["inner", "outer", "self", "stay", "inner"])
        #expect(outcomes[0].log == ["-p1", "t-inner", "+p2", "+p2a"])
        #expect(outcomes[1].log == ["-p2a", "-p2", "-p", "t-outer", "+p", "+p2", "+p2a"])
        #expect(outcomes[2].log == ["-p2a", "-p2", "-p", "+p", "+p1"])
        #expect(outcomes[3].log == ["t-stay"])
        #expect(outcomes[4].step?.exited == ["p1"])
        #expect(outcomes[4].step?.entered == ["p2", "p2a"])
        #expect(fusedEvents == 5)
    }

    @Test("parallel regions: an event one region handles is fused, one both handle takes the full algorithm")
    func parallelConflicts() throws {
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                Parallel("p") {
                    traced(log, "p")
                    ChartState("left") {
                        ChartState("l1") {
                            traced(log, "l1")
                            On("l", to: "l2")
                            On("both", to: "l2")
                        }
                        ChartState("l2") {
                            traced(log, "l2")
                            On("l", to: "l1")
                            On("leave", to: "out")
                        }
                    }
                    ChartState("right") {
                        ChartState("r1") {
                            traced(log, "r1")
                            On("both", to: "r2")
                        }
                        ChartState("r2") { traced(log, "r2") }
                    }
                    On("reset", to: "p")
                }
                ChartState("out") { traced(log, "out") }
            }
        }
        let events = ["l", "both", "l", "reset", "both", "reset", "l", "leave"]
        let (outcomes, fusedEvents) = try Self.compare(build, events)
        #expect(outcomes[1].configuration == ["l2", "r2"])
        #expect(outcomes[3].log == ["-r2", "-l1", "-p", "+p", "+l1", "+r1"])
        #expect(outcomes[7].configuration == ["out"])
        // "l" three times and "leave" concern one region; "both" and "reset" (declared by the
        // parallel state, so a candidate in both regions) take the full algorithm.
        #expect(fusedEvents == 4)
    }

    @Test("a fused step entering a final state raises done.state in the same macrostep")
    func doneEvents() throws {
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                ChartState("job") {
                    traced(log, "job")
                    ChartState("work") { On("finish", to: "done") }
                    FinalState("done") { traced(log, "done") }
                    On("done.state.job", to: "idle", action: note(log, "t-done"))
                }
                ChartState("idle") {
                    On("again", to: "job")
                    On("stop", to: "end")
                }
                FinalState("end") { traced(log, "end") }
            }
        }
        let (outcomes, _) = try Self.compare(build, ["finish", "again", "finish", "stop", "again"])
        #expect(outcomes[0].log == ["+done", "-done", "-job", "t-done"])
        #expect(outcomes[0].configuration == ["idle"])
        #expect(outcomes[3].log == ["+end", "-end"])
        #expect(outcomes[4].result == .success(.finished))
    }

    @Test("history is recorded when a fused step exits its parent, and restored through the full algorithm")
    func historyRecordedOnExit() throws {
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                ChartState("tabs") {
                    HistoryState("shallow", default: ["t1"])
                    HistoryState("deep", .deep, default: ["t1"])
                    ChartState("t1") {
                        ChartState("t1a") { On("next", to: "t1b") }
                        ChartState("t1b") { On("next", to: "t1a") }
                    }
                    ChartState("t2") { On("next", to: "t1") }
                    On("switch", to: "t2")
                    On("away", to: "modal")
                }
                ChartState("modal") {
                    On("back", to: "shallow")
                    On("deepBack", to: "deep")
                }
            }
        }
        let events = ["next", "away", "back", "next", "away", "deepBack", "switch", "away", "deepBack"]
        let (outcomes, fusedEvents) = try Self.compare(build, events)
        #expect(outcomes[1].snapshot.history.map(\.states) == [["t1"], ["t1b"]])
        #expect(outcomes[2].configuration == ["t1a"])
        #expect(outcomes[5].configuration == ["t1b"])
        #expect(outcomes[8].configuration == ["t2"])
        // Every event but the history re-entries ("back", "deepBack") is fused.
        #expect(fusedEvents == events.count - 3)
    }

    @Test("observers see a fused macrostep's exits deepest first and entries in document order")
    func observerOrder() throws {
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                Parallel("top") {
                    ChartState("nav") {
                        ChartState("s0") {
                            ChartState("s0a") { On("section", to: "s1") }
                        }
                        ChartState("s1") {
                            ChartState("s1a")
                            ChartState("s1b")
                            On("section", to: "s0")
                        }
                        On("reset", to: "nav")
                    }
                    Parallel("media") {
                        ChartState("ma") {
                            ChartState("ma0") { On("a", to: "ma1") }
                            ChartState("ma1")
                        }
                        ChartState("mb") { ChartState("mb0") }
                    }
                }
            }
        }
        let (outcomes, fusedEvents) = try Self.compare(build, ["section", "a", "reset", "zzz"])
        #expect(outcomes[0].step?.exited == ["s0a", "s0"])
        #expect(outcomes[0].step?.entered == ["s1", "s1a"])
        #expect(outcomes[0].step?.transitions.map(\.source) == ["s0a"])
        #expect(outcomes[2].step?.exited == ["mb0", "mb", "ma1", "ma", "media", "s1a", "s1", "nav", "top"])
        #expect(outcomes[2].step?.entered == ["top", "nav", "s0", "s0a", "media", "ma", "ma0", "mb", "mb0"])
        #expect(outcomes[3].result == .success(.discarded))
        #expect(
            outcomes[3].step
                == Chart.Macrostep(
                    trigger: .event("zzz"), exited: [], entered: [], transitions: [], origin: .external, guards: [],
                    scheduledSends: [], cancelledSends: [], raisedEvents: []))
        #expect(fusedEvents == 4)
    }

    @Test("raised events and eventless transitions entered by a fused step run in its macrostep, within the step limit")
    func raisesEventlessAndStepLimit() throws {
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                ChartState("a") { On("go", to: "b") }
                ChartState("b") {
                    OnEntry(raising(log, "+b", "ping"))
                    On("ping", to: "c")
                }
                ChartState("c") { Always(to: "d") }
                ChartState("d") {
                    On("loop", to: "e")
                    On("go", to: "a")
                }
                ChartState("e") { Always(to: "e", type: .external) }
            }
        }
        let (outcomes, _) = try Self.compare(build, ["go", "go", "go", "loop"], limit: 3)
        #expect(outcomes[0].configuration == ["d"])
        #expect(outcomes[0].log == ["+b"])
        #expect(outcomes[2].configuration == ["d"])
        let recent = ["", "go", "go", "ping", "", "loop", "", "", ""]
        #expect(
            outcomes[3].result == .failure(.stepLimitExceeded(limit: 3, configuration: ["e"], recentEvents: recent)))
    }

    @Test("a discarded event still runs eventless transitions whose guards changed (SCXML D.1)")
    func discardWithEventlessGuard() throws {
        let flag = SharedFlag()
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                ChartState("waiting") { Always(to: "ready", when: .when { _ in flag.value.withLock { $0 } }) }
                ChartState("ready")
            }
        }
        let fused = try Run(build, fused: true, observed: false, limit: 100)
        try fused.chart.start()
        #expect(try fused.chart.send("unknown") == .discarded)
        #expect(fused.chart.configuration == ["waiting"])
        flag.value.withLock { $0 = true }
        #expect(try fused.chart.send("unknown") == .discarded)
        #expect(fused.chart.configuration == ["ready"])
    }

    @Test("a restored snapshot's configuration is what the fused path dispatches from")
    func snapshotsAfterFusedSteps() throws {
        let build = { (log: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                Parallel("p") {
                    ChartState("left") {
                        for index in 0..<4 { ChartState("l\(index)") { On("l", to: "l\((index + 1) % 4)") } }
                    }
                    ChartState("right") {
                        for index in 0..<3 { ChartState("r\(index)") { On("r", to: "r\((index + 1) % 3)") } }
                    }
                }
            }
        }
        let source = try Run(build, fused: true, observed: false, limit: 100)
        try source.chart.start()
        for event in ["l", "l", "r", "l"] { try source.chart.send(event) }
        let snapshot = source.chart.snapshot()
        #expect(snapshot.configuration == ["p", "left", "l3", "right", "r1"])

        let restored = try Run(build, fused: true, observed: false, limit: 100)
        try restored.chart.start()
        try restored.chart.send("r")
        try restored.chart.restore(snapshot)
        #expect(restored.chart.snapshot() == snapshot)
        try restored.chart.send("l")
        try restored.chart.send("r")
        #expect(restored.chart.configuration == ["l0", "r2"])
        #expect(restored.chart.run.fusedEvents == 3)
    }
}

extension StatechartFusedDispatchTests {
    @Test("an action-free chart: unobserved sends take the plain path, chain and subtree steps alike")
    func plainSteps() throws {
        let build = { (_: ChartLog) throws -> Chart.Definition in
            try Chart.Definition {
                Parallel("top") {
                    ChartState("nav") {
                        for section in 0..<2 {
                            ChartState("s\(section)") {
                                for item in 0..<3 {
                                    ChartState("s\(section)i\(item)") {
                                        On("next", to: "s\(section)i\((item + 1) % 3)")
                                    }
                                }
                                On("section", to: "s\((section + 1) % 2)")
                            }
                        }
                        On("reset", to: "nav")
                    }
                    Parallel("media") {
                        ChartState("a") {
                            for index in 0..<2 { ChartState("a\(index)") { On("a", to: "a\((index + 1) % 2)") } }
                        }
                        ChartState("b") {
                            for index in 0..<2 { ChartState("b\(index)") { On("b", to: "b\((index + 1) % 2)") } }
                        }
                    }
                }
            }
        }
        let events = ["next", "a", "b", "section", "next", "unknown", "reset", "next", "b", "section", "reset", "a"]
        let (outcomes, _) = try Self.compare(build, events)
        #expect(outcomes[5].result == .success(.discarded))
        #expect(outcomes[6].configuration == ["s0i0", "a0", "b0"])
        #expect(outcomes.last?.activeStates == ["top", "nav", "s0", "s0i0", "media", "a", "a1", "b", "b0"])
        let plain = try Run(build, fused: true, observed: false, limit: 100)
        try plain.chart.start()
        for event in events { _ = plain.send(event) }
        #expect(plain.chart.run.fusedEvents == events.count)
    }
}

/// A flag a guard reads and a test sets.
final class SharedFlag: Sendable {
    let value = Mutex(false)
}
