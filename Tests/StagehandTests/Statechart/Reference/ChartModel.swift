import Stagehand
import Synchronization

/// A plain description of a chart, shared by the reference interpreter and the engine (which
/// gets it through ``ChartModel/definition(log:)``). Node 0 is the root; nodes are numbered in
/// document order.
struct ChartModel: CustomStringConvertible {
    enum Kind: Equatable { case root, atomic, compound, parallel, final, shallowHistory, deepHistory }

    enum Condition: Equatable {
        case inState(Int)
        case notInState(Int)
    }

    struct Transition {
        var source: Int
        /// `nil` for an eventless transition; else space-separated descriptors.
        var events: String?
        var targets: [Int]
        var isInternal: Bool
        var condition: Condition?
        /// Events the transition's action raises.
        var raises: [String]
    }

    struct Node {
        var id: String
        var kind: Kind
        var parent: Int
        /// Every child node (states and history), in document order.
        var children: [Int] = []
        /// Compound: explicit initial targets; history: default targets.
        var initial: [Int]? = nil
        /// Events the initial/history-default transition's action raises.
        var initialRaises: [String] = []
        var entryRaises: [String] = []
        var exitRaises: [String] = []
        /// Invokes an operation (identifier ``ChartModel/invocationID(_:)``) whose value is the
        /// event `done.invoke.<id>`.
        var invokes = false
        /// Invokes the child chart ``ChartModel/childDefinition`` (identifier
        /// ``ChartModel/childID(_:)``) with `autoforward`: the parent's `a` is the child's
        /// `ping`; the child answers `pong` (the parent's `b.y`) and, on its second ping, `bye`
        /// (the parent's `c`) and ends (`done.invoke.<id>`).
        var invokesChild = false
    }

    /// The child-chart invocation identifier of a node that invokes one.
    func childID(_ node: Int) -> String { "child." + nodes[node].id }

    /// The child chart every `invokesChild` state invokes: idle → busy → done (final).
    static let childDefinition: Statechart<String, String>.Definition = {
        let built = try? Statechart<String, String>.Definition {
            ChartState("idle") { On("ping", to: "busy", action: { $0.sendToParent("pong") }) }
            ChartState("busy") { On("ping", to: "done", action: { $0.sendToParent("bye") }) }
            FinalState("done")
        }
        return built!
    }()

    /// The child's events as the parent sees them.
    static func childToParent(_ event: String) -> String? {
        switch event {
        case "pong": "b.y"
        case "bye": "c"
        default: nil
        }
    }

    /// The invocation identifier of a node that invokes.
    func invocationID(_ node: Int) -> String { "inv." + nodes[node].id }

    var nodes: [Node] = [Node(id: "(root)", kind: .root, parent: -1)]
    var transitions: [Transition] = []

    var description: String {
        var lines: [String] = []
        func write(_ node: Int, _ indent: String) {
            let n = nodes[node]
            var line = indent + "\(n.kind) \(n.id)"
            if let initial = n.initial { line += " initial=\(initial.map { nodes[$0].id })" }
            if !n.initialRaises.isEmpty { line += " initialRaises=\(n.initialRaises)" }
            if !n.entryRaises.isEmpty { line += " entry=\(n.entryRaises)" }
            if !n.exitRaises.isEmpty { line += " exit=\(n.exitRaises)" }
            if n.invokes { line += " invokes" }
            if n.invokesChild { line += " invokesChild" }
            lines.append(line)
            for t in transitions where t.source == node {
                lines.append(
                    indent + "  -> \(t.events ?? "(eventless)") \(t.targets.map { nodes[$0].id }) "
                        + "\(t.isInternal ? "internal" : "") \(t.condition.map { "\($0)" } ?? "") raises=\(t.raises)")
            }
            for child in n.children { write(child, indent + "  ") }
        }
        write(0, "")
        return lines.joined(separator: "\n")
    }

    mutating func add(_ id: String, _ kind: Kind, parent: Int) -> Int {
        nodes.append(Node(id: id, kind: kind, parent: parent))
        nodes[parent].children.append(nodes.count - 1)
        return nodes.count - 1
    }

