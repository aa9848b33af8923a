import Stagehand

/// Re-runs a recorded session record by record against the real runtime: each chart's
/// definition is loaded from its SCXML, each step's trigger is sent (every origin: Swift
/// actions do not run here, so what they sent is replayed from the recording) after the clock
/// is advanced to the step's time, guards answer with their recorded outcomes, actions raise
/// the events the recording says they raised (``ReplayActionOracle``), and each resulting
/// configuration is compared with the recorded one.
final class SessionReplayer {
    /// Why the replay stopped.
    enum Failure: Error, Equatable {
        /// The session cannot be read at this point (exit status 2).
        case unreadable(SessionReadError)
        /// The replay reached another configuration than the recording (exit status 1).
        case diverged(line: Int, message: String)
    }

    /// A replayed chart or flat machine (a chart too, read from the recorded JSON).
    final class Replay {
        let kind: String
        let chart: ChartDocument.Chart
        /// The events of a flat machine's delayed rules: a step naming one whose timer is armed
        /// is replayed by letting the timer fire, as the app did.
        let delayed: Set<String>
        let oracle: ReplayGuardOracle
        let actions: ReplayActionOracle
        let clock: ManualClock
        var nextStep = 0

        init(
            chart: ChartDocument.Chart, kind: String, delayed: Set<String> = [],
            oracle: ReplayGuardOracle = ReplayGuardOracle(), actions: ReplayActionOracle = ReplayActionOracle(),
            clock: ManualClock = ManualClock()
        ) {
            self.chart = chart
            self.delayed = delayed
            self.kind = kind
            self.oracle = oracle
            self.actions = actions
            self.clock = clock
        }
    }

    private(set) var schema: Int?
    /// The replayed sources in the order the session defined them.
    private(set) var order: [String] = []
    private(set) var replays: [String: Replay] = [:]
    private(set) var steps = 0

    /// Reads and applies one record.
    func feed(_ record: SessionRecord, line: Int) throws(Failure) {
        guard schema != nil else {
            guard case .session(let version) = record else {
                throw .unreadable(
                    SessionReadError(
                        line: line,
                        reason: "not a Stagehand session: the first record must be the header "
                            + "{\"kind\":\"session\",\"schema\":\(SessionRecorder.schemaVersion)}"))
            }
            guard version >= 1, version <= SessionRecorder.schemaVersion else {
                throw .unreadable(
                    SessionReadError(
                        line: line,
                        reason: "the session has schema version \(version); this stagehand reads versions 1 to "
                            + "\(SessionRecorder.schemaVersion): update stagehand to read it"))
            }
            schema = version
            return
        }
        switch record {
        case .session:
            throw .unreadable(SessionReadError(line: line, reason: "a second session header: sessions were joined"))
        case .chart(let source, let scxml):
            try define(source, line: line) { () throws(SessionReadError) in try Self.loadChart(scxml, line: line) }
        case .machine(let source, let json):
            try define(source, line: line) { () throws(SessionReadError) in try Self.loadMachine(json, line: line) }
        case .step(let step):
            try apply(step, line: line)
        case .container, .route, .rejection, .other:
            break
        }
    }

    private func define(_ source: String, line: Int, _ load: () throws(SessionReadError) -> Replay) throws(Failure) {
        guard replays[source] == nil else {
            throw .unreadable(SessionReadError(line: line, reason: "source '\(source)' is defined twice"))
        }
        do throws(SessionReadError) {
            replays[source] = try load()
        } catch {
            throw .unreadable(error)
        }
        order.append(source)
    }

    static func loadChart(_ scxml: String, line: Int) throws(SessionReadError) -> Replay {
        let document: ChartDocument
        switch SCXMLReader.read(Array(scxml.utf8), file: "<session>") {
        case .success(let read): document = read
        case .failure(let diagnostics):
            let first = diagnostics.diagnostics.first?.message ?? "it is not SCXML"
            throw SessionReadError(line: line, reason: "the recorded chart cannot be loaded: \(first)")
        }
        let oracle = ReplayGuardOracle()
        let actions = ReplayActionOracle()
        let definition: ChartDocument.Chart.Definition
        do throws(Diagnostics) {
            definition = try document.makeStatechart(
                log: ChartLog(), guards: { index, own in oracle.guardFor(index, own: own) }, actions: actions.action
            ).0
        } catch {
            let first = error.diagnostics.first?.message ?? "it does not validate"
            throw SessionReadError(line: line, reason: "the recorded chart cannot be loaded: \(first)")
        }
        let clock = ManualClock()
        let chart = ChartDocument.Chart(definition, clock: clock)
        return Replay(chart: chart, kind: "chart", oracle: oracle, actions: actions, clock: clock)
    }

