import Stagehand

/// Validates a trace recorded by ``RecordingHost`` (with ``RecordingHost/observe(_:describe:)``)
/// against the `StateContainer` lifecycle contract.
///
/// It checks, event by event:
/// - per child, the appearance grammar `(willAppear (didAppear willDisappear | willDisappear) didDisappear)*`
///   (so no doubled or unbalanced call) and the containment order `attach didAttach willDetach detach`;
/// - the arriving order (attached, will-appear, view inserted, animation, did-appear, did-attach) and
///   the leaving order (will-detach, will-disappear, animation, view removed, did-disappear, detached);
/// - that appearance calls reach children only while the container is on screen, and that the
///   container's own appearance reaches every current child;
/// - that views lists hold only attached children, with leaving children on top, and never drop a
///   staying child;
/// - that transitions do not nest and `didTransition(from:)` names the previous state;
/// - that a transition whose arrivals are held back keeps its leaving children: a child attached
///   while no transition runs (a delayed reveal) must not follow a transition in which a child
///   already got `willDetach` (those children leave in the reveal step instead);
///
/// and at the end, when the trace was taken at rest, that nothing is running or unbalanced and the
/// last requested state is shown.
public struct LifecycleChecker: Sendable {
    /// The name of the container's initial state.
    public var initialState: String

    /// Whether the last requested state must be shown at the end (turn off for containers whose
    /// `StateContainerDelegate/loadAppearanceState(lastRequestedState:)` recomputes the state).
    public var requiresLastRequestedState: Bool

    /// Creates a checker.
    /// - Parameters:
    ///   - initialState: The name of the container's initial state.
    ///   - requiresLastRequestedState: Whether the last request must be shown at rest; `true` by default.
    public init(initialState: String, requiresLastRequestedState: Bool = true) {
        self.initialState = initialState
        self.requiresLastRequestedState = requiresLastRequestedState
    }

    /// Creates a checker for the trace of `container`, which knows the initial state's name.
    ///
    /// Name states with the same `describe` given to ``RecordingHost/observe(_:describe:)``.
    /// - Parameters:
    ///   - container: The container whose trace will be checked.
    ///   - describe: How the trace names a state; `String(describing:)` by default.
    ///   - requiresLastRequestedState: Whether the last request must be shown at rest; `true` by default.
    @MainActor
    public init<State>(
        for container: StateContainer<State, RecordingHost>,
        describe: (State) -> String = { String(describing: $0) },
        requiresLastRequestedState: Bool = true
    ) {
        self.init(
            initialState: describe(container.initialState), requiresLastRequestedState: requiresLastRequestedState)
    }

    private enum Containment { case detached, arriving, present, leaving }

    private struct Track {
        var containment = Containment.detached
        var appearance = AppearanceCall.didDisappear
        var inView = false
        var animatingAppear = false
        var animatingDisappear = false
    }

    private struct Walk {
        var tracks: [String: Track] = [:]
        var visibility = ContainerVisibility.offScreen
        var open: String?
        var shown: String
        var lastRequested: String?
        var views: [String] = []
        /// The first child that got `willDetach` inside the most recent transition.
        var detachedInLastTransition: String?
        var violations: [LifecycleViolation] = []

        mutating func fail(_ rule: LifecycleViolation.Rule, _ index: Int?, _ child: String?, _ message: String) {
            violations.append(LifecycleViolation(rule: rule, eventIndex: index, child: child, message: message))
        }
    }

    /// Checks a trace.
    /// - Parameters:
    ///   - events: The recorded events, oldest first.
    ///   - atRest: Whether the trace was taken with the container at rest (no transition, timer or
    ///     animation left); enables the end-of-trace checks. `true` by default.
    /// - Returns: Every violation found, in trace order; empty when the trace keeps the contract.
    public func check(_ events: [RecordingHostEvent], atRest: Bool = true) -> [LifecycleViolation] {
        var walk = Walk(shown: initialState)
        for (index, event) in events.enumerated() {
            step(event, at: index, &walk)
        }
        if atRest { checkRest(&walk) }
        return walk.violations
    }

    // MARK: Events

