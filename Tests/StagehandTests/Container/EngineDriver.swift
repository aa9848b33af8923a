import StagehandTesting
import Testing

@testable import Stagehand

/// A child of the host-free engine tests: a name and its two transition descriptions.
@MainActor
final class EngineProbe {
    let name: String
    let appearing: ChildTransition
    let disappearing: ChildTransition

    init(_ name: String, appearing: ChildTransition = .fade, disappearing: ChildTransition = .fade) {
        self.name = name
        self.appearing = appearing
        self.disappearing = disappearing
    }
}

/// Drives a ``ContainerEngine`` with no host, no clock and no shell: it plays the part of all
/// three in the plainest way — each command becomes one trace event (the vocabulary the
/// ``LifecycleChecker`` reads), each question is answered from a table, timers and animations are
/// entries on a simulated time line, and inputs that arrive while commands are being performed
/// wait in an inbox.
///
/// Besides the trace it checks what only the engine promises: a question is the last command of
/// its batch; a stale animation end makes no command; every completion is settled exactly once.
@MainActor
struct EngineDriver<State> {
    enum Animations { case immediate, manual, timed }

    enum Input {
        case request(State, Bool, Int)
        case appearance(AppearanceCall, Bool)
        case animationEnded(AnimationToken)
        case timerFired(UInt64)
    }

    var engine: ContainerEngine<State>
    let children: (State) -> [EngineProbe]
    let name: (State) -> String
    let animations: Animations
    var events: [RecordingHostEvent] = []
    var problems: [String] = []
    var childrenCalls = 0
    /// Whether a removal of views records the remaining views (as the shell's trace does).
    var tracesRemainingViews = true
    var commandCount = 0
    var now: Duration = .zero
    /// Timers and timed animation ends, by due time and then scheduling order.
    var timeline: [(due: Duration, sequence: Int, input: Input)] = []
    var sequence = 0
    var runningAnimations: [AnimationToken: Bool] = [:]
    var endedTokens: [AnimationToken] = []
    var callbackRequests: [(State, Bool)] = []
    /// How often each request's completion was called, and with which outcome.
    let settlements = SettlementLog()
    private var buffer: [ContainerCommand] = []
    private var inbox: [Input] = []
    private var isDraining = false

    init(
        initialState: State, policy: TransitionPolicy, same: ((State, State) -> Bool)?, animations: Animations,
        name: @escaping (State) -> String, children: @escaping (State) -> [EngineProbe]
    ) {
        self.engine = ContainerEngine(initialState: initialState, policy: policy, sameState: same)
        self.animations = animations
        self.name = name
        self.children = children
    }

    // MARK: Inputs

    mutating func request(_ state: State, animated: Bool) {
        events.append(.requested(name(state), animated: animated))
        engine.requestedState = state
        let number = settlements.counts.count
        settlements.counts.append(0)
        settlements.outcomes.append(nil)
        submit(.request(state, animated, number))
    }

    mutating func appearance(_ call: AppearanceCall, animated: Bool) {
        submit(.appearance(call, animated))
    }

    mutating func requestFromCallback(_ state: State, animated: Bool) {
        callbackRequests.append((state, animated))
    }

    /// Feeds the end of every animation that already ended again: the engine must ignore them.
    mutating func replayStaleCompletions() {
        for token in endedTokens {
            var commands: [ContainerCommand] = []
            engine.animationEnded(token, into: &commands)
            if !commands.isEmpty { problems.append("a stale end of \(token) made \(commands.count) commands") }
        }
    }

    /// Moves simulated time forward, firing what falls due in order.
    mutating func advance(by duration: Duration) {
        let end = now + duration
        while let next = nextDue(), next.due <= end {
            timeline.remove(at: next.index)
            now = next.due
            if case .animationEnded(let token) = next.input {
                guard runningAnimations[token] != nil else { continue }
                endAnimation(token)
            } else {
                submit(next.input)
            }
        }
        now = end
    }

    /// Completes a half-done appearance, makes the callback requests, then runs time and manual
    /// animations until the engine is at rest. Returns whether it got there within `limit` rounds.
    mutating func settle(limit: Int = 10_000) -> Bool {
        switch engine.visibility {
        case .appearing: appearance(.didAppear, animated: false)
        case .disappearing: appearance(.didDisappear, animated: false)
        case .offScreen, .onScreen: break
        }
        let requests = callbackRequests
        callbackRequests.removeAll()
        for (state, animated) in requests { request(state, animated: animated) }
        for _ in 0..<limit {
            if animations == .manual {
                for token in runningAnimations.keys.sorted(by: { $0.rawValue < $1.rawValue }) { endAnimation(token) }
            }
            if timeline.isEmpty, runningAnimations.isEmpty, engine.isAtRest { return true }
            if let next = nextDue() { advance(by: next.due - now) }
        }
        return false
    }

    // MARK: The shell's part

