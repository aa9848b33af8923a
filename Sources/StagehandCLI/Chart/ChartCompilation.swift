import Stagehand

/// Compiles a ``ChartDocument`` and the child charts its `<invoke>` elements name into core
/// definitions, collecting every document's diagnostics once.
///
/// A child chart becomes the core's child-chart invocation: events cross unchanged by name both
/// ways, the child's end is `done.invoke.<id>`, `<finalize>` runs before each event of the child
/// is processed. Documents that invoke each other through `src` (a invokes b invokes a) would
/// need definitions without end: definitions are built as deep as the core runs child charts
/// (``depthLimit``, the core's `RunLimits.invocationDepth`), each file once per depth,
/// and the cycle is a warning at the `src` that closes it. At run time the core stops the
/// deepest invocation with `StatechartError.invocationDepthExceeded`.
final class ChartCompilation {
    typealias Chart = Statechart<String, String>

    private let log: ChartLog
    private let budget: ChartRunBudget?
    private let sources: [String: ChartDocument]
    private let depthLimit: Int
    /// Replacement guards for the root document's transitions (`replay`).
    private let guards: ChartGuardOverride?
    /// The named guards (a flat machine's) that refuse their transition (`simulate --deny`).
    private let deniedGuards: Set<String>
    /// The action every handler of the root document runs first (`replay`).
    private let rootAction: Chart.Action?
    /// Definitions of `src` documents, by resolved path and depth, with the most child charts
    /// each can run at once.
    private var memo: [String: (definition: Chart.Definition?, charts: Int)] = [:]
    /// Documents whose diagnostics were collected, by file and position.
    private var reported: Set<String> = []
    /// The `src` documents being compiled, outermost first.
    private var chain: [String] = []
    /// Every document's diagnostics (errors and warnings), each document once.
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates a compilation.
    init(
        log: ChartLog, budget: ChartRunBudget?, sources: [String: ChartDocument], depthLimit: Int,
        guards: ChartGuardOverride? = nil, actions: Chart.Action? = nil, deniedGuards: Set<String> = []
    ) {
        self.guards = guards
        self.deniedGuards = deniedGuards
        rootAction = actions
        self.log = log
        self.budget = budget
        self.sources = sources
        self.depthLimit = depthLimit
    }

    /// The most child charts one document may run at once, nested ones included: a chart whose
    /// active states invoke several charts that each invoke several others, 16 levels deep, would
    /// start more charts than any run can afford. Counted over the configurations the states
    /// allow (one child of a compound state, every region of a parallel one), not over all states.
    static let maximumCharts = 10_000

    /// The definition of the document given to the command, or `nil` when it (or a child chart)
    /// has errors, which are then in ``diagnostics``; a document whose invocations could run
    /// more than ``maximumCharts`` child charts at once is an error at its root.
    func definition(of document: ChartDocument) -> Chart.Definition? {
        let (definition, charts) = build(document, depth: 0)
        guard charts <= Self.maximumCharts else {
            diagnostics.append(
                Diagnostic(
                    file: document.file, location: document.location, kind: "tooManyInvocations",
                    message:
                        "the chart's invocations could run \(charts < Self.saturated ? "\(charts)" : "more than 10^15") "
                        + "child charts at once (charts that invoke several charts each, nested up to "
                        + "\(depthLimit) deep); at most \(Self.maximumCharts) are allowed"))
            return nil
        }
        return definition
    }

    /// Where chart counts stop growing, so that sums and products never overflow.
    private static let saturated = 1_000_000_000_000_000