    /// A recorded flat machine, read as the chart it is: strict, its guards allowing.
    static func loadMachine(_ json: String, line: Int) throws(SessionReadError) -> Replay {
        guard case .success(let document) = ChartJSONReader.read(Array(json.utf8), file: "<session>"),
            let definition = try? document.makeStatechart(log: ChartLog()).0
        else { throw SessionReadError(line: line, reason: "the recorded machine cannot be loaded") }
        let clock = ManualClock()
        let chart = ChartDocument.Chart(definition, clock: clock)
        chart.unhandledEventPolicy = .reject
        return Replay(chart: chart, kind: "machine", delayed: document.delayedRuleEvents, clock: clock)
    }

    private func apply(_ step: SessionStep, line: Int) throws(Failure) {
        guard let replay = replays[step.source] else {
            throw .unreadable(
                SessionReadError(
                    line: line, reason: "a step of source '\(step.source)', which the session did not define before"))
        }
        guard step.step == replay.nextStep else {
            throw .unreadable(
                SessionReadError(
                    line: line,
                    reason: "step \(step.step) of '\(step.source)' where step \(replay.nextStep) was due: a record is "
                        + "missing or out of order (the session was cut or edited)"))
        }
        replay.nextStep += 1
        steps += 1
        let label = "step \(step.step) of '\(step.source)' (\(step.event.map { "event '\($0)'" } ?? "start-up"))"
        let chart = replay.chart
        replay.oracle.load(step.guards)
        replay.actions.load(step.raised)
        var discarded = false
        do throws(StatechartError) {
            if let event = step.event, replay.delayed.contains(event),
                let due = chart.snapshot().pendingSends.filter({
                    ChartSend(event: $0.event, id: $0.id, location: .start).delayedRuleEvent == event
                }).map(\.remaining).min()
            {
                // A flat machine's delayed rule: its timer fires, as it did in the app.
                replay.clock.advance(by: due)
            } else {
                let target = Duration.nanoseconds(step.time)
                if target > replay.clock.now { replay.clock.advance(by: target - replay.clock.now) }
                if let event = step.event {
                    discarded = try chart.send(event) == .discarded
                } else {
                    try chart.start()
                }
            }
        } catch {
            throw .diverged(
                line: line,
                message: "\(label) diverged: the replay failed: \(ChartSimulation.shown(error)?.description ?? "")")
        }
        if discarded != step.discarded {
            throw .diverged(
                line: line,
                message: "\(label) diverged: the recording \(step.discarded ? "discarded" : "took") the event, "
                    + "the replay \(discarded ? "discarded" : "took") it")
        }
        if !replay.actions.pending.isEmpty {
            throw .diverged(
                line: line,
                message: "\(label) diverged: the recording's actions raised \(Self.quoted(step.raised)), but the "
                    + "replay ran no action in this step, so nothing raised them (the chart differs from the "
                    + "recorded one)")
        }
        let actual = chart.configuration
        guard actual == step.configuration else {
            var message =
                "\(label) diverged: expected configuration [\(step.configuration.joined(separator: ", "))], "
                + "actual [\(actual.joined(separator: ", "))]"
            if !step.raised.isEmpty {
                message +=
                    " (the replay raised the events the recording's actions raised, \(Self.quoted(step.raised)), at "
                    + "the step's first action; StagehandTesting's SessionReplay runs the chart's real actions)"
            }
            throw .diverged(line: line, message: message)
        }
    }

    /// Event names quoted and joined with commas.
    private static func quoted(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension SessionReplayer {
    /// Applies one record of the session in `file`, its failure as the command failure `replay`
    /// (and `inspect -o`, which replays what it shows) exits with.
    /// - Throws: ``CommandFailure/sessionUnreadable(file:line:reason:)`` (exit status 2) or
    ///   ``CommandFailure/replayDiverged(file:line:message:)`` (exit status 1).
    func feed(_ record: SessionRecord, line: Int, of file: String) throws(CommandFailure) {
        do throws(Failure) {
            try feed(record, line: line)
        } catch {
            switch error {
            case .unreadable(let read):
                throw .sessionUnreadable(file: file, line: read.line, reason: read.reason)
            case .diverged(let line, let message):
                throw .replayDiverged(file: file, line: line, message: message)
            }
        }
    }
}
