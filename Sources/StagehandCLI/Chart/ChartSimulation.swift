import Stagehand

/// Runs a chart document through a sequence of events and waits, recording the configuration
/// after each, as `stagehand simulate` prints it.
struct ChartSimulation {
    /// One item of `--events`: an event to send, or virtual time to let pass.
    enum Token: Equatable, Sendable, CustomStringConvertible {
        /// Send this external event and run its macrostep.
        case event(String)
        /// Advance the virtual clock, firing the delayed sends that fall due (`+100ms`, `+2s`).
        case wait(Duration)

        /// The item as `--events` writes it: `open`, `+100ms`.
        var description: String {
            switch self {
            case .event(let name): name
            case .wait(let duration): "+" + ChartDuration.text(duration)
            }
        }
    }

    /// What one token did.
    struct Step: Equatable, Sendable {
        /// The token.
        var token: Token
        /// The sorted ids of the active atomic states afterwards (the chart's own, not its child
        /// charts').
        var configuration: [String]
        /// The child charts running afterwards, in the order they started, each with its sorted
        /// configuration and its own running child charts.
        var invocations: [StatechartChildChart] = []
        /// Whether the event enabled no transition and was discarded (events only).
        var discarded: Bool
        /// The `<log>` lines printed while it ran.
        var log: [String]
        /// The transitions its macrosteps fired (a wait's: the delayed sends that fell due).
        var fired = FiredTransitions()
    }

    /// The whole run.
    struct Outcome: Equatable, Sendable {
        /// The sorted ids of the active atomic states after start-up.
        var initialConfiguration: [String]
        /// The child charts running after start-up.
        var initialInvocations: [StatechartChildChart] = []
        /// The `<log>` lines printed during start-up.
        var initialLog: [String]
        /// The transitions start-up fired (eventless ones, and those of the events it raised).
        var initialFired = FiredTransitions()
        /// One step per token run (all of them unless ``error`` is set).
        var steps: [Step]
        /// Whether a top-level final state was entered.
        var finished: Bool
        /// The actions run and delayed sends delivered, each one unit of the run's budget
        /// (at most ``ChartSimulation/maximumWork``).
        var work = 0
        /// Why the run stopped early (a microstep limit hit by an eventless or raise cycle, or the
        /// run's budget spent by a cycle of sends).
        var error: String?
    }

    /// The most actions and delayed sends delivered one run may spend
    /// (``ChartRunBudget``): a run that needs more stops with status 1, naming the cycle.
    static let maximumWork = 100_000

    /// Parses the `--events` list: comma-separated event names and `+DURATION` waits.
    /// - Returns: The tokens, or a message naming the bad item.
    static func tokens(_ list: [String]) -> Result<[Token], ChartTokenError> {
        var tokens: [Token] = []
        for (index, item) in list.enumerated() {
            if item.isEmpty { return .failure(ChartTokenError(index: index, item: item, reason: "is empty")) }
            if item.hasPrefix("+") {
                guard let duration = ChartDuration.parse(String(item.dropFirst())) else {
                    return .failure(
                        ChartTokenError(
                            index: index, item: item,
                            reason:
                                "is not a wait; write +DURATION with ms or s, such as +100ms or +1.5s (at most +86400s)"
                        ))
                }
                tokens.append(.wait(duration))
            } else {
                tokens.append(.event(item))
            }
        }
        return .success(tokens)
    }