    private func step(_ event: RecordingHostEvent, at index: Int, _ walk: inout Walk) {
        switch event {
        case .attach(let name):
            var track = walk.tracks[name] ?? Track()
            if track.containment != .detached {
                walk.fail(
                    .containmentOrder, index, name, "attached while already attached; attach only a detached child")
            }
            track = Track(containment: .arriving)
            walk.tracks[name] = track
            if walk.open == nil, let left = walk.detachedInLastTransition {
                walk.fail(
                    .leavingOrder, index, left,
                    "left at its transition although that transition's arrival \(name) was held back; children leaving with held-back arrivals stay on screen until the reveal"
                )
                walk.detachedInLastTransition = nil
            }
        case .didAttach(let name):
            guard var track = attachedTrack(name, index, "didAttach", &walk) else { return }
            if track.containment != .arriving {
                walk.fail(.containmentOrder, index, name, "didAttach without a preceding attach")
            }
            if !track.inView {
                walk.fail(.arrivingOrder, index, name, "didAttach before the view was inserted")
            }
            if track.appearance == .willAppear {
                walk.fail(
                    .arrivingOrder, index, name, "didAttach between willAppear and didAppear; did-appear comes first")
            }
            if track.animatingAppear {
                walk.fail(.arrivingOrder, index, name, "didAttach while the appearing animation still runs")
            }
            track.containment = .present
            walk.tracks[name] = track
        case .willDetach(let name):
            guard var track = attachedTrack(name, index, "willDetach", &walk) else { return }
            if track.containment != .present {
                walk.fail(.containmentOrder, index, name, "willDetach on a child that is not fully attached")
            }
            track.containment = .leaving
            walk.tracks[name] = track
            if walk.open != nil, walk.detachedInLastTransition == nil { walk.detachedInLastTransition = name }
        case .detach(let name):
            guard let track = attachedTrack(name, index, "detach", &walk) else { return }
            if track.containment != .leaving {
                walk.fail(.containmentOrder, index, name, "detach without a preceding willDetach")
            }
            if track.inView {
                walk.fail(.leavingOrder, index, name, "detached while its view is still in the container")
            }
            if track.appearance != .didDisappear {
                walk.fail(.leavingOrder, index, name, "detached after \(track.appearance) without didDisappear")
            }
            if track.animatingDisappear {
                walk.fail(.leavingOrder, index, name, "detached while its disappearing animation still runs")
            }
            walk.tracks[name] = Track()
        case .willAppear(let name, _):
            appearance(.willAppear, name, index, &walk)
        case .didAppear(let name, _):
            appearance(.didAppear, name, index, &walk)
        case .willDisappear(let name, _):
            appearance(.willDisappear, name, index, &walk)
        case .didDisappear(let name, _):
            appearance(.didDisappear, name, index, &walk)
        case .views(let names):
            views(names, index, &walk)
        case .animate(let name, let appearing, _, _):
            guard var track = attachedTrack(name, index, "animate", &walk) else { return }
            if appearing {
                if track.containment != .arriving {
                    walk.fail(.arrivingOrder, index, name, "appearing animation on a child that is not arriving")
                }
                if !track.inView {
                    walk.fail(.arrivingOrder, index, name, "appearing animation before the view was inserted")
                }
                track.animatingAppear = true
            } else {
                if track.containment != .leaving {
                    walk.fail(.leavingOrder, index, name, "disappearing animation on a child that is not leaving")
                }
                if !track.inView {
                    walk.fail(.leavingOrder, index, name, "disappearing animation after the view was removed")
                }
                track.animatingDisappear = true
            }
            walk.tracks[name] = track
        case .animationEnded(let name, let appearing), .finishAnimation(let name, let appearing):
            guard var track = walk.tracks[name] else { return }
            if appearing { track.animatingAppear = false } else { track.animatingDisappear = false }
            walk.tracks[name] = track
        case .requested(let state, _):
            walk.lastRequested = state
        case .container(let call, _):
            container(call, index, &walk)
        case .willTransition(let state, _):
            if let open = walk.open {
                walk.fail(
                    .transitionNesting, index, nil,
                    "willTransition(to: \(state)) while the transition to \(open) runs; transitions never nest")
            }
            walk.open = state
            walk.detachedInLastTransition = nil
            if walk.visibility == .onScreen {
                for (name, track) in walk.tracks.sorted(by: { $0.key < $1.key })
                where track.containment == .present && track.appearance != .didAppear {
                    walk.fail(
                        .containerAppearance, index, name,
                        "a transition starts on screen but the child is at \(track.appearance), not didAppear")
                }
            }
        case .didTransition(let from, let to, _):
            if walk.open != to {
                walk.fail(
                    .transitionNesting, index, nil,
                    "didTransition(to: \(to)) but the running transition is \(walk.open.map { "to \($0)" } ?? "none")")
            }
            if from != walk.shown {
                walk.fail(
                    .previousState, index, nil, "didTransition(from: \(from)) but the previous state was \(walk.shown)")
            }
            walk.shown = to
            walk.open = nil
        }
    }

    private func attachedTrack(_ name: String, _ index: Int, _ call: String, _ walk: inout Walk) -> Track? {
        guard let track = walk.tracks[name], track.containment != .detached else {
            walk.fail(.containmentOrder, index, name, "\(call) on a child that is not attached")
            return nil
        }
        return track
    }

