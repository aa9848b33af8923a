extension Statechart.Definition {
    /// The chart as an SCXML document of the null data model (W3C SCXML, 1 September 2015), which
    /// `stagehand check|graph|simulate|paths` read back.
    ///
    /// The state tree, initial targets, history kinds and defaults, event descriptors, targets,
    /// transition types and `In()` guards (with `.not`, `.all`, `.any`) are written exactly.
    /// Swift code cannot be written as SCXML, so two things are lost, each marked by an XML
    /// comment where it was:
    /// - **Actions** (entry, exit, transition, initial and history default actions): the
    ///   element that held them is written with a comment in place of the code, so the structure
    ///   is kept but nothing is raised, sent or cancelled.
    /// - **Swift guards** (``Statechart/Guard/when(_:)``, also inside `.not`/`.all`/`.any`): the
    ///   whole `cond` is omitted, so the transition is written as unconditional, with a comment
    ///   saying so.
    ///
    /// Invocations are written as `<invoke>` elements of their state, after its `<onentry>` and
    /// `<onexit>` elements:
    /// - A **child chart** (``Invoke/init(_:chart:autoforward:toChild:fromChild:onDone:finalize:)``) is
    ///   `<invoke type="http://www.w3.org/TR/scxml/" id="…">` (with `autoforward="true"` when set)
    ///   holding the child definition as inline `<content>`, its states named by
    ///   `String(describing:)`. The typed mappings `toChild` and `fromChild` are Swift closures:
    ///   a comment marks them, and a reader of the document (`stagehand`) passes events across by
    ///   name. A `finalize` is a `<finalize>` holding the action comment.
    /// - An **operation** or a **sequence** is Swift code: it is written as a placeholder,
    ///   `<invoke type="x-stagehand-operation" id="…"/>` (or `x-stagehand-sequence`) after an XML
    ///   comment saying so. `stagehand` reads a placeholder with a warning and invokes nothing.
    ///
    /// - Parameters:
    ///   - name: The `<scxml name>`, if any.
    ///   - stateID: The SCXML `id` of each state; by default `String(describing:)`. The ids must
    ///     be unique and should be XML names for other SCXML tools.
    /// - Returns: The document, UTF-8 text ending in a newline.
    public func scxml(name: String? = nil, stateID: (State) -> String = { String(describing: $0) }) -> String {
        withoutActuallyEscaping(stateID) { stateID in
            var writer = StatechartSCXMLWriter(table: table, stateID: stateID)
            return writer.document(name: name)
        }
    }
}

/// Writes a compiled chart as SCXML text, building the string by hand (the core has no
/// Foundation).
struct StatechartSCXMLWriter<State: Hashable & Sendable, Event: StatechartEvent> {
    let table: StatechartTable<State, Event>
    let stateID: (State) -> String
    var out = ""
    /// The indentation level of the `<scxml>` element (a child chart's is inside its parent's
    /// `<invoke><content>`).
    var base = 0

    init(table: StatechartTable<State, Event>, stateID: @escaping (State) -> String) {
        self.table = table
        self.stateID = stateID
    }

    /// The deepest indentation written; deeper elements are written at this level.
    static var maximumIndentLevel: Int { 40 }

    static var actionComment: String { "<!-- a Swift action: not expressible in SCXML -->" }

    func id(_ index: Int) -> String {
        guard let state = table.states[index] else { return "" }
        return stateID(state)
    }

    func ids(_ indices: [Int]) -> String { indices.map(id).joined(separator: " ") }

    mutating func document(name: String?) -> String {
        out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<!-- Written by Stagehand: Swift actions and Swift guards are not expressible in SCXML; "
        out += "each is marked where it was. -->\n"
        element(name: name)
        return out
    }

    /// Writes the `<scxml>` element, indented ``base`` levels.
    mutating func element(name: String?) {
        let indent = String(repeating: "  ", count: base)
        out += indent + "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" datamodel=\"null\""
        if let name { out += " name=\"\(QuotedText.xmlAttribute(name))\"" }
        if !table.defaultTargets[0].isEmpty {
            out += " initial=\"\(QuotedText.xmlAttribute(ids(table.defaultTargets[0])))\""
        }
        out += ">\n"
        writeTree()
        out += indent + "</scxml>\n"
    }

