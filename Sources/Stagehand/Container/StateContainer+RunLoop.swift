/// The shell's run loop: every input goes to the engine, one at a time, and the commands it
/// returns are performed before the next input; inputs that arrive meanwhile (from a hook, a host
/// call, a completion) wait in the inbox. When the inbox is empty the engine is asked for its
/// next step of pending work (requests, reveals). Nothing nests.
extension StateContainer {
    /// Adds an input and, unless the shell is already working, processes inputs and pending work
    /// until nothing is left that can run now.
    func submit(_ input: ContainerInput) {
        inbox.append(input)
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        drain()
    }

    /// Accepts a request: at once when the shell is idle (the common case, without a trip
    /// through the inbox), otherwise after the current step.
    @usableFromInline
    func submit(_ request: PendingRequest<State>) {
        guard !isDraining else {
            incoming.append(request)
            inbox.append(.request)
            return
        }
        isDraining = true
        defer { isDraining = false }
        engine.request(request, into: &commands)
        drain()
    }

    private func drain() {
        while true {
            performCommands()
            if let next = inbox.popFirst() {
                feed(next)
            } else if !engine.runNextStep(now: clock.now, into: &commands) {
                performCommands()
                if inbox.isEmpty { return }
            }
        }
    }

    /// Feeds one input to the engine; its commands are performed by the caller.
    private func feed(_ input: ContainerInput) {
        switch input {
        case .request:
            feedRequest()
        case .appearance(let call, let animated):
            engine.appearance(call, animated: animated, now: clock.now, into: &commands)
        case .animationEnded(let token):
            guard case .animationEnded? = inbox.first else {
                engine.animationEnded(token, into: &commands)  // the common case: a toolkit ends one animation
                return
            }
            var tokens = [token]
            while case .animationEnded(let more)? = inbox.first {
                tokens.append(more)
                _ = inbox.popFirst()
            }
            engine.animationsEnded(tokens, into: &commands)
        case .timerFired(let id):
            timers[id] = nil
            engine.timerFired(id)
        }
    }

    /// Feeds the oldest waiting request (never inlined: a `State` value here would make every
    /// input look up generic metadata).
    @inline(never)
    private func feedRequest() {
        if let request = incoming.popFirst() { engine.request(request, into: &commands) }
    }

    /// Performs the commands in order. An answer to a question (the last command of its batch)
    /// appends the engine's next commands, which are performed in the same loop.
    ///
    /// Each command is moved out of the buffer (a trivial placeholder takes its place), so it is
    /// retained and released once; the placeholders are then dropped one by one from the end,
    /// which keeps the buffer's capacity without `removeAll(keepingCapacity:)`'s generic
    /// bulk destruction (thousands of instructions per input, more than the input itself).
    private func performCommands() {
        guard !commands.isEmpty else { return }
        var index = 0
        while index < commands.count {
            var command = ContainerCommand.cancelTimer(0)
            swap(&command, &commands[index])
            index += 1
            perform(command)
        }
        if commands.capacity > 4_096, isCommandBufferOversized() {
            commands = []
        } else {
            while !commands.isEmpty { commands.removeLast() }
        }
    }

    /// Whether the command buffer is out of proportion to the children attached (a transition
    /// makes about four commands per arriving or leaving child): it is then released, otherwise
    /// kept, so a large container does not grow its buffer again, copy after copy, at every
    /// transition, while the memory kept stays proportional to the children it holds anyway.
    /// Never inlined: it reads the engine, whose generic metadata ``performCommands()`` must not ask
    /// for on every input.
    @inline(never)
    private func isCommandBufferOversized() -> Bool {
        commands.capacity > 16 * engine.records.count
    }
}