    /// The engine's definition of this chart; every action appends a tag to `log` and raises
    /// its events. With `actions` false the chart has no actions at all (so nothing is logged
    /// or raised: use it only for a model without raised events, see ``withoutRaises``).
    func definition(
        log: ChartLog, actions: Bool = true
    ) throws(DefinitionError)
        -> Statechart<String, String>.Definition
    {
        typealias Element = Statechart<String, String>.Element
        func raising(_ tag: String, _ events: [String]) -> Statechart<String, String>.Action? {
            guard actions else { return nil }
            return { context in
                log.add(tag)
                for event in events { context.raise(event) }
            }
        }
        func element(_ node: Int) -> Element {
            let n = nodes[node]
            var handlers: [Element] = []
            if let entry = raising("entry:\(n.id)", n.entryRaises), let exit = raising("exit:\(n.id)", n.exitRaises) {
                handlers = [OnEntry(entry).element, OnExit(exit).element]
            }
            var content = handlers
            if n.invokes {
                let done = "done.invoke." + invocationID(node)
                content.append(Invoke(invocationID(node), { () async -> Int in 0 }, onDone: { _ in done }).element)
            }
            if n.invokesChild {
                let done = "done.invoke." + childID(node)
                content.append(
                    Invoke(
                        childID(node), chart: Self.childDefinition, autoforward: true,
                        toChild: { $0 == "a" ? "ping" : nil }, fromChild: Self.childToParent, onDone: { done }
                    ).element)
            }
            if n.kind == .compound, let targets = n.initial {
                content.append(
                    Initial(targets.map { nodes[$0].id }, action: raising("initial:\(n.id)", n.initialRaises)).element)
            }
            for (index, t) in transitions.enumerated() where t.source == node {
                let condition: Statechart<String, String>.Guard? =
                    switch t.condition {
                    case .none: nil
                    case .inState(let s)?: .inState(nodes[s].id)
                    case .notInState(let s)?: .not(.inState(nodes[s].id))
                    }
                let targets = t.targets.map { nodes[$0].id }
                let action = raising("t\(index)", t.raises)
                let type: StatechartTransitionType = t.isInternal ? .internal : .external
                if let events = t.events {
                    content.append(
                        On(descriptor: events, to: targets, type: type, when: condition, action: action).element)
                } else {
                    content.append(Always(to: targets, type: type, when: condition, action: action).element)
                }
            }
            for child in n.children { content.append(element(child)) }
            switch n.kind {
            case .root: fatalError("the root is not an element")
            case .atomic, .compound: return ChartState(n.id) { content }.element
            case .parallel: return Parallel(n.id) { content }.element
            case .final: return FinalState(n.id) { handlers }.element
            case .shallowHistory, .deepHistory:
                return HistoryState(
                    n.id, n.kind == .deepHistory ? .deep : .shallow, default: (n.initial ?? []).map { nodes[$0].id },
                    action: raising("history:\(n.id)", n.initialRaises)
                ).element
            }
        }
        let top = nodes[0].children.map(element)
        return try Statechart<String, String>.Definition(initial: nodes[0].initial.map { nodes[$0[0]].id }) { top }
    }
}

extension ChartModel {
    /// The same chart with no action raising an event.
    var withoutRaises: ChartModel {
        var model = self
        for index in model.nodes.indices {
            model.nodes[index].entryRaises = []
            model.nodes[index].exitRaises = []
            model.nodes[index].initialRaises = []
        }
        for index in model.transitions.indices { model.transitions[index].raises = [] }
        return model
    }
}

/// A thread-safe list of action tags (definitions' actions must be `@Sendable`).
final class ChartLog: Sendable {
    private let storage = Mutex<[String]>([])

    func add(_ entry: String) { storage.withLock { $0.append(entry) } }

    func take() -> [String] {
        storage.withLock { entries in
            defer { entries.removeAll() }
            return entries
        }
    }
}