    /// Writes every state in document order through the table's one walk
    /// (``StatechartTable/walk(_:)``, no recursion). A state's element is opened when it is
    /// reached and closed, after its transitions, once its subtree is written. Indentation is
    /// two spaces a level up to ``maximumIndentLevel`` levels, so the document stays linear in
    /// the chart's size however deep it nests.
    mutating func writeTree() {
        let indents = (0...Self.maximumIndentLevel).map { String(repeating: "  ", count: $0) }
        let table = self.table
        let base = self.base
        table.walk { step in
            switch step {
            case .open(let state, let depth):
                let level = min(depth + 1 + base, Self.maximumIndentLevel)
                return open(state, level: level, indent: indents[level])
            case .close(let state, let depth):
                closeElement(state, indent: indents[min(depth + 1 + base, Self.maximumIndentLevel)])
                return false
            }
        }
    }

    func elementName(_ state: Int) -> String {
        switch table.kinds[state] {
        case .parallel: "parallel"
        case .final: "final"
        case .history: "history"
        default: "state"
        }
    }

    /// Writes the start of a state's element, its handlers and initial transition; `true` when
    /// the element stays open for its children and transitions.
    mutating func open(_ state: Int, level: Int, indent: String) -> Bool {
        let inner = indent + "  "
        let kind = table.kinds[state]
        let element = elementName(state)
        out += indent + "<\(element) id=\"\(QuotedText.xmlAttribute(id(state)))\""
        if kind == .history {
            out += " type=\"\(table.isDeepHistory[state] ? "deep" : "shallow")\">\n"
            transition(
                descriptors: [], targets: table.defaultTargets[state], isInternal: false, condition: nil,
                hasAction: table.defaultActions[state] != nil, indent: inner)
            out += indent + "</history>\n"
            return false
        }
        let hasInitialAction = kind == .compound && table.defaultActions[state] != nil
        if kind == .compound && !hasInitialAction {
            out += " initial=\"\(QuotedText.xmlAttribute(ids(table.defaultTargets[state])))\""
        }
        let range = table.transitionStart[state]..<table.transitionStart[state + 1]
        let contents =
            !table.entries[state].isEmpty || !table.exits[state].isEmpty || hasInitialAction
            || !table.children[state].isEmpty || !table.histories[state].isEmpty || !range.isEmpty
            || !table.invocations[state].isEmpty
        guard contents else {
            out += "/>\n"
            return false
        }
        out += ">\n"
        for _ in table.entries[state] { out += inner + "<onentry>\(Self.actionComment)</onentry>\n" }
        for _ in table.exits[state] { out += inner + "<onexit>\(Self.actionComment)</onexit>\n" }
        for spec in table.invocations[state] { invoke(spec, level: level + 1) }
        if hasInitialAction {
            out += inner + "<initial>\n"
            transition(
                descriptors: [], targets: table.defaultTargets[state], isInternal: false, condition: nil,
                hasAction: true, indent: inner + "  ")
            out += inner + "</initial>\n"
        }
        return true
    }

    /// Writes a state's transitions and the end of its element.
    mutating func closeElement(_ state: Int, indent: String) {
        let inner = indent + "  "
        for transition in table.transitions[table.transitionStart[state]..<table.transitionStart[state + 1]] {
            self.transition(
                descriptors: transition.descriptors, targets: transition.targets, isInternal: transition.isInternal,
                condition: transition.condition, hasAction: transition.action != nil, indent: inner)
        }
        out += indent + "</\(elementName(state))>\n"
    }

    mutating func transition(
        descriptors: [String], targets: [Int], isInternal: Bool,
        condition: StatechartTable<State, Event>.Condition?, hasAction: Bool, indent: String
    ) {
        var omitted = false
        out += indent + "<transition"
        if !descriptors.isEmpty { out += " event=\"\(QuotedText.xmlAttribute(descriptors.joined(separator: " ")))\"" }
        if let condition {
            switch table.conditionText(condition, id: id) {
            case nil: omitted = true
            case .always: break
            case .never:
                // Never true: a state both active and not.
                let some = id(table.children[0].first ?? 0)
                out += " cond=\"\(QuotedText.xmlAttribute("In('\(some)') && !In('\(some)')"))\""
            case .text(let text): out += " cond=\"\(QuotedText.xmlAttribute(text))\""
            }
        }
        if !targets.isEmpty { out += " target=\"\(QuotedText.xmlAttribute(ids(targets)))\"" }
        if isInternal { out += " type=\"internal\"" }
        guard omitted || hasAction else {
            out += "/>\n"
            return
        }
        out += ">"
        if omitted { out += "<!-- cond omitted: a Swift guard is not expressible in SCXML -->" }
        if hasAction { out += Self.actionComment }
        out += "</transition>\n"
    }
}
