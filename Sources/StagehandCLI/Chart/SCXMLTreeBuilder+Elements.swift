import Foundation
import Stagehand

// The element handlers of SCXMLTreeBuilder: each SCXML element and attribute checked against
// SCXMLVocabulary and turned into the chart tree's nodes, transitions and actions.
extension SCXMLTreeBuilder {
    func checkAttributes(_ element: String, _ attributes: [String: String], _ tag: XMLSourceLocator.Tag) {
        let supported = SCXMLVocabulary.attributes[element] ?? []
        for name in attributes.keys.sorted() where !supported.contains(name) && !name.contains(":") {
            let reason = SCXMLVocabulary.dataModelAttributes[name].map { " (\($0))" } ?? ""
            report(
                tag.attributes[name] ?? tag.start,
                "attribute '\(name)' of <\(element)> is not supported\(reason); supported: "
                    + (supported.isEmpty ? "no attributes" : supported.joined(separator: ", ")))
        }
        let own = SCXMLVocabulary.stagehandAttributes[element] ?? []
        for (local, attribute) in stagehandAttributes(attributes).sorted(by: { $0.key < $1.key })
        where !own.contains(local) {
            let places = SCXMLVocabulary.stagehandAttributes.sorted { $0.key < $1.key }.flatMap { element, names in
                names.map { "\($0) on <\(element)>" }
            }
            report(
                tag.attributes[attribute.written] ?? tag.start,
                "attribute '\(attribute.written)' of <\(element)> is not a Stagehand attribute of <\(element)> "
                    + "(namespace \(SCXMLVocabulary.stagehandNamespace)); Stagehand attributes: "
                    + places.joined(separator: ", "))
        }
    }

    func startDocument(_ attributes: [String: String], _ tag: XMLSourceLocator.Tag) {
        checkAttributes("scxml", attributes, tag)
        document = chartDocument(attributes, tag)
    }

    /// The document an `<scxml>` element starts (the root, or a child chart's inline content).
    func chartDocument(_ attributes: [String: String], _ tag: XMLSourceLocator.Tag) -> ChartDocument {
        var document = ChartDocument(file: file, format: .scxml)
        document.location = tag.start
        document.attributes = tag.attributes
        document.name = attributes["name"]
        document.initial = words(attributes["initial"])
        if let model = attributes["datamodel"], model != "null" {
            warn(
                tag.attributes["datamodel"] ?? tag.start, path: "/scxml/@datamodel",
                "datamodel '\(model)' is declared; the chart runs with the null data model, which means the same "
                    + "while it uses no data, scripts or expressions (conditions are In('id') with !, &&, ||); "
                    + "write datamodel=\"null\" to silence this")
        }
        let stagehand = stagehandAttributes(attributes)
        if let policy = choice(
            stagehand["unhandled"], allowed: SCXMLVocabulary.unhandledPolicies, tag,
            meaning: "reject: an external event no transition takes is an error, as in a flat machine; "
                + "ignore: it is discarded, as SCXML says")
        {
            document.rejectsUnhandledEvents = policy == "reject"
        }
        if let matching = choice(
            stagehand["events"], allowed: SCXMLVocabulary.eventMatchings, tag,
            meaning: "exact: each transition's event is one whole name, as a flat machine's rule; "
                + "descriptors: SCXML's event descriptors")
        {
            document.exactEventNames = matching == "exact"
        }
        if let binding = attributes["binding"], binding != "early" && binding != "late" {
            report(
                tag.attributes["binding"] ?? tag.start, "binding '\(binding)' is not valid; SCXML allows early, late")
        }
        return document
    }

    /// The value of a Stagehand attribute that takes one of `allowed`, or `nil` (reported at the
    /// attribute, with what each allowed value means) when it has another.
    /// - Parameters:
    ///   - attribute: The attribute as written (its qualified name) and its value, if present.
    ///   - allowed: The values it takes.
    ///   - tag: The element's tag, for the attribute's place.
    ///   - meaning: What each allowed value means.
    private func choice(
        _ attribute: (written: String, value: String)?, allowed: [String], _ tag: XMLSourceLocator.Tag,
        meaning: String
    ) -> String? {
        guard let attribute else { return nil }
        guard allowed.contains(attribute.value) else {
            report(
                tag.attributes[attribute.written] ?? tag.start,
                "\(attribute.written) '\(attribute.value)' is not valid; allowed: "
                    + allowed.joined(separator: ", ") + " (\(meaning))")
            return nil
        }
        return attribute.value
    }

