import Stagehand
import StagehandTesting
import Testing

@Suite("SessionRecorder")
struct SessionRecorderTests {
    typealias Chart = Statechart<String, String>

    /// idle --go [guard]--> busy (schedules "timeout" after 2 s as "t"); busy --timeout--> idle;
    /// busy --stop--> idle (cancels "t").
    static func definition(allow: @escaping @Sendable () -> Bool) throws -> Chart.Definition {
        try Chart.Definition(initial: "idle") {
            ChartState("idle") {
                On("go", to: "busy", when: .when { _ in allow() })
            }
            ChartState("busy") {
                OnEntry { $0.send("timeout", after: .seconds(2), id: "t") }
                On("timeout", to: "idle")
                On("stop", to: "idle", action: { $0.cancel(id: "t") })
            }
        }
    }

    @Test("A chart's session: header, definition, then one exact record per macrostep")
    func chartRecords() throws {
        let clock = ManualClock()
        let chart = Chart(try Self.definition { true }, clock: clock)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "main")  // The chart's own clock.
        try chart.start()
        try chart.send("nope")
        try chart.send("go")
        clock.advance(by: .seconds(2))
        try chart.send("go")
        try chart.send("stop")
        #expect(lines[0] == #"{"kind":"session","schema":1}"#)
        #expect(lines[1].hasPrefix(#"{"kind":"chart","source":"main","format":"scxml","definition":"<?xml"#))
        #expect(
            Array(lines.dropFirst(2)) == [
                #"{"kind":"step","source":"main","step":0,"time":0,"origin":"start","event":null,"discarded":false,"guards":[],"transitions":[],"exited":[],"entered":["idle"],"configuration":["idle"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"main","step":1,"time":0,"origin":"external","event":{"name":"nope"},"discarded":true,"guards":[],"transitions":[],"exited":[],"entered":[],"configuration":["idle"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"main","step":2,"time":0,"origin":"external","event":{"name":"go"},"discarded":false,"guards":[[0,true]],"transitions":[{"index":0,"source":"idle","signal":"go"}],"exited":["idle"],"entered":["busy"],"configuration":["busy"],"scheduled":[{"name":"timeout","id":"t","delay":2000000000}],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"main","step":3,"time":2000000000,"origin":"delayedSend","event":{"name":"timeout"},"discarded":false,"guards":[],"transitions":[{"index":1,"source":"busy","signal":"timeout"}],"exited":["busy"],"entered":["idle"],"configuration":["idle"],"scheduled":[],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"main","step":4,"time":2000000000,"origin":"external","event":{"name":"go"},"discarded":false,"guards":[[0,true]],"transitions":[{"index":0,"source":"idle","signal":"go"}],"exited":["idle"],"entered":["busy"],"configuration":["busy"],"scheduled":[{"name":"timeout","id":"t","delay":2000000000}],"cancelled":[],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
                #"{"kind":"step","source":"main","step":5,"time":2000000000,"origin":"external","event":{"name":"stop"},"discarded":false,"guards":[],"transitions":[{"index":2,"source":"busy","signal":"stop"}],"exited":["busy"],"entered":["idle"],"configuration":["idle"],"scheduled":[],"cancelled":["t"],"raised":[],"invocationsStarted":[],"invocationsEnded":[]}"#,
            ])
    }

    @Test("A guard that fails is recorded with its result and the event is discarded")
    func failedGuard() throws {
        let chart = Chart(try Self.definition { false })
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "main")
        try chart.start()
        try chart.send("go")
        #expect(lines.last?.contains(#""event":{"name":"go"},"discarded":true,"guards":[[0,false]]"#) == true)
    }

    @Test("Without a sink the recorder keeps the last N records of 50,000")
    func ring() throws {
        let chart = Chart(try Self.definition { true }, clock: ManualClock())
        let recorder = try SessionRecorder(capacity: 3)
        try recorder.record(chart, as: "main")
        try chart.start()
        for _ in 0..<50_000 { try chart.send("nope") }
        #expect(recorder.recordCount == 50_003)
        #expect(recorder.records.count == 3)
        #expect(recorder.records.map { $0.contains(#""step":49998,"#) } == [true, false, false])
        #expect(recorder.records.last?.contains(#""step":50000,"#) == true)
    }

    @Test("Typed errors: capacity, source names, machines without a definition")
    func errors() throws {
        #expect(throws: SessionRecorderError.capacityTooSmall(0)) { try SessionRecorder(capacity: 0) }
        let recorder = try SessionRecorder()
        let chart = Chart(try Self.definition { true })
        try recorder.record(chart, as: "main")
        #expect(throws: SessionRecorderError.invalidSource("main", reason: "the name is already recorded")) {
            try recorder.record(chart, as: "main")
        }
        #expect(throws: SessionRecorderError.invalidSource("", reason: "the name is empty")) {
            try recorder.record(chart, as: "")
        }
        let machine = StateMachine<String, String>(initial: "a") { state, _ in state }
        #expect(throws: SessionRecorderError.machineWithoutDefinition(source: "flat")) {
            try recorder.record(machine, as: "flat")
        }
    }
}