    private func appearance(_ call: AppearanceCall, _ name: String, _ index: Int, _ walk: inout Walk) {
        guard var track = attachedTrack(name, index, "\(call)", &walk) else { return }
        if walk.visibility == .offScreen {
            walk.fail(.appearanceWhileOffScreen, index, name, "\(call) while the container is off screen")
        }
        let allowed: Bool =
            switch call {
            case .willAppear: track.appearance == .didDisappear
            case .didAppear: track.appearance == .willAppear
            case .willDisappear: track.appearance == .willAppear || track.appearance == .didAppear
            case .didDisappear: track.appearance == .willDisappear
            }
        if !allowed {
            walk.fail(
                .appearanceGrammar, index, name,
                "\(call) after \(track.appearance); allowed is (willAppear (didAppear willDisappear | willDisappear) didDisappear)*"
            )
        }
        switch (call, track.containment) {
        case (.willAppear, .arriving) where track.inView:
            walk.fail(.arrivingOrder, index, name, "willAppear after the view was inserted")
        case (.didAppear, .arriving) where !track.inView:
            walk.fail(.arrivingOrder, index, name, "didAppear before the view was inserted")
        case (.didAppear, .arriving) where track.animatingAppear:
            walk.fail(.arrivingOrder, index, name, "didAppear while the appearing animation still runs")
        case (.willDisappear, .leaving) where !track.inView:
            walk.fail(.leavingOrder, index, name, "willDisappear after the view was removed")
        case (.didDisappear, .leaving) where track.inView:
            walk.fail(.leavingOrder, index, name, "didDisappear before the view was removed")
        case (.willAppear, .leaving), (.didAppear, .leaving):
            walk.fail(.leavingOrder, index, name, "\(call) on a leaving child")
        default:
            break
        }
        track.appearance = call
        walk.tracks[name] = track
    }

    private func views(_ names: [String], _ index: Int, _ walk: inout Walk) {
        var seen = Set<String>()
        var sawLeaving = false
        for name in names {
            if !seen.insert(name).inserted {
                walk.fail(.viewOrder, index, name, "listed twice in one views list")
            }
            guard let track = walk.tracks[name], track.containment != .detached else {
                walk.fail(.viewOrder, index, name, "view shown for a child that is not attached")
                continue
            }
            if track.containment == .leaving {
                sawLeaving = true
            } else if sawLeaving {
                walk.fail(.viewOrder, index, name, "view above a leaving child; leaving children stay on top")
            }
            if !track.inView, track.containment == .arriving, track.animatingAppear {
                walk.fail(.arrivingOrder, index, name, "view inserted after its appearing animation started")
            }
        }
        for (name, var track) in walk.tracks where track.containment != .detached {
            let now = seen.contains(name)
            if track.inView, !now {
                if track.containment != .leaving {
                    walk.fail(
                        .viewOrder, index, name, "view of a \(track.containment) child removed; only leaving views go")
                } else if track.animatingDisappear {
                    walk.fail(.leavingOrder, index, name, "view removed while its disappearing animation still runs")
                }
            }
            track.inView = now
            walk.tracks[name] = track
        }
        walk.views = names
    }

    private func container(_ call: AppearanceCall, _ index: Int, _ walk: inout Walk) {
        let expected: ContainerVisibility? =
            switch (call, walk.visibility) {
            case (.willAppear, .offScreen): .appearing
            case (.didAppear, .appearing): .onScreen
            case (.willDisappear, .onScreen), (.willDisappear, .appearing): .disappearing
            case (.didDisappear, .disappearing): .offScreen
            default: nil
            }
        guard let next = expected else {
            walk.fail(.containerAppearance, index, nil, "container \(call) while \(walk.visibility)")
            return
        }
        let required: AppearanceCall? =
            switch call {
            case .didAppear: .willAppear
            case .didDisappear: .didDisappear
            default: nil
            }
        if let required {
            for (name, track) in walk.tracks.sorted(by: { $0.key < $1.key })
            where track.containment == .present && track.appearance != required {
                walk.fail(
                    .containerAppearance, index, name,
                    "container \(call) but the child is at \(track.appearance), not \(required)")
            }
        }
        walk.visibility = next
    }

    // MARK: End

    private func checkRest(_ walk: inout Walk) {
        if let open = walk.open {
            walk.fail(.notAtRest, nil, nil, "the transition to \(open) never ended")
        }
        let expected: AppearanceCall =
            switch walk.visibility {
            case .offScreen: .didDisappear
            case .appearing: .willAppear
            case .onScreen: .didAppear
            case .disappearing: .willDisappear
            }
        var attached = Set<String>()
        for (name, track) in walk.tracks.sorted(by: { $0.key < $1.key }) where track.containment != .detached {
            attached.insert(name)
            if track.containment != .present {
                walk.fail(.notAtRest, nil, name, "still \(track.containment) at rest")
            }
            if track.appearance != expected {
                walk.fail(.notAtRest, nil, name, "at \(track.appearance) while the container is \(walk.visibility)")
            }
            if track.animatingAppear || track.animatingDisappear {
                walk.fail(.notAtRest, nil, name, "an animation still runs at rest")
            }
        }
        if Set(walk.views) != attached || walk.views.count != attached.count {
            walk.fail(
                .viewOrder, nil, nil,
                "views [\(walk.views.joined(separator: ", "))] differ from the attached children [\(attached.sorted().joined(separator: ", "))]"
            )
        }
        if requiresLastRequestedState, let last = walk.lastRequested, last != walk.shown {
            walk.fail(.lastRequestedState, nil, nil, "the last request was \(last) but \(walk.shown) is shown")
        }
    }
}
