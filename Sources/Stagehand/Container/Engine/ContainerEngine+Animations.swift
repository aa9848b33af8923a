/// Animations and the per-child steps that finish them.
extension ContainerEngine {
    /// Starts one animation; it belongs to the running transition when there is one (a reveal
    /// runs only while no transition does).
    mutating func startAnimation(
        of record: ContainerChildRecord, isAppearing: Bool, transition: ChildTransition,
        into commands: inout [ContainerCommand]
    ) {
        nextToken += 1
        let token = AnimationToken(rawValue: nextToken)
        animations[token] = InFlightAnimation(
            child: record.child, isAppearing: isAppearing, belongsToTransition: isInFlight, transition: transition)
        commands.append(.startAnimation(token))
    }

    /// Finishes every in-flight animation at once (interrupt, disappearance, a new transition).
    mutating func finishAllAnimationsAtOnce(into commands: inout [ContainerCommand]) {
        guard !animations.isEmpty else { return }
        let tokens = animations.keys.sorted { $0.rawValue < $1.rawValue }
        for token in tokens {
            if let animation = animations[token] {
                commands.append(.finishAnimation(token, animation.child, appearing: animation.isAppearing))
            }
        }
        animationsEnded(tokens, into: &commands)
    }

    /// Input: the animations of `tokens` ended (the host reported them together). Completes their
    /// children; tokens the engine no longer tracks are stale and ignored. Leaving children ended
    /// together lose their views in one ``ContainerCommand/removeViews(_:)``, bottom first.
    ///
    /// The work is proportional to the animations ended, never to all children, so the
    /// animations of a transition may end one by one in linear time overall.
    /// - Parameters:
    ///   - tokens: The ended animations.
    ///   - commands: Where the commands to perform are appended.
    mutating func animationsEnded(_ tokens: [AnimationToken], into commands: inout [ContainerCommand]) {
        var ended: [InFlightAnimation] = []
        for token in tokens {
            guard let animation = animations.removeValue(forKey: token) else { continue }
            ended.append(animation)
        }
        guard !ended.isEmpty else { return }
        let animated = flight?.animated ?? true
        var removed: [(child: AnyObject, position: Int)] = []
        for animation in ended where !animation.isAppearing {
            if let entry = leaving.remove(animation.id) { removed.append(entry) }
        }
        if !removed.isEmpty {
            leaving.compactIfSparse()
            if removed.count > 1 { removed.sort { $0.position < $1.position } }
            commands.append(.removeViews(removed.map { $0.child }))
        }
        for (child, _) in removed {
            if let record = records.removeValue(forKey: ObjectIdentifier(child)) {
                finishLeaving(record, animated: animated, into: &commands)
            }
        }
        for animation in ended where animation.isAppearing {
            guard let record = records[animation.id] else { continue }
            finishArriving(record, animated: animated, into: &commands)
        }
        var transitionEnded = 0
        for animation in ended where animation.belongsToTransition { transitionEnded += 1 }
        if transitionEnded > 0 { countDown(transitionEnded, into: &commands) }
    }

    /// Input: the animation of `token` ended. ``animationsEnded(_:into:)`` for one token, without
    /// its batch bookkeeping.
    /// - Parameters:
    ///   - token: The ended animation.
    ///   - commands: Where the commands to perform are appended.
    mutating func animationEnded(_ token: AnimationToken, into commands: inout [ContainerCommand]) {
        guard let animation = animations.removeValue(forKey: token) else { return }
        let animated = flight?.animated ?? true
        if animation.isAppearing {
            if let record = records[animation.id] { finishArriving(record, animated: animated, into: &commands) }
        } else if let (child, _) = leaving.remove(animation.id) {
            leaving.compactIfSparse()
            commands.append(.removeView(child))
            if let record = records.removeValue(forKey: animation.id) {
                finishLeaving(record, animated: animated, into: &commands)
            }
        }
        if animation.belongsToTransition { countDown(1, into: &commands) }
    }

    /// Counts ended animations of the running transition; the last one ends it.
    private mutating func countDown(_ ended: Int, into commands: inout [ContainerCommand]) {
        guard case .transitioning(var flight) = phase else { return }
        flight.remainingAnimations -= ended
        phase = .transitioning(flight)
        if flight.remainingAnimations <= 0 { endFlight(into: &commands) }
    }

    // MARK: Per-child steps

    /// The end of a leaving child: did-disappear (when it was told it will) and detach; the
    /// engine forgets it. The caller has taken its record out of `records` already (so that
    /// finding and removing it is one hash look-up).
    mutating func finishLeaving(_ record: ContainerChildRecord, animated: Bool, into commands: inout [ContainerCommand])
    {
        let child = record.child
        if record.appearance == .disappearing {
            record.appearance = .disappeared
            commands.append(.appearance(.didDisappear, child, animated: animated))
        }
        commands.append(.detach(child))
        antiFlicker.untrack(record)
    }

    /// The end of an arriving child: did-appear (when it was told it will, and the container is
    /// not itself half-way through appearing) and did-attach.
    mutating func finishArriving(
        _ record: ContainerChildRecord, animated: Bool, into commands: inout [ContainerCommand]
    ) {
        let child = record.child
        if record.appearance == .appearing, visibility != .appearing {
            record.appearance = .appeared
            commands.append(.appearance(.didAppear, child, animated: animated))
        }
        record.phase = .present
        commands.append(.didAttach(child))
    }

    /// Will-appear for a child that has no appearance cycle open; it counts as visible from now.
    mutating func beginAppearing(
        _ record: ContainerChildRecord, animated: Bool, into commands: inout [ContainerCommand]
    ) {
        guard record.appearance == .disappeared else { return }
        record.appearance = .appearing
        record.visibleSince = now
        commands.append(.appearance(.willAppear, record.child, animated: animated))
    }

    /// Will-disappear for a child that is appearing or has appeared.
    mutating func beginDisappearing(
        _ record: ContainerChildRecord, animated: Bool, into commands: inout [ContainerCommand]
    ) {
        guard record.appearance == .appearing || record.appearance == .appeared else { return }
        record.appearance = .disappearing
        commands.append(.appearance(.willDisappear, record.child, animated: animated))
    }
}