@Suite("SessionRecorder origins")
struct SessionRecorderOriginTests {
    typealias Chart = Statechart<String, String>

    @Test("An action's send and an event sent from an observer during a macrostep keep their origins")
    func origins() throws {
        let chart = Chart(
            try Chart.Definition(initial: "a") {
                ChartState("a") { On("go", to: "b", action: { $0.send("next") }) }
                ChartState("b") { On("next", to: "c") }
                ChartState("c") { On("back", to: "a") }
            })
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(chart, as: "main")
        var sentBack = false
        // Weak: the chart keeps its observers, so a strong capture would keep the chart forever.
        chart.observe { [weak chart] step in
            if step.entered == ["c"] && !sentBack {
                sentBack = true
                _ = try? chart?.send("back")
            }
        }
        try chart.start()
        try chart.send("go")
        let origins = lines.dropFirst(2).map { line in
            line.split(separator: ",").first { $0.hasPrefix("\"origin\"") } ?? ""
        }
        #expect(
            origins == [
                #""origin":"start""#, #""origin":"external""#, #""origin":"actionSend""#, #""origin":"external""#,
            ])
        #expect(chart.configuration == ["a"])
    }
}

@Suite("SessionRecorder containers")
@MainActor
struct SessionRecorderContainerTests {
    @Test("A container's lifecycle steps become container records, one per event, in order, with the clock's time")
    func containerRecords() throws {
        let clock = ManualClock()
        clock.advance(by: .milliseconds(1_500))
        let host = RecordingHost(mode: .immediate)
        let container = StateContainer(initialState: "a", host: host, clock: clock) { (state: String) in
            [RecordingChild(state)]
        }
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(container, as: "screen", clock: clock)
        var descriptions: [String] = []
        container.observe { descriptions.append($0.description) }
        container.setNeedsTransition(to: "b", animated: false)
        #expect(!descriptions.isEmpty)
        #expect(lines.count == 1 + descriptions.count)
        #expect(
            Array(lines.dropFirst())
                == descriptions.enumerated().map { index, text in
                    #"{"kind":"container","source":"screen","step":\#(index),"time":1500000000,"event":"\#(text)"}"#
                })
    }
}

@Suite("SessionRecorder flat machines")
struct SessionRecorderMachineTests {
    typealias Machine = StateMachine<String, String>

    @Test("A flat machine's session: its JSON definition, then one step per transition, start-up included")
    func machineRecords() throws {
        let definition = try Machine.Definition(
            initial: "closed", states: ["closed", "open"],
            rules: [
                Machine.Rule.on("open", from: "closed", to: "open"),
                Machine.Rule.on("close", from: "open", to: "closed"),
            ])
        let machine = Machine(definition)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(machine, as: "door")
        machine.start()
        try machine.send("open")
        #expect(
            lines[1].hasPrefix(
                #"{"kind":"machine","source":"door","format":"json","definition":"{\n  \"initial\": \"closed\","#))
        #expect(
            Array(lines.dropFirst(2)) == [
                #"{"kind":"step","source":"door","step":0,"time":0,"origin":"start","event":null,"discarded":false,"exited":[],"entered":["closed"],"configuration":["closed"]}"#,
                #"{"kind":"step","source":"door","step":1,"time":0,"origin":"external","event":{"name":"open"},"discarded":false,"exited":["closed"],"entered":["open"],"configuration":["open"]}"#,
            ])
    }
}

