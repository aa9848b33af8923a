/// The compiled, immutable form of a definition: states and event kinds interned to dense
/// indices and a `state × event` table, read by the inlinable dispatch path.
///
/// `@unchecked Sendable` is safe: every stored property is a `let`; the `Hot*` pointers are
/// allocated and fully initialised in `init`, never written afterwards, and freed only in
/// `deinit`, when no machine can reference the table any more (machines hold it strongly).
/// The other properties are `Sendable` values.
@usableFromInline
final class DefinitionTable<State: Hashable & Sendable, Event: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline typealias Rule = StateMachine<State, Event>.Rule

    /// Entry value for "no rule".
    @usableFromInline static var none: Int32 { -1 }

    @usableFromInline let states: ContiguousArray<State>
    @usableFromInline let stateNames: [String]
    @usableFromInline let stateIndex: [State: Int]
    @usableFromInline let initial: Int
    @usableFromInline let finals: [Int]
    @usableFromInline let declaredStates: [State]
    @usableFromInline let kinds: ContiguousArray<Event>
    @usableFromInline let kindIndex: [Event: Int]
    @usableFromInline let kindCount: Int
    @usableFromInline let linearScan: Bool
    @usableFromInline let kindOf: (@Sendable (Event) -> Event)?
    /// Per slot (``slot(state:kind:)``): `>= 0` the rule (unguarded, taken at once); `-1` no
    /// rule; `<= -2` guarded candidates start at `chains[-(entry + 2)]`, merged with the kind's
    /// ``anyChain``.
    @usableFromInline let table: ContiguousArray<Int32>
    /// Guarded candidates, each chain ending with `-1` (see ``DispatchSlots``).
    @usableFromInline let chains: ContiguousArray<Int32>
    /// Whether slots are `state × kindCount + kind`; otherwise see ``sparseSlot(state:kind:)``.
    @usableFromInline let isDense: Bool
    /// The sparse layout's empty slot (`-1` when dense).
    let noneSlot: Int
    /// Per kind, the chain of its rules from any state, merged with a slot's own chain while
    /// it is walked (`0`, the empty chain, when there are none).
    @usableFromInline let anyChain: ContiguousArray<Int32>
    /// The kinds each state has rules for, and the sparse layout's index.
    let allowed: AllowedKinds
    @usableFromInline let ruleTarget: ContiguousArray<Int>
    @usableFromInline let ruleGuard: ContiguousArray<Rule.Guard?>
    @usableFromInline let ruleAction: ContiguousArray<Rule.Action?>
    @usableFromInline let ruleInternal: ContiguousArray<Bool>
    @usableFromInline let ruleEvent: ContiguousArray<Event>
    @usableFromInline let ruleDelay: ContiguousArray<Duration?>
    /// Whether taking the rule needs more than a state change (an action, or delayed rules to
    /// cancel or arm).
    @usableFromInline let ruleSlow: ContiguousArray<Bool>
    /// Per state, the delayed rules that list it; ``anyStateDelayedRules`` apply to every
    /// known state as well (see ``delayedRules(of:)``).
    let delayedRules: ContiguousArray<ContiguousArray<Int>>
    /// The delayed rules from any state, kept once rather than in every state's list.
    let anyStateDelayedRules: [Int]
    /// The states rules from any state apply to: the declared ones, or all when none are.
    let knownStateCount: Int
    @usableFromInline let rules: [Rule]
    @usableFromInline let diagnostics: [MachineDiagnostic]
    @usableFromInline let hasDelayedRules: Bool
    /// Copies of `table`, `ruleTarget`, `ruleSlow`, `states` and `kinds` in raw storage, so the
    /// dispatch path reads them without reference counting or bounds checks (indices come from
    /// the table itself and are valid by construction).
    @usableFromInline let hotEntries: UnsafeMutablePointer<Int32>
    /// Per slot: `>= 0` for a rule that needs nothing but the state change (unguarded, no
    /// action, no delayed rules in the machine): the target state in the high 32 bits and its
    /// first slot (`target × kindCount`) in the low 32, so dispatch needs no multiplication;
    /// `-1` no rule; `-2` see `hotEntries`; `<= -3`: a single guarded rule, taken as described
    /// by `hotGuarded[-(value + 3)]`.
    @usableFromInline let hotFast: UnsafeMutablePointer<Int64>
    /// The slots whose candidates are one guarded rule that needs nothing but the state change,
    /// optionally followed by one unguarded such rule: the guard inline with both outcomes
    /// packed as in `hotFast`, so dispatch makes one guard call and no chain walk.
    @usableFromInline let hotGuarded: UnsafeMutablePointer<GuardedStep<State, Event>>
    let guardedCount: Int
    @usableFromInline let hotTargets: UnsafeMutablePointer<Int>
    @usableFromInline let hotSlow: UnsafeMutablePointer<Bool>
    @usableFromInline let hotStates: UnsafeMutablePointer<State>
    @usableFromInline let hotKinds: UnsafeMutablePointer<Event>
    /// `chains` in raw storage.
    @usableFromInline let hotChains: UnsafeMutablePointer<Int32>
    /// Per rule, its guard's box, unretained (`guardBoxes` owns them), or `nil`.
    @usableFromInline let hotGuards: UnsafeMutablePointer<Unmanaged<RuleGuardBox<State, Event>>?>
    let guardBoxes: [RuleGuardBox<State, Event>?]
    /// For one-byte plain-data events (field-less enums, `UInt8`, `Bool`) without `kindOf`:
    /// the kind of each byte value, or `-1`; a hit is confirmed with `==`, a miss falls back to
    /// the scan, so a type whose `==` is not bitwise still dispatches correctly.
    @usableFromInline let byteKinds: UnsafeMutablePointer<Int16>
    @usableFromInline let usesByteKinds: Bool
    /// The description of allowed events the rejections of this table's machines hold when
    /// their state's allowed events cannot be packed (see `hotPacked`).
    @usableFromInline let rejectionInfo: RejectionInfo<State, Event>
    /// Per state, its allowed events packed into the rejection itself when they are plain data
    /// and fit (``PackedEvents``), so the common rejection holds no reference.
    @usableFromInline let hotPacked: UnsafeMutablePointer<PackedEvents>
    /// A hash of the definition that is the same in every process (see ``fingerprint(...)``).
    let fingerprint: UInt64

    init(
        initial: State, declared: [State], final: [State], rules: [Rule], kindOf: (@Sendable (Event) -> Event)?,
        dense: Bool? = nil
    ) throws(DefinitionError) {
        var states: [State] = []
        var index: [State: Int] = [:]
        var duplicates: [String] = []
        var duplicateSet: Set<String> = []
        func intern(_ state: State) -> Int {
            if let known = index[state] { return known }
            index[state] = states.count
            states.append(state)
            return states.count - 1
        }
        for state in declared {
            if index[state] != nil {
                let name = String(describing: state)
                if duplicateSet.insert(name).inserted { duplicates.append(name) }
            }
            _ = intern(state)
        }
        let declaredCount = states.count
        let initialIndex = intern(initial)
        let finalIndices = final.map(intern)
        var kinds: [Event] = []
        var kindIndex: [Event: Int] = [:]
        var graphRules: [MachineGraph.Rule] = []
        for (ruleIndex, rule) in rules.enumerated() {
            let kind: Int
            if let known = kindIndex[rule.event] {
                kind = known
            } else {
                kind = kinds.count
                kindIndex[rule.event] = kind
                kinds.append(rule.event)
            }
            let sources: [Int]?
            switch rule.sources {
            case .anyState: sources = nil
            case .states(let list): sources = list.map(intern)
            }
            let target = intern(rule.target)
            graphRules.append(
                MachineGraph.Rule(
                    name: String(describing: rule.event), event: kind, sources: sources, target: target,
                    hasGuard: rule.guard != nil,
                    guardName: rule.guardName ?? (rule.guard == nil ? nil : "guard\(ruleIndex)"),
                    delay: rule.delay.map(Self.seconds), isInternal: rule.isInternal))
        }
        let names = states.map { String(describing: $0) }
        let graph = MachineGraph(
            stateNames: names, declaredCount: declaredCount, duplicateStates: duplicates, initial: initialIndex,
            finals: finalIndices, rules: graphRules)
        let diagnostics = MachineValidator.validate(graph)
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw .invalid(diagnostics: diagnostics.sorted { $0.severity < $1.severity })
        }

        let stateCount = states.count
        let kindCount = kinds.count
        var delayed = ContiguousArray<ContiguousArray<Int>>(repeating: [], count: stateCount)
        var anyDelayed: [Int] = []
        var slotRules: [DispatchSlots.Rule?] = []
        for (ruleIndex, rule) in graphRules.enumerated() {
            let sources = rule.sources == nil ? nil : graph.effectiveSources(of: rule)
            if rules[ruleIndex].delay != nil {
                if let sources {
                    for source in sources { delayed[source].append(ruleIndex) }
                } else {
                    anyDelayed.append(ruleIndex)
                }
                slotRules.append(nil)
            } else {
                slotRules.append(DispatchSlots.Rule(kind: rule.event, sources: sources, isGuarded: rule.hasGuard))
            }
        }
        let slots = DispatchSlots(
            rules: slotRules, stateCount: stateCount, knownCount: graph.knownStateCount, kindCount: kindCount,
            isGuarded: { rules[$0].guard != nil }, dense: dense)
        let table = slots.entries
        let chains = slots.chains
        let hasDelayed = rules.contains { $0.delay != nil }
        self.states = ContiguousArray(states)
        self.stateNames = names
        self.stateIndex = index
        self.initial = initialIndex
        self.finals = finalIndices
        self.declaredStates = declared
        self.kinds = ContiguousArray(kinds)
        self.kindIndex = kindIndex
        self.kindCount = kindCount
        self.linearScan = kindCount <= 8
        self.kindOf = kindOf
        self.table = table
        self.chains = chains
        self.isDense = slots.isDense
        self.noneSlot = slots.noneSlot
        self.anyChain = slots.anyChain
        self.allowed = slots.allowed
        self.ruleTarget = ContiguousArray(graphRules.map(\.target))
        self.ruleGuard = ContiguousArray(rules.map(\.guard))
        self.ruleAction = ContiguousArray(rules.map(\.action))
        self.ruleInternal = ContiguousArray(rules.map(\.isInternal))
        self.ruleEvent = ContiguousArray(rules.map(\.event))
        self.ruleDelay = ContiguousArray(rules.map(\.delay))
        self.ruleSlow = ContiguousArray(rules.map { $0.action != nil || hasDelayed })
        self.delayedRules = delayed
        self.anyStateDelayedRules = anyDelayed
        self.knownStateCount = graph.knownStateCount
        self.rules = rules
        self.diagnostics = diagnostics
        self.hasDelayedRules = hasDelayed
        hotEntries = Self.copy(table)
        // A dense slot's packed step carries the target's first slot, so dispatch needs no
        // multiplication; sparse slots are found by the target state instead.
        let rowWidth = slots.isDense ? kindCount : 0
        let targets = self.ruleTarget
        let slow = self.ruleSlow
        func packed(_ rule: Int) -> Int64 { Int64(targets[rule]) << 32 | Int64(targets[rule] * rowWidth) }
        var fast = ContiguousArray<Int64>(repeating: -1, count: table.count)
        for slot in table.indices where table[slot] != Self.none {
            let rule = Int(table[slot])
            fast[slot] = rule < 0 || slow[rule] ? -2 : packed(rule)
        }
        // Not `rule.guard.map(RuleGuardBox.init)`: passing the closure through a generic
        // function reabstracts it, and every call would then go through two thunks.
        var boxes: [RuleGuardBox<State, Event>?] = []
        for rule in rules {
            if let check = rule.guard { boxes.append(RuleGuardBox(check)) } else { boxes.append(nil) }
        }
        var guarded = ContiguousArray<GuardedStep<State, Event>>()
        for slot in table.indices where table[slot] < Self.none {
            let first = Int(slots.first[slot])
            guard let box = boxes[first], !slow[first] else { continue }
            let next = Int(slots.second[slot])
            let otherwise: Int64
            if next < 0 {
                otherwise = -1
            } else if boxes[next] == nil && !slow[next] {
                otherwise = packed(next)
            } else {
                continue
            }
            fast[slot] = -3 - Int64(guarded.count)
            guarded.append(
                GuardedStep(check: Unmanaged.passUnretained(box), passing: packed(first), refused: otherwise))
        }
        hotFast = Self.copy(fast)
        hotGuarded = Self.copy(guarded)
        guardedCount = guarded.count
        hotTargets = Self.copy(self.ruleTarget)
        hotSlow = Self.copy(self.ruleSlow)
        hotStates = Self.copy(self.states)
        hotKinds = Self.copy(self.kinds)
        hotChains = Self.copy(chains)
        guardBoxes = boxes
        hotGuards = Self.copy(ContiguousArray(boxes.map { box in box.map { Unmanaged.passUnretained($0) } }))
        let info = RejectionInfo<State, Event>(kinds: kinds, allowed: slots.allowed)
        rejectionInfo = info
        // `PackedEvents` holds at most 15 events: sixteen tell that a state's do not fit.
        hotPacked = Self.copy(
            ContiguousArray((0..<stateCount).map { PackedEvents(info.allowedEvents(in: $0, limit: 16)) }))
        fingerprint = Self.fingerprint(
            stateNames: names, initial: initialIndex, finals: finalIndices, rules: rules, graphRules: graphRules)
        byteKinds = .allocate(capacity: 256)
        byteKinds.initialize(repeating: -1, count: 256)
        usesByteKinds = kindOf == nil && _isPOD(Event.self) && MemoryLayout<Event>.size == 1 && kinds.count < 256
        if usesByteKinds {
            for (index, kind) in kinds.enumerated() {
                let byte = withUnsafeBytes(of: kind) { $0[0] }
                if byteKinds[Int(byte)] == -1 { byteKinds[Int(byte)] = Int16(index) }
            }
        }
    }

    deinit {
        hotEntries.deinitialize(count: table.count).deallocate()
        hotFast.deinitialize(count: table.count).deallocate()
        hotGuarded.deinitialize(count: guardedCount).deallocate()
        hotTargets.deinitialize(count: ruleTarget.count).deallocate()
        hotSlow.deinitialize(count: ruleSlow.count).deallocate()
        hotStates.deinitialize(count: states.count).deallocate()
        hotKinds.deinitialize(count: kinds.count).deallocate()
        hotPacked.deinitialize(count: states.count).deallocate()
        hotChains.deinitialize(count: chains.count).deallocate()
        hotGuards.deinitialize(count: guardBoxes.count).deallocate()
        byteKinds.deallocate()
    }

    private static func copy<T>(_ values: ContiguousArray<T>) -> UnsafeMutablePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: max(1, values.count))
        _ = UnsafeMutableBufferPointer(start: pointer, count: values.count).initialize(from: values)
        return pointer
    }

    /// The rejection of `event` in the state at `index`: it carries the state's allowed events
    /// packed when they fit, and refers to ``rejectionInfo`` only when they do not.
    @inlinable
    @inline(__always)
    func rejection(
        in index: Int, event: Event, reason: TransitionRejected<State, Event>.Reason
    ) -> TransitionRejected<State, Event> {
        let packed = hotPacked[index]
        return TransitionRejected(
            state: hotStates[index], event: event, reason: reason, packed: packed,
            info: packed.needsInfo ? rejectionInfo : nil, stateIndex: index)
    }

    /// The index of an event's kind, or `-1` when no rule mentions it.
    @inlinable
    @inline(__always)
    func kind(of event: Event) -> Int {
        if _slowPath(kindOf != nil) { return kind(ofKey: kindOf?(event) ?? event) }
        return kind(ofKey: event)
    }

    @inlinable
    @inline(__always)
    func kind(ofKey key: Event) -> Int {
        if usesByteKinds {
            let found = Int(byteKinds[Int(withUnsafeBytes(of: key) { $0[0] })])
            if _fastPath(found >= 0 && hotKinds[found] == key) { return found }
        }
        if _fastPath(linearScan) {
            var index = 0
            while index < kindCount {
                if hotKinds[index] == key { return index }
                index &+= 1
            }
            return -1
        }
        return kindIndex[key] ?? -1
    }

    /// The event kinds with at least one (non-delayed) rule in `state`, in definition order.
    func allowedEvents(in state: Int) -> [Event] {
        rejectionInfo.allowedEvents(in: state)
    }

    /// The delayed rules of the state at `index`, in definition order: those that list it
    /// merged with those from any state.
    func delayedRules(of index: Int) -> [Int] {
        guard index >= 0 && index < delayedRules.count else { return [] }
        let own = delayedRules[index]
        let any = index < knownStateCount ? anyStateDelayedRules : []
        if any.isEmpty { return Array(own) }
        return SortedIndices.merged(own, any)
    }

    /// The slot of `kind` in the state at `index`.
    @inlinable
    @inline(__always)
    func slot(state index: Int, kind: Int) -> Int {
        if _fastPath(isDense) { return index &* kindCount &+ kind }
        return sparseSlot(state: index, kind: kind)
    }

    /// The sparse layout's slot of `kind` in the state at `index` (see ``DispatchSlots``).
    @usableFromInline
    func sparseSlot(state index: Int, kind: Int) -> Int {
        guard index < allowed.knownCount else { return noneSlot }
        if let position = allowed.position(of: kind, in: index) { return kindCount + position }
        return kind
    }

    /// The description of this definition, with states and events named by `String(describing:)`.
    func machineDescription() -> MachineDescription {
        let events = rules.enumerated().map { index, rule in
            let from: [String]
            switch rule.sources {
            case .anyState: from = [EventDescription.anyState]
            case .states(let list): from = list.map { String(describing: $0) }
            }
            return EventDescription(
                name: String(describing: rule.event), from: from, to: String(describing: rule.target),
                guard: rule.guard == nil ? nil : (rule.guardName ?? "guard\(index)"),
                after: rule.delay.map(Self.seconds), internal: rule.isInternal ? true : nil)
        }
        return MachineDescription(
            initial: stateNames[initial], states: stateNames, final: finals.map { stateNames[$0] }, events: events)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