    private func nextDue() -> (index: Int, due: Duration, input: Input)? {
        var best: Int?
        for (index, entry) in timeline.enumerated() {
            if let current = best {
                let other = timeline[current]
                if (entry.due, entry.sequence) < (other.due, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        return best.map { ($0, timeline[$0].due, timeline[$0].input) }
    }

    private mutating func endAnimation(_ token: AnimationToken) {
        guard let appearing = runningAnimations.removeValue(forKey: token) else { return }
        endedTokens.append(token)
        if let tracked = engine.animations[token] {
            events.append(.animationEnded((tracked.child as! EngineProbe).name, appearing: appearing))
        }
        submit(.animationEnded(token))
    }

    private mutating func submit(_ input: Input) {
        inbox.append(input)
        guard !isDraining else { return }
        isDraining = true
        while true {
            performAll()
            if !inbox.isEmpty {
                feed(inbox.removeFirst())
            } else if !engine.runNextStep(now: now, into: &buffer) {
                performAll()
                if inbox.isEmpty { break }
            }
        }
        isDraining = false
    }

    private mutating func feed(_ input: Input) {
        switch input {
        case .request(let state, let animated, let number):
            let log = settlements
            let completion: (TransitionOutcome) -> Void = { outcome in
                log.counts[number] += 1
                log.outcomes[number] = outcome
            }
            engine.request(PendingRequest(state: state, animated: animated, completions: [completion]), into: &buffer)
        case .appearance(let call, let animated):
            engine.appearance(call, animated: animated, now: now, into: &buffer)
        case .animationEnded(let token):
            engine.animationEnded(token, into: &buffer)
        case .timerFired(let id):
            engine.timerFired(id)
        }
    }

    private mutating func performAll() {
        var index = 0
        while index < buffer.count {
            let command = buffer[index]
            index += 1
            commandCount += 1
            if command.isQuestion, index != buffer.count {
                problems.append("\(command) is followed by \(buffer.count - index) commands in its batch")
            }
            perform(command)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func named(_ object: AnyObject) -> String {
        (object as! EngineProbe).name
    }

    private mutating func perform(_ command: ContainerCommand) {
        switch command {
        case .attach(let child): events.append(.attach(named(child)))
        case .didAttach(let child): events.append(.didAttach(named(child)))
        case .willDetach(let child): events.append(.willDetach(named(child)))
        case .detach(let child): events.append(.detach(named(child)))
        case .appearance(let call, let child, let animated):
            events.append(.appearance(call, of: named(child), animated: animated))
        case .arrangeViews(let children):
            events.append(.views(children.map(named)))
        case .removeViews, .removeView:
            // The views that stay, as a host reports them (O(n): a scale test turns it off).
            if tracesRemainingViews { events.append(.views(engine.shownInOrder().map(named))) }
        case .startAnimation(let token):
            guard let tracked = engine.animations[token] else {
                problems.append("startAnimation(\(token)) of an animation the engine does not track")
                return
            }
            let transition = tracked.transition
            events.append(
                .animate(
                    named(tracked.child), appearing: tracked.isAppearing, duration: transition.duration,
                    delay: transition.delay))
            runningAnimations[token] = tracked.isAppearing
            switch animations {
            case .immediate: endAnimation(token)
            case .manual: break
            case .timed:
                sequence += 1
                timeline.append((now + transition.totalDuration, sequence, .animationEnded(token)))
            }
        case .finishAnimation(let token, let child, let appearing):
            runningAnimations[token] = nil
            endedTokens.append(token)
            events.append(.finishAnimation(named(child), appearing: appearing))
        case .scheduleTimer(let id, let delay):
            sequence += 1
            timeline.append((now + delay, sequence, .timerFired(id)))
        case .cancelTimer(let id):
            timeline.removeAll { entry in
                if case .timerFired(id) = entry.input { true } else { false }
            }
        case .containerAppearance(let call, let animated):
            events.append(.container(call, animated: animated))
        case .beginTransition(let animated):
            guard let states = engine.transitionStates else {
                problems.append("beginTransition without transition states")
                return
            }
            events.append(.willTransition(to: name(states.to), animated: animated))
            // Requests "from a callback" are made here, inside the hook: they wait in the inbox.
            let requests = callbackRequests
            callbackRequests.removeAll()
            for (state, requestAnimated) in requests { request(state, animated: requestAnimated) }
            engine.transitionBegan(into: &buffer)
        case .askChildren:
            childrenCalls += 1
            engine.childrenSupplied(children(engine.currentState), into: &buffer)
        case .askTransitions(let objects, let appearing):
            let transitions = objects.map { object in
                let probe = object as! EngineProbe
                return appearing ? probe.appearing : probe.disappearing
            }
            engine.transitionsSupplied(transitions, into: &buffer)
        case .askAppearanceState:
            engine.appearanceStateSupplied(engine.requestedState, into: &buffer)
        case .endTransition(let animated):
            guard let states = engine.endedTransition else {
                problems.append("endTransition without ended states")
                return
            }
            events.append(.didTransition(from: name(states.from), to: name(states.to), animated: animated))
        case .settle(let completions, let outcome):
            for completion in completions { completion(outcome) }
        }
    }
}

/// The completions' record: per request, how often its completion ran and with which outcome.
final class SettlementLog {
    var counts: [Int] = []
    var outcomes: [TransitionOutcome?] = []
}

extension ContainerCommand {
    /// Whether the command asks for an answer (and so must end its batch).
    var isQuestion: Bool {
        switch self {
        case .beginTransition, .askChildren, .askTransitions, .askAppearanceState: true
        default: false
        }
    }
}
