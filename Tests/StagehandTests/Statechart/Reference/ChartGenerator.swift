import StagehandTesting

/// Seeded random charts (compound, parallel, final and history states; eventless, internal,
/// targetless and multi-target transitions; guards, raises and done events) and event
/// sequences, for the differential test.
struct ChartGenerator {
    var random: SplitMix64
    var model = ChartModel()

    static let events = ["a", "b", "c", "a.x", "a.x.y", "b.y", "d"]
    static let raisable = ["a", "b", "c", "a.x", "b.y"]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func roll(_ percent: Int) -> Bool { Int(random.next() % 100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

    mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

    mutating func chart() -> ChartModel {
        model = ChartModel()
        for _ in 0..<(1 + below(3)) { makeState(parent: 0, depth: 1, allowFinal: roll(15)) }
        decorate()
        return model
    }

    mutating func events() -> [String] {
        (0..<(3 + below(4))).map { _ in pick(Self.events) }
    }

    mutating func makeState(parent: Int, depth: Int, allowFinal: Bool) {
        let draw = below(100)
        let index = model.nodes.count
        let id = "s\(index)"
        if depth >= 3 || draw < 30 {
            _ = model.add(id, allowFinal && draw % 5 == 0 ? .final : .atomic, parent: parent)
        } else if draw < 45 && allowFinal {
            _ = model.add(id, .final, parent: parent)
        } else if draw < 80 {
            let node = model.add(id, .compound, parent: parent)
            let count = 1 + below(3)
            let historyAt = roll(35) ? below(count + 1) : -1
            for position in 0...count {
                if position == historyAt { addHistory(parent: node) }
                if position < count { makeState(parent: node, depth: depth + 1, allowFinal: true) }
            }
        } else {
            let node = model.add(id, .parallel, parent: parent)
            let count = 2 + below(2)
            let historyAt = roll(20) ? below(count + 1) : -1
            for position in 0...count {
                if position == historyAt { addHistory(parent: node) }
                if position < count { makeState(parent: node, depth: depth + 1, allowFinal: false) }
            }
        }
    }

    mutating func addHistory(parent: Int) {
        let index = model.nodes.count
        _ = model.add("h\(index)", roll(50) ? .deepHistory : .shallowHistory, parent: parent)
    }

    func isState(_ node: Int) -> Bool {
        let kind = model.nodes[node].kind
        return kind != .root && kind != .shallowHistory && kind != .deepHistory
    }

    func descendants(of node: Int) -> [Int] {
        var result: [Int] = []
        var work = model.nodes[node].children
        while let next = work.popLast() {
            result.append(next)
            work.append(contentsOf: model.nodes[next].children)
        }
        return result.sorted()
    }

    mutating func decorate() {
        let all = Array(model.nodes.indices.dropFirst())
        let states = all.filter(isState)
        let containers = states.filter { [.compound, .parallel].contains(model.nodes[$0].kind) }
        let parallels = states.filter { model.nodes[$0].kind == .parallel }
        if roll(20) { model.nodes[0].initial = [pick(model.nodes[0].children)] }
        for node in all {
            let kind = model.nodes[node].kind
            switch kind {
            case .compound where roll(30):
                model.nodes[node].initial = [pick(descendants(of: node).filter(isState))]
                if roll(15) { model.nodes[node].initialRaises = [pick(Self.raisable)] }
            case .shallowHistory:
                let parent = model.nodes[node].parent
                model.nodes[node].initial = [pick(model.nodes[parent].children.filter(isState))]
                if roll(15) { model.nodes[node].initialRaises = [pick(Self.raisable)] }
            case .deepHistory:
                let parent = model.nodes[node].parent
                model.nodes[node].initial = [pick(descendants(of: parent).filter(isState))]
                if roll(15) { model.nodes[node].initialRaises = [pick(Self.raisable)] }
            default: break
            }
            guard isState(node) else { continue }
            if roll(5) { model.nodes[node].entryRaises = [pick(Self.raisable)] }
            if roll(5) { model.nodes[node].exitRaises = [pick(Self.raisable)] }
            guard kind != .final else { continue }
            for _ in 0..<pick([0, 1, 1, 2, 2, 3]) {
                var transition = ChartModel.Transition(
                    source: node, events: nil, targets: [], isInternal: roll(30), condition: nil, raises: [])
                if roll(88) {
                    var descriptors = ["a", "b", "c", "a.x", "a b", "b.y c", "a.*", "a", "b", "c", "d", "b.y"]
                    if roll(15) { descriptors = ["*", "done"] }
                    if let container = containers.isEmpty ? nil : pick(containers) {
                        descriptors.append("done.state.\(model.nodes[container].id)")
                        descriptors.append("done.state.\(model.nodes[container].id)")
                    }
                    transition.events = pick(descriptors)
                    if roll(25) { transition.condition = condition(states) }
                } else if roll(90) {
                    transition.condition = roll(85) ? .inState(pick(states)) : .notInState(pick(states))
                }
                let shape = below(100)
                if shape < 15 {
                    transition.targets = []
                } else if shape < 90 || parallels.isEmpty {
                    transition.targets = [pick(all)]
                } else {
                    let parallel = pick(parallels)
                    let regions = model.nodes[parallel].children.filter(isState)
                    let first = below(regions.count)
                    var second = below(regions.count - 1)
                    if second >= first { second += 1 }
                    transition.targets = [first, second].sorted().map { region in
                        pick([regions[region]] + descendants(of: regions[region]).filter(isState))
                    }
                }
                if roll(8) { transition.raises = [pick(Self.raisable)] }
                model.transitions.append(transition)
            }
        }
    }

    /// A chart whose states (not final ones) invoke operations with 35 % probability, and a
    /// quarter of whose event transitions react to `done.invoke` events instead.
    mutating func invokingChart() -> ChartModel {
        var model = chart()
        let invoking = model.nodes.indices.dropFirst().filter { node in
            isState(node) && model.nodes[node].kind != .final && roll(35)
        }
        var ids: [String] = []
        for node in invoking {
            let draw = below(100)
            if draw < 70 {
                model.nodes[node].invokes = true
                ids.append(model.invocationID(node))
            }
            if draw >= 50 {
                model.nodes[node].invokesChild = true
                ids.append(model.childID(node))
            }
        }
        guard !invoking.isEmpty else { return model }
        for index in model.transitions.indices where model.transitions[index].events != nil && roll(25) {
            model.transitions[index].events = roll(30) ? "done.invoke" : "done.invoke." + pick(ids)
        }
        self.model = model
        return model
    }

    /// Events mixed with completions: `!k` completes the running invocation at position
    /// `k % count` (in start order), `late` delivers a value to an invocation already cancelled.
    mutating func invocationEvents() -> [String] {
        (0..<(4 + below(6))).map { _ in
            let draw = below(100)
            if draw < 40 { return "!\(below(8))" }
            if draw < 47 { return "late" }
            return pick(Self.events)
        }
    }

    mutating func condition(_ states: [Int]) -> ChartModel.Condition {
        roll(50) ? .inState(pick(states)) : .notInState(pick(states))
    }
}
