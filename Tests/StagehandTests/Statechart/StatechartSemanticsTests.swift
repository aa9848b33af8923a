import Stagehand
import StagehandTesting
import Testing

/// One test (or more) per rule of the W3C SCXML Recommendation's section 3 and Appendix D, each
/// naming the section it checks, with exact configurations and entry/exit orders.
@Suite struct StatechartSemanticsTests {
    @Test(
        "3.12.1 event descriptors match by whole tokens; * matches any; several per transition",
        arguments: [
            ("error", "error", true), ("error", "error.network.timeout", true), ("error", "errors", false),
            ("error.*", "error.send", true), ("error.", "error.send", true), ("error.network", "error", false),
            ("*", "anything.at.all", true), ("a b", "b.c", true), ("a b", "c", false),
            ("done.state", "done.state.job", true),
        ])
    func descriptors(descriptor: String, event: String, matches: Bool) throws {
        let definition = try Chart.Definition {
            ChartState("idle") { On(descriptor: descriptor, to: "hit") }
            ChartState("hit")
        }
        let chart = Chart(definition)
        try chart.start()
        #expect(try chart.send(event) == (matches ? .processed : .discarded))
        #expect(chart.configuration == [matches ? "hit" : "idle"])
    }

    @Test(
        "D.1 interpret / 3.6 <initial>: start-up enters ancestors first, the initial transition's action after its state's onentry"
    )
    func startUpEntryOrder() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("p") {
                traced(log, "p")
                Initial(["p2"], action: note(log, "initial-p"))
                ChartState("p1") { traced(log, "p1") }
                ChartState("p2") {
                    traced(log, "p2")
                    ChartState("p2a") { traced(log, "p2a") }
                }
            }
        }
        let harness = ChartHarness(definition, log: log)
        try harness.chart.start()
        #expect(log.take() == ["+p", "initial-p", "+p2", "+p2a"])
        #expect(harness.chart.configuration == ["p2a"])
        #expect(harness.chart.activeStates == ["p", "p2", "p2a"])
        #expect(harness.lastStep == ["+p", "+p2", "+p2a"])
    }

    @Test("3.3 the initial attribute may name a deep descendant; the chart's initial picks the top-level state")
    func initialAttribute() throws {
        let definition = try Chart.Definition(initial: "q") {
            ChartState("other")
            ChartState("q", initial: "q2b") {
                ChartState("q1")
                ChartState("q2") {
                    ChartState("q2a")
                    ChartState("q2b")
                }
            }
        }
        let chart = Chart(definition)
        try chart.start()
        #expect(chart.activeStates == ["q", "q2", "q2b"])
    }

    @Test("3.4 parallel: every region entered in document order; D.2 exitStates: exit in reverse document order")
    func parallelEntryAndExitOrder() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            Parallel("p") {
                traced(log, "p")
                ChartState("r1") {
                    traced(log, "r1")
                    ChartState("a1") { traced(log, "a1") }
                    ChartState("a2")
                }
                ChartState("r2") {
                    traced(log, "r2")
                    ChartState("b1") { traced(log, "b1") }
                }
                On("leave", to: "out", action: note(log, "action"))
            }
            ChartState("out") { traced(log, "out") }
        }
        let harness = ChartHarness(definition, log: log)
        try harness.chart.start()
        #expect(log.take() == ["+p", "+r1", "+a1", "+r2", "+b1"])
        #expect(harness.chart.configuration == ["a1", "b1"])
        try harness.chart.send("leave")
        #expect(log.take() == ["-b1", "-r2", "-a1", "-r1", "-p", "action", "+out"])
        #expect(harness.lastStep == ["-b1", "-r2", "-a1", "-r1", "-p", "+out"])
    }

    @Test("D.2 microstep: exits, then transition actions, then entries")
    func microstepOrder() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("s") {
                traced(log, "s")
                ChartState("s1") {
                    traced(log, "s1")
                    On("go", to: "t1", action: note(log, "action"))
                }
            }
            ChartState("t") {
                traced(log, "t")
                ChartState("t0")
                ChartState("t1") { traced(log, "t1") }
            }
        }
        let chart = Chart(definition)
        try chart.start()
        _ = log.take()
        try chart.send("go")
        #expect(log.take() == ["-s1", "-s", "action", "+t", "+t1"])
        #expect(chart.configuration == ["t1"])
    }

    @Test("3.13 selecting transitions: an atomic state's own transition preempts its ancestor's")
    func descendantPreemptsAncestor() throws {
        let definition = try Chart.Definition {
            ChartState("p") {
                ChartState("c") { On("e", to: "d") }
                ChartState("d")
                On("e", to: "x")
            }
            ChartState("x")
        }
        let chart = Chart(definition)
        try chart.start()
        try chart.send("e")
        #expect(chart.configuration == ["d"])
        try chart.send("e")
        #expect(chart.configuration == ["x"])
    }

    @Test(
        "3.13 optimal enabled set: in a parallel state, non-conflicting transitions of both regions are taken together, in document order"
    )
    func parallelRegionsTogether() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            Parallel("p") {
                ChartState("r1") {
                    ChartState("a1") { On("e", to: "a2", action: note(log, "ta")) }
                    ChartState("a2")
                }
                ChartState("r2") {
                    ChartState("b1") { On("e", to: "b2", action: note(log, "tb")) }
                    ChartState("b2")
                }
            }
        }
        let harness = ChartHarness(definition, log: log)
        try harness.chart.start()
        try harness.chart.send("e")
        #expect(harness.chart.configuration == ["a2", "b2"])
        #expect(log.take() == ["ta", "tb"])
        #expect(harness.lastStep == ["-b1", "-a1", "+a2", "+b2"])
    }

    @Test(
        "D.2 removeConflictingTransitions: of two conflicting transitions from unrelated sources, the first in document order wins"
    )
    func documentOrderWinsConflict() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            Parallel("p") {
                ChartState("r1") {
                    ChartState("a") { On("e", to: "out", action: note(log, "ta")) }
                }
                ChartState("r2") {
                    ChartState("b") { On("e", to: "b2", action: note(log, "tb")) }
                    ChartState("b2")
                }
            }
            ChartState("out")
        }
        let chart = Chart(definition)
        try chart.start()
        try chart.send("e")
        #expect(chart.configuration == ["out"])
        #expect(log.take() == ["ta"])
    }

    @Test(
        "D.2 removeConflictingTransitions: a later transition whose source is a descendant replaces a conflicting earlier one"
    )
    func descendantSourceReplacesEarlier() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            Parallel("p") {
                On("e", to: "out", action: note(log, "tp"))
                ChartState("r1") { ChartState("a") }
                ChartState("r2") {
                    ChartState("b") { On("e", to: "b2", action: note(log, "tb")) }
                    ChartState("b2")
                }
            }
            ChartState("out")
        }
        let chart = Chart(definition)
        try chart.start()
        try chart.send("e")
        #expect(chart.configuration == ["a", "b2"])
        #expect(log.take() == ["tb"])
    }

    @Test(
        "3.13 / D.2 getTransitionDomain: an internal transition to a descendant does not exit its compound source; an external one does"
    )
    func internalAndExternalTransitions() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("p") {
                traced(log, "p")
                On("in", to: "c2", type: .internal)
                On("ex", to: "c1")
                ChartState("c1") { traced(log, "c1") }
                ChartState("c2") { traced(log, "c2") }
            }
        }
        let chart = Chart(definition)
        try chart.start()
        _ = log.take()
        try chart.send("in")
        #expect(log.take() == ["-c1", "+c2"])
        try chart.send("ex")
        #expect(log.take() == ["-c2", "-p", "+p", "+c1"])
        #expect(chart.configuration == ["c1"])
    }

    @Test(
        "3.13 an internal transition whose target is not a proper descendant behaves as external (atomic self-transition)"
    )
    func internalSelfTransitionOnAtomicState() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("a") {
                traced(log, "a")
                On("self", to: "a", type: .internal)
            }
        }
        let chart = Chart(definition)
        try chart.start()
        _ = log.take()
        try chart.send("self")
        #expect(log.take() == ["-a", "+a"])
    }

    @Test("3.13 an external self-transition exits and re-enters its source and resets its children to their defaults")
    func externalSelfTransitionResets() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("p") {
                On("reset", to: "p")
                ChartState("c1") { On("next", to: "c2") }
                ChartState("c2")
            }
        }
        let harness = ChartHarness(definition, log: log)
        try harness.chart.start()
        try harness.chart.send("next")
        #expect(harness.chart.configuration == ["c2"])
        try harness.chart.send("reset")
        #expect(harness.chart.configuration == ["c1"])
        #expect(harness.lastStep == ["-c2", "-p", "+p", "+c1"])
    }

    @Test("3.13 a targetless transition runs its action and exits and enters nothing")
    func targetlessTransition() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("a") {
                traced(log, "a")
                On("tick", action: note(log, "tick"))
            }
        }
        let harness = ChartHarness(definition, log: log)
        try harness.chart.start()
        _ = log.take()
        #expect(try harness.chart.send("tick") == .processed)
        #expect(log.take() == ["tick"])
        #expect(harness.lastStep == [])
        #expect(harness.chart.configuration == ["a"])
    }

    @Test(
        "3.10 history: the default (with its action, after the parent's onentry) before any visit; shallow restores children, deep restores atomic descendants"
    )
    func historyStates() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("start") {
                On("go", to: "h")
            }
            ChartState("main") {
                OnEntry(note(log, "+main"))
                HistoryState("h", .shallow, default: ["m2"], action: note(log, "h-default"))
                HistoryState("dh", .deep, default: ["m1b"])
                ChartState("m1") {
                    ChartState("m1a") { On("next", to: "m1b") }
                    ChartState("m1b")
                }
                ChartState("m2") { On("to-m1", to: "m1") }
                On("away", to: "away")
            }
            ChartState("away") {
                On("back", to: "h")
                On("deepback", to: "dh")
            }
        }
        let chart = Chart(definition)
        try chart.start()
        #expect(chart.history("h") == nil)
        try chart.send("go")
        #expect(log.take() == ["+main", "h-default"])
        #expect(chart.configuration == ["m2"])
        try chart.send("to-m1")
        try chart.send("next")
        #expect(chart.configuration == ["m1b"])
        try chart.send("away")
        #expect(chart.history("h") == ["m1"])
        #expect(chart.history("dh") == ["m1b"])
        try chart.send("back")
        #expect(chart.configuration == ["m1a"])
        #expect(log.take() == ["+main"])
        try chart.send("next")
        try chart.send("away")
        try chart.send("deepback")
        #expect(chart.activeStates == ["main", "m1", "m1b"])
    }

    @Test("3.10 deep history of a parallel state restores every region's atomic state")
    func deepHistoryOfParallel() throws {
        let definition = try Chart.Definition {
            Parallel("p") {
                HistoryState("ph", .deep, default: ["a1"])
                ChartState("ra") {
                    ChartState("a1") { On("a", to: "a2") }
                    ChartState("a2")
                }
                ChartState("rb") {
                    ChartState("b1") { On("b", to: "b2") }
                    ChartState("b2")
                }
                On("out", to: "elsewhere")
            }
            ChartState("elsewhere") { On("back", to: "ph") }
        }
        let chart = Chart(definition)
        try chart.start()
        try chart.send("a")
        try chart.send("b")
        try chart.send("out")
        #expect(chart.history("ph") == ["a2", "b2"])
        try chart.send("back")
        #expect(chart.configuration == ["a2", "b2"])
    }

    @Test("D.1 mainEventLoop: eventless transitions are taken before raised events")
    func eventlessBeforeInternal() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("a") {
                OnEntry(raising(log, "+a", "x"))
                Always(to: "b")
                On("x", to: "c")
            }
            ChartState("b") {
                OnEntry(note(log, "+b"))
                On("x", to: "d")
            }
            ChartState("c")
            ChartState("d")
        }
        let chart = Chart(definition)
        try chart.start()
        #expect(chart.configuration == ["d"])
        #expect(log.take() == ["+a", "+b"])
    }

    @Test("D.1 mainEventLoop: raised (internal) events are processed before queued external events")
    func internalBeforeExternal() throws {
        let definition = try Chart.Definition {
            ChartState("s") {
                On(
                    "go", to: "t",
                    action: { context in
                        context.send("ext")
                        context.raise("int")
                    })
            }
            ChartState("t") {
                On("ext", to: "wrong")
                On("int", to: "u")
            }
            ChartState("u") { On("ext", to: "v") }
            ChartState("wrong")
            ChartState("v")
        }
        let harness = ChartHarness(definition, log: ChartLog())
        try harness.chart.start()
        #expect(try harness.chart.send("go") == .processed)
        #expect(harness.chart.configuration == ["v"])
        #expect(harness.steps.compactMap(\.trigger) == [.event("go"), .event("ext")])
    }

    @Test("3.7 done.state.<id>: raised when a compound's final child is entered")
    func doneEventOfCompound() throws {
        let definition = try Chart.Definition {
            ChartState("job") {
                ChartState("work") { On("finish", to: "ok") }
                FinalState("ok")
                On("done.state.job", to: "after")
            }
            ChartState("after")
        }
        let chart = Chart(definition)
        try chart.start()
        try chart.send("finish")
        #expect(chart.configuration == ["after"])
    }

    @Test(
        "3.7 / D.2 enterStates: done.state.<parallel> is raised when every region is in a final state, after the region's own"
    )
    func doneEventOfParallel() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            Parallel("both") {
                ChartState("r1") {
                    ChartState("x") { On("e1", to: "xDone") }
                    FinalState("xDone")
                }
                ChartState("r2") {
                    ChartState("y") { On("e2", to: "yDone") }
                    FinalState("yDone")
                }
                On("done.state.r1", action: note(log, "r1"))
                On("done.state.r2", action: note(log, "r2"))
                On("done.state.both", to: "finished", action: note(log, "both"))
            }
            ChartState("finished")
        }
        let chart = Chart(definition)
        try chart.start()
        try chart.send("e1")
        #expect(chart.configuration == ["xDone", "y"])
        #expect(log.take() == ["r1"])
        try chart.send("e2")
        #expect(log.take() == ["r2", "both"])
        #expect(chart.configuration == ["finished"])
    }

    @Test(
        "3.7 / D.1 exitInterpreter: a top-level final state ends the machine, runs the remaining exit handlers, and later events are ignored"
    )
    func topLevelFinalEndsMachine() throws {
        let log = ChartLog()
        let definition = try Chart.Definition {
            ChartState("a") {
                traced(log, "a")
                On("quit", to: "end")
            }
            FinalState("end") { traced(log, "end") }
        }
        let harness = ChartHarness(definition, log: log)
        try harness.chart.start()
        _ = log.take()
        try harness.chart.send("quit")
        #expect(log.take() == ["-a", "+end", "-end"])
        #expect(harness.chart.isFinished)
        #expect(!harness.chart.isRunning)
        #expect(harness.chart.configuration == ["end"])
        #expect(try harness.chart.send("quit") == .finished)
        #expect(log.take() == [])
    }

    @Test("5.9.1 In(): evaluated during selection, against the configuration before the microstep")
    func inGuardSeesConfigurationBeforeMicrostep() throws {
        let definition = try Chart.Definition {
            Parallel("p") {
                ChartState("r1") {
                    ChartState("a1") { On("e", to: "a2") }
                    ChartState("a2")
                }
                ChartState("r2") {
                    ChartState("b1") { On("e", to: "b2", when: .inState("a2")) }
                    ChartState("b2")
                }
            }
        }
        let chart = Chart(definition)
        try chart.start()
        try chart.send("e")
        #expect(chart.configuration == ["a2", "b1"])
        try chart.send("e")
        #expect(chart.configuration == ["a2", "b2"])
    }

    @Test("guards: closures see the signal; not/all/any combine")
    func guardCombinators() throws {
        let definition = try Chart.Definition {
            ChartState("a") {
                On("e", to: "b", when: .all([.when { $0 == .event("e.ok") }, .not(.inState("b"))]))
                On("e", to: "c", when: .any([.inState("b"), .when { _ in true }]))
            }
            ChartState("b")
            ChartState("c")
        }
        let first = Chart(definition)
        try first.start()
        try first.send("e.ok")
        #expect(first.configuration == ["b"])
        let second = Chart(definition)
        try second.start()
        try second.send("e.other")
        #expect(second.configuration == ["c"])
    }

    @Test(
        "step limit: an eventless cycle stops with a typed error naming the states and events; the chart stays consistent"
    )
    func eventlessCycleHitsStepLimit() throws {
        let definition = try Chart.Definition {
            ChartState("a") { Always(to: "b") }
            ChartState("b") { Always(to: "a") }
        }
        let chart = Chart(definition, limits: RunLimits(stepsPerRun: 100))
        #expect(
            throws: StatechartError.stepLimitExceeded(
                limit: 100, configuration: ["a"], recentEvents: Array(repeating: "", count: 9))
        ) {
            try chart.start()
        }
        #expect(chart.configuration == ["a"])
        #expect(chart.activeStates == ["a"])
    }

    @Test("step limit: a raise cycle stops, drops the internal queue, and later events are processed")
    func raiseCycleHitsStepLimit() throws {
        let definition = try Chart.Definition {
            ChartState("r") {
                On("ping", action: { $0.raise("ping") })
                On("leave", to: "s")
            }
            ChartState("s")
        }
        let chart = Chart(definition, limits: RunLimits(stepsPerRun: 5))
        try chart.start()
        do {
            try chart.send("ping")
            Issue.record("expected the step limit")
        } catch {
            guard case .stepLimitExceeded(5, ["r"], let events) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(events == ["ping", "ping", "ping", "ping", "ping", "ping"])
        }
        #expect(try chart.send("leave") == .processed)
        #expect(chart.configuration == ["s"])
    }

    @Test("6.2 <send> with a delay fires on the injected clock; 6.3 <cancel> by id stops it")
    func delayedSendAndCancel() throws {
        let clock = ManualClock()
        let definition = try Chart.Definition {
            ChartState("idle") {
                On("arm", to: "armed", action: { $0.send("timeout", after: .seconds(5), id: "t") })
            }
            ChartState("armed") {
                On("timeout", to: "expired")
                On("disarm", to: "idle", action: { $0.cancel(id: "t") })
            }
            ChartState("expired")
        }
        let chart = Chart(definition, clock: clock)
        try chart.start()
        try chart.send("arm")
        clock.advance(by: .seconds(4))
        #expect(chart.configuration == ["armed"])
        clock.advance(by: .seconds(1))
        #expect(chart.configuration == ["expired"])

        let other = Chart(definition, clock: clock)
        try other.start()
        try other.send("arm")
        try other.send("disarm")
        clock.advance(by: .seconds(10))
        #expect(other.configuration == ["idle"])
        #expect(clock.pendingCount == 0)
    }

    @Test("a delayed send without a clock is reported to onError and dropped")
    func delayedSendWithoutClock() throws {
        let definition = try Chart.Definition {
            ChartState("idle") { On("arm", action: { $0.send("timeout", after: .seconds(1)) }) }
        }
        let chart = Chart(definition)
        var errors: [StatechartError] = []
        chart.onError = { errors.append($0) }
        try chart.start()
        try chart.send("arm")
        #expect(errors == [.noClock(event: "timeout")])
    }

    @Test("introspection: isActive, activeStates, identifiers; send before start is a typed error")
    func introspection() throws {
        let definition = try Chart.Definition {
            ChartState("p") {
                HistoryState("h", default: ["c"])
                ChartState("c")
            }
        }
        let chart = Chart(definition)
        #expect(throws: StatechartError.notStarted) { try chart.send("x") }
        try chart.start()
        #expect(throws: StatechartError.alreadyStarted) { try chart.start() }
        #expect(chart.isActive("p") && chart.isActive("c"))
        #expect(!chart.isActive("h") && !chart.isActive("undeclared"))
        #expect(chart.identifier(of: "c") == "c")
        #expect(definition.states == ["p", "h", "c"])
        #expect(try chart.send("nothing") == .discarded)
    }
}