    func start(_ element: String, _ attributes: [String: String], _ tag: XMLSourceLocator.Tag) -> Frame {
        func attribute(_ name: String) -> ChartLocation { tag.attributes[name] ?? tag.start }
        switch element {
        case "state", "parallel", "final", "history", "initial":
            var kind = ChartNode.Kind.state
            switch element {
            case "parallel": kind = .parallel
            case "final": kind = .final
            case "initial": kind = .initial
            case "history":
                switch attributes["type"] ?? "shallow" {
                case "shallow": kind = .history(.shallow)
                case "deep": kind = .history(.deep)
                case let other:
                    report(attribute("type"), "history type '\(other)' is not valid; SCXML allows shallow, deep")
                    kind = .history(.shallow)
                }
            default: break
            }
            let given = attributes["id"]
            if let given, given.isEmpty { report(attribute("id"), "<\(element)> has an empty id; give it a name") }
            if let given, given.contains(where: { $0.isWhitespace || $0 == "'" || $0 == "\"" }) {
                report(
                    attribute("id"),
                    "id '\(given)' of <\(element)> is not valid; SCXML ids are XML names (no spaces or quotes)")
            }
            var node = ChartNode(
                kind: kind, id: given ?? "_\(element)_\(tag.start.line)_\(tag.start.column)", location: tag.start)
            node.isGeneratedID = given == nil
            node.attributes = tag.attributes
            node.initial = words(attributes["initial"])
            return .node(Box(node))
        case "transition":
            var transition = ChartTransition(location: tag.start)
            transition.attributes = tag.attributes
            transition.events = words(attributes["event"])
            if attributes["event"] != nil && transition.events.isEmpty {
                report(attribute("event"), "<transition> has an empty event; leave it out for an eventless transition")
            }
            transition.targets = words(attributes["target"])
            switch attributes["type"] ?? "external" {
            case "external": transition.type = .external
            case "internal": transition.type = .internal
            case let other:
                report(attribute("type"), "transition type '\(other)' is not valid; SCXML allows external, internal")
            }
            if let cond = attributes["cond"] {
                do throws(ChartConditionParser.Failure) {
                    transition.condition = try ChartConditionParser.parse(cond)
                } catch {
                    report(
                        attribute("cond"),
                        "cond \"\(cond)\" is not supported: \(error.message) at character \(error.offset + 1); "
                            + "the null data model supports In('id') with !, &&, || and parentheses")
                }
            }
            if let named = stagehandAttributes(attributes)["guard"] {
                if named.value.isEmpty {
                    report(
                        tag.attributes[named.written] ?? tag.start,
                        "\(named.written) is empty; it names the guard a flat machine's rule has (\"guard\"), "
                            + "allowed unless simulate --deny names it")
                } else if let condition = transition.condition {
                    transition.condition = .all([.named(named.value), condition])
                } else {
                    transition.condition = .named(named.value)
                }
            }
            return .transition(Box(transition))
        case "onentry", "onexit":
            return .handler(isEntry: element == "onentry", Box([]))
        case "invoke":
            return .invoke(invoke(attributes, tag))
        case "content":
            guard case .invoke(let pending)? = stack.last?.frame else { return .skipped }
            if pending.contentLocation != nil {
                report(tag.start, "<invoke> has more than one <content>; SCXML allows one")
                return .skipped
            }
            pending.contentLocation = tag.start
            return .content(pending)
        case "scxml":
            guard case .content(let pending)? = stack.last?.frame else { return .skipped }
            if pending.content != nil {
                report(tag.start, "<content> holds more than one <scxml> document; it holds one")
                return .skipped
            }
            return .childDocument(Box(chartDocument(attributes, tag)))
        case "finalize":
            guard case .invoke(let pending)? = stack.last?.frame else { return .skipped }
            if pending.invoke.finalize != nil {
                report(tag.start, "<invoke> has more than one <finalize>; SCXML allows one")
                return .skipped
            }
            return .finalize(Box([]))
        default:
            if let action = action(element, attributes, tag) { append(action) }
            return .leaf
        }
    }