    /// The definition of `document` run at invocation depth `depth` (`nil` when it or a child
    /// chart has errors), and the most child charts it runs at once.
    private func build(_ document: ChartDocument, depth: Int) -> (Chart.Definition?, Int) {
        let key = "\(document.file)@\(document.location)"
        let isFirst = reported.insert(key).inserted
        if depth == 0 { chain = [ChartSourcePath.normalized(file: document.file)] }
        let problems = document.ownProblems()
        if !problems.isEmpty {
            if isFirst { diagnostics += problems }
            return (nil, 0)
        }
        // What reading found invalid (a flat machine's unknown sources, invalid delays) comes
        // with what the core finds in the rest.
        var failed = !document.invalid.isEmpty
        if isFirst { diagnostics += document.invalid }
        // One top-level state is active at a time.
        var charts = 0
        let elements = document.states.map { state in
            var own = 0
            let built = element(state, in: document, depth: depth, failed: &failed, charts: &own)
            charts = max(charts, own)
            return built
        }
        do throws(DefinitionError) {
            let definition = try Chart.Definition(
                initial: document.initial.first, exactEventNames: document.exactEventNames
            ) { elements }
            if isFirst { diagnostics += located(definition.diagnostics, in: document, depth: depth) }
            return (failed ? nil : definition, charts)
        } catch {
            // A chart names no guard by string: validation is all it can fail.
            if case .invalid(let found) = error, isFirst { diagnostics += located(found, in: document, depth: depth) }
            return (nil, charts)
        }
    }

    /// The core's diagnostics of `document`, at their places; a child chart's are annotated by
    /// its own document (its paths, and "did you mean" among its own ids), the root's later by
    /// the command.
    private func located(_ found: [MachineDiagnostic], in document: ChartDocument, depth: Int) -> [Diagnostic] {
        let diagnostics = document.locate(found)
        return depth == 0 ? diagnostics : document.annotated(diagnostics)
    }

    /// The child definition an `<invoke>` runs at `depth` (`nil` when it has errors), and the most
    /// child charts that child runs at once.
    private func child(_ invoke: ChartInvoke, in document: ChartDocument, depth: Int) -> (Chart.Definition?, Int) {
        guard depth <= depthLimit else { return (Self.neverStarted, 0) }
        switch invoke.source {
        case .placeholder:
            return (nil, 0)
        case .inline(let child):
            return build(child, depth: depth)
        case .file(let src):
            let path = ChartSourcePath.resolve(src, namedIn: document.file)
            guard let child = sources[path] else {
                diagnostics.append(
                    Diagnostic(
                        file: document.file, location: invoke.location(ofAttribute: "src"),
                        message:
                            "src '\(src)' of invoke '\(invoke.id)' was not read; its file is read with the document"))
                return (nil, 0)
            }
            // The first invocation that closes a cycle is warned of; the charts inside the cycle's
            // repetitions (whose chain already repeats a file) are not.
            if chain.contains(path), Set(chain).count == chain.count,
                reported.insert("cycle \(document.file)@\(invoke.location)").inserted
            {
                diagnostics.append(
                    Diagnostic(
                        file: document.file, location: invoke.location(ofAttribute: "src"), severity: .warning,
                        kind: "recursiveInvocation",
                        message:
                            "invoke '\(invoke.id)': src '\(src)' invokes a chart that is already invoking it "
                            + "(\((chain.drop(while: { $0 != path }) + [path]).joined(separator: " -> "))); "
                            + "a run stops at \(depthLimit) nested child charts with an error"))
            }
            let key = "\(path)#\(depth)"
            if let known = memo[key] { return known }
            chain.append(path)
            let built = build(child, depth: depth)
            chain.removeLast()
            memo[key] = built
            return built
        }
    }

    /// A definition for invocations deeper than the core runs: the core refuses to start them
    /// (`invocationDepthExceeded`) before it looks at the definition.
    private static let neverStarted: Chart.Definition? = try? Chart.Definition { ChartState("never-started") }