extension SessionRecorderMachineTests {
    @Test(
        "A flat machine's rejections: one rejection record each (event, state, reason, allowed events), thrown or ignored, no step"
    )
    func rejectionRecords() throws {
        let definition = try Machine.Definition(
            initial: "closed", states: ["closed", "open", "locked"],
            rules: [
                Machine.Rule.on("open", from: "closed", to: "open"),
                Machine.Rule.on("close", from: "open", to: "closed"),
                Machine.Rule.on("lock", from: "closed", to: "locked", guardName: "never", guard: { _, _ in false }),
            ])
        let machine = Machine(definition)
        let clock = ManualClock()
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        let id = try recorder.record(machine, as: "door", clock: clock)
        #expect(throws: TransitionRejected<String, String>.self) { try machine.send("open") }
        machine.start()
        clock.advance(by: .milliseconds(5))
        #expect(throws: TransitionRejected<String, String>.self) { try machine.send("close") }
        #expect(throws: TransitionRejected<String, String>.self) { try machine.send("lock") }
        machine.unhandledEventPolicy = .ignore
        #expect(try machine.send("knock") == .discarded)
        try machine.send("open")
        machine.removeHandler(id)
        machine.unhandledEventPolicy = .reject
        #expect(throws: TransitionRejected<String, String>.self) { try machine.send("lock") }
        #expect(
            Array(lines.dropFirst(2)) == [
                #"{"kind":"rejection","source":"door","time":0,"event":{"name":"open"},"state":"closed","reason":"notStarted","allowed":["open","lock"]}"#,
                #"{"kind":"step","source":"door","step":0,"time":0,"origin":"start","event":null,"discarded":false,"exited":[],"entered":["closed"],"configuration":["closed"]}"#,
                #"{"kind":"rejection","source":"door","time":5000000,"event":{"name":"close"},"state":"closed","reason":"notAllowed","allowed":["open","lock"]}"#,
                #"{"kind":"rejection","source":"door","time":5000000,"event":{"name":"lock"},"state":"closed","reason":"guardRejected","allowed":["open","lock"]}"#,
                #"{"kind":"rejection","source":"door","time":5000000,"event":{"name":"knock"},"state":"closed","reason":"notAllowed","allowed":["open","lock"]}"#,
                #"{"kind":"step","source":"door","step":1,"time":5000000,"origin":"external","event":{"name":"open"},"discarded":false,"exited":["closed"],"entered":["open"],"configuration":["open"]}"#,
            ])
    }
}

@Suite("SessionRecorder routers")
@MainActor
struct SessionRecorderRouterTests {
    @Test("A router's changes become route records: event, cause, routes left and entered, stack edits, time")
    func routeRecords() throws {
        let clock = ManualClock()
        let router = LaneRouter(try RouteDriveTests.definition(), clock: clock)
        var lines: [String] = []
        let recorder = try SessionRecorder { lines.append($0) }
        try recorder.record(router, as: "lanes", clock: clock)
        router.start(context: "hello")
        try router.send(.go)
        clock.advance(by: .seconds(1))
        try router.back()
        #expect(
            Array(lines.dropFirst()) == [
                #"{"kind":"route","source":"lanes","step":0,"time":0,"event":null,"cause":"start","from":null,"to":"a","edits":["root: replace from 0 with [a]"]}"#,
                #"{"kind":"route","source":"lanes","step":1,"time":0,"event":"go","cause":"event 'go'","from":"a","to":"b","edits":["root: push b"]}"#,
                #"{"kind":"route","source":"lanes","step":2,"time":1000000000,"event":null,"cause":"back","from":"b","to":"a","edits":["root: pop 1"]}"#,
            ])
    }
}