    func action(_ element: String, _ attributes: [String: String], _ tag: XMLSourceLocator.Tag) -> ChartAction? {
        func attribute(_ name: String) -> ChartLocation { tag.attributes[name] ?? tag.start }
        func required(_ name: String) -> String? {
            if let value = attributes[name], !value.isEmpty { return value }
            report(tag.start, "<\(element)> needs a non-empty '\(name)' attribute")
            return nil
        }
        switch element {
        case "raise":
            return required("event").map { .raise(event: $0, location: tag.start) }
        case "cancel":
            return required("sendid").map { .cancel(sendID: $0, location: tag.start) }
        case "log":
            var expression = attributes["expr"]
            if let text = expression, text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") {
                expression = String(text.dropFirst().dropLast())
            }
            return .log(label: attributes["label"], expression: expression, location: tag.start)
        default:
            guard let event = required("event") else { return nil }
            var send = ChartSend(event: event, id: attributes["id"], location: tag.start)
            if let type = attributes["type"], type != SCXMLVocabulary.scxmlEventProcessor {
                report(
                    attribute("type"),
                    "send type '\(type)' is not supported; supported: \(SCXMLVocabulary.scxmlEventProcessor) "
                        + "(the default)")
            }
            if let target = attributes["target"] {
                switch target {
                case "#_internal": send.target = .internal
                case "#_parent": send.target = .parent
                case let other where other.hasPrefix("#_") && other.count > 2 && !other.hasPrefix("#_scxml_"):
                    send.target = .invocation(String(other.dropFirst(2)))
                default:
                    report(
                        attribute("target"),
                        "send target '\(target)' is not supported; supported: no target (the external queue), "
                            + "#_internal (the internal queue), #_parent (the chart that invoked this one) or "
                            + "#_<invokeid> (a child chart this chart invokes)")
                    return nil
                }
            }
            if let delay = attributes["delay"] {
                guard let duration = ChartDuration.parse(delay) else {
                    report(
                        attribute("delay"),
                        "delay '\(delay)' is not supported; write a time such as 500ms or 1.5s (at most 86400s)")
                    return nil
                }
                if let target = send.target.scxml, duration > .zero {
                    let reason =
                        send.target == .internal
                        ? "is not allowed by SCXML" : "is not supported (sends to other charts are at once)"
                    report(attribute("delay"), "a delay with target \(target) \(reason); remove one")
                    return nil
                }
                send.delay = duration
            }
            return .send(send)
        }
    }

    func append(_ action: ChartAction) {
        switch stack.last?.frame {
        case .transition(let transition)?: transition.value.actions.append(action)
        case .handler(_, let actions)?: actions.value.append(action)
        case .finalize(let actions)?: actions.value.append(action)
        default: break
        }
    }

    func attach(_ node: ChartNode) {
        switch stack.last?.frame {
        case .document?: document.states.append(node)
        case .childDocument(let child)?: child.value.states.append(node)
        case .node(let parent)?: parent.value.children.append(node)
        default: break
        }
    }

    func attach(_ transition: ChartTransition) {
        guard case .node(let box)? = stack.last?.frame else { return }
        let kind = box.value.kind
        if kind != .state && kind != .parallel {
            if !box.value.transitions.isEmpty {
                report(transition.location, "<\(kind.elementName)> has more than one <transition>; SCXML allows one")
            }
            if !transition.events.isEmpty || transition.condition != nil {
                report(
                    transition.location,
                    "the <transition> of <\(kind.elementName)> has an event or cond; SCXML allows neither there")
            }
        }
        box.value.transitions.append(transition)
    }

    func words(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