    /// Builds the chart, starts it and runs `tokens`.
    /// - Parameters:
    ///   - document: The chart.
    ///   - tokens: The events and waits, in order.
    ///   - limits: The microstep budget of each macrostep (the whole run spends at most
    ///     ``maximumWork`` actions and deliveries). Its bound on external events per call is
    ///     raised above ``maximumWork``: every event an action sends costs the run's budget at
    ///     least one unit, so the budget, whose message names the actions of the cycle, always
    ///     stops a cycle first.
    ///   - deniedGuards: The named guards (a flat machine's) that refuse their transition.
    /// - Returns: The configurations after start-up and after each token, with the transitions
    ///   each fired (named by ``FiredNamer``, placed by ``Outcome/locatingFired(in:)``). A document that
    ///   rejects unhandled events (``ChartDocument/rejectsUnhandledEvents``) stops at the first
    ///   event it rejects, naming the configuration, the event and the events allowed there.
    ///   Naming the event of a delayed rule whose timer is armed waits until the timer fires
    ///   (shorter timers fire first), as the app would.
    /// - Throws: ``Diagnostics`` when the chart does not validate.
    static func run(
        _ document: ChartDocument, tokens: [Token], limits: RunLimits = RunLimits(),
        deniedGuards: Set<String> = []
    ) throws(Diagnostics) -> Outcome {
        let limits = RunLimits(
            stepsPerRun: limits.stepsPerRun, externalEventsPerCall: maximumWork + 1)
        let log = ChartLog()
        let budget = ChartRunBudget(limit: maximumWork, scope: "one run")
        let (definition, _) = try document.makeStatechart(log: log, budget: budget, deniedGuards: deniedGuards)
        let clock = ChartSimulationClock(budget: budget)
        let chart = Statechart(definition, clock: clock, limits: limits)
        if document.rejectsUnhandledEvents { chart.unhandledEventPolicy = .reject }
        let delayed = document.delayedRuleEvents
        var deliveryError: StatechartError?
        chart.onError = { error in
            switch error {
            case .unknownInvocation, .noParent:
                // SCXML drops such a send (its error.communication event is not simulated).
                return
            default:
                if deliveryError == nil { deliveryError = error }
                clock.halt()
            }
        }
        var outcome = Outcome(initialConfiguration: [], initialLog: [], steps: [], finished: false)
        func configuration() -> [String] { chart.configuration.sorted() }
        func invocations() -> [StatechartChildChart] { sorted(chart.runningChildCharts) }
        // What each step fired, and the events that started its macrosteps (whether a delayed rule fired).
        let steps = MacrostepLog(listing: listedFired)
        let namer = FiredNamer(document)
        chart.observe { steps.record($0) }
        do throws(StatechartError) {
            try chart.start()
        } catch {
            outcome.initialConfiguration = configuration()
            outcome.initialLog = log.drain()
            outcome.initialFired = namer.name(steps)
            outcome.error = error.description
            return outcome.locatingFired(in: document)
        }
        outcome.initialFired = namer.name(steps)
        outcome.initialConfiguration = configuration()
        outcome.initialInvocations = invocations()
        outcome.initialLog = log.drain()
        if let deliveryError {
            outcome.error = deliveryError.description
            return outcome.locatingFired(in: document)
        }
        if budget.isExhausted {
            outcome.error = budget.stopReason("start-up")
            outcome.work = budget.spent
            return outcome.locatingFired(in: document)
        }
        var stop: String?
        for (index, token) in tokens.enumerated() {
            var discarded = false
            steps.reset()
            switch token {
            case .event(let name) where delayed.contains(name):
                let timers = chart.snapshot().pendingSends.filter {
                    ChartSend(event: $0.event, id: $0.id, location: .start).delayedRuleEvent == name
                }
                if let due = timers.map(\.remaining).min() {
                    let before = configuration()
                    clock.advance(by: due)
                    if !steps.triggers.contains(where: { (ChartJSONReader.delayedRuleEvent($0) ?? $0) == name }) {
                        stop =
                            "delayed event '\(name)' did not fire in configuration [\(before.joined(separator: ", "))]; "
                            + "an earlier delayed rule left the state first"
                    }
                } else {
                    deliveryError = send(name, to: chart, discarded: &discarded)
                }
            case .event(let name):
                deliveryError = send(name, to: chart, discarded: &discarded)
            case .wait(let duration):
                clock.advance(by: duration)
            }
            if case .rejected? = deliveryError {
                // A rejected event changed nothing: the run stops before it, naming it.
                outcome.error = "item \(index + 1): \(Self.shown(deliveryError)?.description ?? "")"
                break
            }
            outcome.steps.append(
                Step(
                    token: token, configuration: configuration(), invocations: invocations(), discarded: discarded,
                    log: log.drain(), fired: namer.name(steps)))
            if let deliveryError {
                outcome.error = deliveryError.description
                break
            }
            if let stop {
                outcome.error = stop
                break
            }
            if budget.isExhausted {
                outcome.error = budget.stopReason("the run, at item \(index + 1) ('\(token)'),")
                break
            }
        }
        outcome.finished = chart.isFinished
        outcome.work = budget.spent
        return outcome.locatingFired(in: document)
    }
}

extension ChartSimulation {
    /// `error` as a person reads it: a rejection lists the events allowed without the timer
    /// events of delayed rules, which a delayed rule takes by itself and `send` never matches
    /// (as the core's `StateMachine` lists them).
    static func shown(_ error: StatechartError?) -> StatechartError? {
        guard case .rejected(let rejection)? = error else { return error }
        let allowed = rejection.allowedEvents.filter { ChartJSONReader.delayedRuleEvent($0) == nil }
        guard allowed.count != rejection.allowedEvents.count else { return error }
        return .rejected(
            StatechartRejection(event: rejection.event, configuration: rejection.configuration, allowedEvents: allowed))
    }
}

/// Sends `name` to `chart` and runs its macrostep.
/// - Returns: The error that stops the run: a rejection, or what the macrostep hit.
private func send(
    _ name: String, to chart: Statechart<String, String>, discarded: inout Bool
) -> StatechartError? {
    do throws(StatechartError) {
        discarded = try chart.send(name) == .discarded
        return nil
    } catch {
        return error
    }
}

/// `charts` with each configuration sorted, as the chart's own is reported.
private func sorted(_ charts: [StatechartChildChart]) -> [StatechartChildChart] {
    charts.map {
        StatechartChildChart(id: $0.id, configuration: $0.configuration.sorted(), children: sorted($0.children))
    }
}

/// An item of `--events` that is neither an event name nor a `+DURATION` wait.
struct ChartTokenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The item's 0-based place in the list.
    var index: Int
    /// The item as given.
    var item: String
    /// What is wrong with it and what is allowed.
    var reason: String

    /// `item 2 ('+5m') is not a wait; …`.
    var description: String { "item \(index + 1) ('\(item)') \(reason)" }
}