    /// The DSL element of `node` and its subtree, in `document`, run at `depth`.
    /// `charts` is set to the most child charts `node` and its descendants run at once: its own
    /// invocations with theirs, plus the most of one child (a compound state) or the sum over its
    /// regions (a parallel state).
    private func element(
        _ node: ChartNode, in document: ChartDocument, depth: Int, failed: inout Bool, charts: inout Int
    ) -> Chart.Element {
        charts = 0
        var content: [Chart.Element] = []
        if !node.initial.isEmpty, node.kind == .state {
            content.append(Stagehand.Initial(node.initial, action: nil).element)
        }
        let root = depth == 0 ? rootAction : nil
        for block in node.onEntry { content.append(OnEntry(handler(block, root: root) ?? action(block)).element) }
        for block in node.onExit { content.append(OnExit(handler(block, root: root) ?? action(block)).element) }
        for invocation in node.invocations {
            if case .placeholder = invocation.source { continue }
            let (definition, nested) = child(invocation, in: document, depth: depth + 1)
            charts = min(charts + 1 + nested, Self.saturated)
            guard let definition else {
                failed = true
                continue
            }
            let done = invocation.doneEvent
            content.append(
                Invoke(
                    invocation.id, chart: definition, autoforward: invocation.autoforward, toChild: { $0 },
                    fromChild: { $0 }, onDone: { done },
                    finalize: invocation.finalize.map { handler($0, root: root) ?? action($0) }
                ).element)
        }
        var inside = 0
        for child in node.children {
            var own = 0
            content.append(element(child, in: document, depth: depth, failed: &failed, charts: &own))
            inside = node.kind == .parallel ? min(inside + own, Self.saturated) : max(inside, own)
        }
        charts = min(charts + inside, Self.saturated)
        let override = depth == 0 ? guards : nil
        let base = override?.base[node.id] ?? 0
        for (offset, transition) in node.transitions.enumerated() {
            content.append(element(transition, guard: override.map { ($0, base + offset) }, root: root))
        }
        switch node.kind {
        case .state:
            return Stagehand.ChartState(node.id) { content }.element
        case .parallel:
            return Stagehand.Parallel(node.id) { content }.element
        case .final:
            return Stagehand.FinalState(node.id) { content }.element
        case .history(let kind):
            let transition = node.transitions.first
            return Stagehand.HistoryState(
                node.id, kind, default: transition?.targets ?? [],
                action: handler(transition?.actions ?? [], root: root)
            ).element
        case .initial:
            let transition = node.transitions.first
            return Stagehand.Initial(transition?.targets ?? [], action: handler(transition?.actions ?? [], root: root))
                .element
        }
    }

    private func element(
        _ transition: ChartTransition, guard override: (ChartGuardOverride, index: Int)? = nil, root: Chart.Action?
    ) -> Chart.Element {
        let body = handler(transition.actions, root: root)
        var condition = transition.condition?.statechartGuard(denied: deniedGuards)
        if let (override, index) = override { condition = override.make(index, condition) }
        if transition.events.isEmpty {
            return Always(to: transition.targets, type: transition.type, when: condition, action: body).element
        }
        return On(
            descriptor:
                transition.events.joined(separator: " "), to: transition.targets, type: transition.type,
            when: condition, action: body
        ).element
    }

    /// The action of a handler whose content is `block`: `root` (the override of the root
    /// document's handlers) then the block, or the block alone; `nil` when both are empty.
    private func handler(_ block: [ChartAction], root: Chart.Action?) -> Chart.Action? {
        guard let root else { return block.isEmpty ? nil : action(block) }
        guard !block.isEmpty else { return root }
        let own = action(block)
        return { context in
            root(context)
            own(context)
        }
    }

    /// One closure running a block of executable content in document order.
    private func action(_ block: [ChartAction]) -> Chart.Action {
        let log = log
        let budget = budget
        return { context in
            for action in block {
                if let budget, !budget.admit(action) { return }
                switch action {
                case .raise(let event, _):
                    context.raise(event)
                case .send(let send):
                    switch send.target {
                    case .internal: context.raise(send.event)
                    case .external: context.send(send.event, after: send.delay, id: send.id)
                    case .parent: context.sendToParent(send.event)
                    case .invocation(let id): context.send(send.event, toInvocation: id)
                    }
                case .cancel(let id, _):
                    context.cancel(id: id)
                case .log(let label, let expression, _):
                    log.append(ChartLog.line(label: label, expression: expression))
                }
            }
        }
    }
}
