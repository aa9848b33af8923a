// Reading `<invoke>`: its attributes, and the check that it names exactly one child chart.

extension SCXMLTreeBuilder {
    /// An `<invoke>` being read: its element, and what its content held so far.
    final class PendingInvoke {
        var invoke: ChartInvoke
        var src: String?
        var placeholder: String?
        var content: ChartDocument?
        var contentLocation: ChartLocation?
        /// Whether its type or its source was refused already (no second diagnostic for it).
        var isRefused = false
        init(_ invoke: ChartInvoke) { self.invoke = invoke }
    }

    /// Reads the attributes of an `<invoke>`.
    func invoke(_ attributes: [String: String], _ tag: XMLSourceLocator.Tag) -> PendingInvoke {
        func attribute(_ name: String) -> ChartLocation { tag.attributes[name] ?? tag.start }
        let given = attributes["id"]
        var invoke = ChartInvoke(
            id: given ?? "_invoke_\(tag.start.line)_\(tag.start.column)", source: .file(""), location: tag.start,
            attributes: tag.attributes)
        invoke.isGeneratedID = given == nil
        if let given, given.isEmpty || given.contains(where: { $0.isWhitespace || $0 == "'" || $0 == "\"" }) {
            report(
                attribute("id"),
                "id '\(given)' of <invoke> is not valid; an invocation's id is a name without spaces or quotes "
                    + "(done.invoke.<id> and #_<id> name it)")
        }
        switch attributes["autoforward"] ?? "false" {
        case "true": invoke.autoforward = true
        case "false": break
        case let other:
            report(attribute("autoforward"), "autoforward '\(other)' is not valid; SCXML allows true, false")
        }
        let pending = PendingInvoke(invoke)
        let type = attributes["type"] ?? SCXMLVocabulary.invokeTypes[0]
        if SCXMLVocabulary.placeholderInvokeTypes.contains(type) {
            pending.placeholder = type
            let kind = type.dropFirst("x-stagehand-".count)
            warn(
                attribute("type"), path: nil,
                "<invoke type=\"\(type)\"> is a placeholder for a Swift async \(kind) (Statechart.Definition.scxml() "
                    + "writes it); it invokes nothing here")
        } else if !SCXMLVocabulary.invokeTypes.contains(type) {
            pending.isRefused = true
            report(
                attribute("type"),
                "invoke type '\(type)' is not supported; supported: \(SCXMLVocabulary.invokeTypes[0]) (the default) "
                    + "or \(SCXMLVocabulary.invokeTypes[1]), a child SCXML chart")
        }
        if attributes["srcexpr"] != nil || attributes["typeexpr"] != nil { pending.isRefused = true }
        if let src = attributes["src"] {
            if src.isEmpty { report(attribute("src"), "<invoke> has an empty src; name the child chart's file") }
            pending.src = src
        }
        return pending
    }

    /// Checks that an `<invoke>` has exactly one child chart and adds it to its state.
    func attach(_ pending: PendingInvoke) {
        guard case .node(let box)? = stack.last?.frame else { return }
        var invoke = pending.invoke
        switch (pending.placeholder, pending.src, pending.content) {
        case (let type?, nil, nil):
            invoke.source = .placeholder(type: type)
        case (nil, let src?, nil):
            invoke.source = .file(src)
        case (nil, nil, let content?):
            invoke.source = .inline(content)
        case (nil, nil, nil):
            if pending.contentLocation == nil && !pending.isRefused {
                report(
                    invoke.location,
                    "<invoke> names no child chart; give it inline <content> holding an <scxml> document, or src")
            }
            return
        default:
            report(
                invoke.location,
                "<invoke> has more than one of src, <content> and a placeholder type; SCXML allows one of src and "
                    + "<content>")
            return
        }
        box.value.invocations.append(invoke)
    }
}
