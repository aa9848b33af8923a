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
            state("idle") { on(descriptor, to: "hit") }
            state("hit")
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
            state("p") {
                traced(log, "p")
                initial(["p2"], action: note(log, "initial-p"))
                state("p1") { traced(log, "p1") }
                state("p2") {
                    traced(log, "p2")
                    state("p2a") { traced(log, "p2a") }
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
            state("other")
            state("q", initial: "q2b") {
                state("q1")
                state("q2") {
                    state("q2a")
                    state("q2b")
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
            parallel("p") {
                traced(log, "p")
                state("r1") {
                    traced(log, "r1")
                    state("a1") { traced(log, "a1") }
                    state("a2")
                }
                state("r2") {
                    traced(log, "r2")
                    state("b1") { traced(log, "b1") }
                }
                on("leave", to: "out", action: note(log, "action"))
            }
            state("out") { traced(log, "out") }
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
            state("s") {
                traced(log, "s")
                state("s1") {
                    traced(log, "s1")
                    on("go", to: "t1", action: note(log, "action"))
                }
            }
            state("t") {
                traced(log, "t")
                state("t0")
                state("t1") { traced(log, "t1") }
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
            state("p") {
                state("c") { on("e", to: "d") }
                state("d")
                on("e", to: "x")
            }
            state("x")
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
            parallel("p") {
                state("r1") {
                    state("a1") { on("e", to: "a2", action: note(log, "ta")) }
                    state("a2")
                }
                state("r2") {
                    state("b1") { on("e", to: "b2", action: note(log, "tb")) }
                    state("b2")
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
            parallel("p") {
                state("r1") {
                    state("a") { on("e", to: "out", action: note(log, "ta")) }
                }
                state("r2") {
                    state("b") { on("e", to: "b2", action: note(log, "tb")) }
                    state("b2")
                }
            }
            state("out")
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
            parallel("p") {
                on("e", to: "out", action: note(log, "tp"))
                state("r1") { state("a") }
                state("r2") {
                    state("b") { on("e", to: "b2", action: note(log, "tb")) }
                    state("b2")
                }
            }
            state("out")
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
            state("p") {
                traced(log, "p")
                on("in", to: "c2", type: .internal)
                on("ex", to: "c1")
                state("c1") { traced(log, "c1") }
                state("c2") { traced(log, "c2") }
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
            state("a") {
                traced(log, "a")
                on("self", to: "a", type: .internal)
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
            state("p") {
                on("reset", to: "p")
                state("c1") { on("next", to: "c2") }
                state("c2")
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
            state("a") {
                traced(log, "a")
                on("tick", action: note(log, "tick"))
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
            state("start") {
                on("go", to: "h")
            }
            state("main") {
                onEntry(note(log, "+main"))
                history("h", .shallow, default: ["m2"], action: note(log, "h-default"))
                history("dh", .deep, default: ["m1b"])
                state("m1") {
                    state("m1a") { on("next", to: "m1b") }
                    state("m1b")
                }
                state("m2") { on("to-m1", to: "m1") }
                on("away", to: "away")
            }
            state("away") {
                on("back", to: "h")
                on("deepback", to: "dh")
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
            parallel("p") {
                history("ph", .deep, default: ["a1"])
                state("ra") {
                    state("a1") { on("a", to: "a2") }
                    state("a2")
                }
                state("rb") {
                    state("b1") { on("b", to: "b2") }
                    state("b2")
                }
                on("out", to: "elsewhere")
            }
            state("elsewhere") { on("back", to: "ph") }
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
            state("a") {
                onEntry(raising(log, "+a", "x"))
                always(to: "b")
                on("x", to: "c")
            }
            state("b") {
                onEntry(note(log, "+b"))
                on("x", to: "d")
            }
            state("c")
            state("d")
        }
        let chart = Chart(definition)
        try chart.start()
        #expect(chart.configuration == ["d"])
        #expect(log.take() == ["+a", "+b"])
    }

    @Test("D.1 mainEventLoop: raised (internal) events are processed before queued external events")
    func internalBeforeExternal() throws {
        let definition = try Chart.Definition {
            state("s") {
                on(
                    "go", to: "t",
                    action: { context in
                        context.send("ext")
                        context.raise("int")
                    })
            }
            state("t") {
                on("ext", to: "wrong")
                on("int", to: "u")
            }
            state("u") { on("ext", to: "v") }
            state("wrong")
            state("v")
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
            state("job") {
                state("work") { on("finish", to: "ok") }
                finalState("ok")
                on("done.state.job", to: "after")
            }
            state("after")
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
            parallel("both") {
                state("r1") {
                    state("x") { on("e1", to: "xDone") }
                    finalState("xDone")
                }
                state("r2") {
                    state("y") { on("e2", to: "yDone") }
                    finalState("yDone")
                }
                on("done.state.r1", action: note(log, "r1"))
                on("done.state.r2", action: note(log, "r2"))
                on("done.state.both", to: "finished", action: note(log, "both"))
            }
            state("finished")
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
            state("a") {
                traced(log, "a")
                on("quit", to: "end")
            }
            finalState("end") { traced(log, "end") }
        }
        let harness = ChartHarness(definition, log: log)
        try harness.chart.start()
        _ = log.take()
        try harness.chart.send("quit")
        #expect(log.take() == ["-a", "+end", "-end"])
        #expect(harness.chart.isFinished)
        #expect(!harness.chart.isRunning)
        #expect(harness.chart.configuration == ["end"])
        #expect(try harness.chart.send("quit") == .ignored)
        #expect(log.take() == [])
    }

    @Test("5.9.1 In(): evaluated during selection, against the configuration before the microstep")
    func inGuardSeesConfigurationBeforeMicrostep() throws {
        let definition = try Chart.Definition {
            parallel("p") {
                state("r1") {
                    state("a1") { on("e", to: "a2") }
                    state("a2")
                }
                state("r2") {
                    state("b1") { on("e", to: "b2", when: .inState("a2")) }
                    state("b2")
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
            state("a") {
                on("e", to: "b", when: .all([.when { $0 == .event("e.ok") }, .not(.inState("b"))]))
                on("e", to: "c", when: .any([.inState("b"), .when { _ in true }]))
            }
            state("b")
            state("c")
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
            state("a") { always(to: "b") }
            state("b") { always(to: "a") }
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
            state("r") {
                on("ping", action: { $0.raise("ping") })
                on("leave", to: "s")
            }
            state("s")
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
            state("idle") {
                on("arm", to: "armed", action: { $0.send("timeout", after: .seconds(5), id: "t") })
            }
            state("armed") {
                on("timeout", to: "expired")
                on("disarm", to: "idle", action: { $0.cancel(id: "t") })
            }
            state("expired")
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
            state("idle") { on("arm", action: { $0.send("timeout", after: .seconds(1)) }) }
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
            state("p") {
                history("h", default: ["c"])
                state("c")
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
