import Stagehand

extension ChartDocument {
    /// The file locations of diagnostics of the core's validation: the second declaration of a
    /// duplicate, the `target` (or `cond`) attribute naming an unknown state, the `event`
    /// attribute of a malformed event descriptor, the `initial` attribute or `<initial>` of an
    /// invalid initial, else the element of the state concerned.
    ///
    /// Each diagnostic keeps the core's kind (``Diagnostic/kind``).
    ///
    /// The tree is indexed once, so locating every diagnostic is linear in the file's size.
    func locate(_ diagnostics: [MachineDiagnostic]) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return [] }
        var declarations: [String: [ChartNode]] = [:]
        for node in allNodes where node.kind != .initial {
            if declarations[node.id, default: []].count < 2 { declarations[node.id, default: []].append(node) }
        }
        return diagnostics.map { diagnostic in
            let severity: Diagnostic.Severity = diagnostic.severity == .error ? .error : .warning
            return Diagnostic(
                file: file, location: location(of: diagnostic, declarations), severity: severity,
                kind: diagnostic.kind.rawValue,
                message: (diagnostic.state.map { "state '\($0)': " } ?? "") + diagnostic.message)
        }
    }

    /// `diagnostics` with the JSON path or XML element of each (``paths(at:)``), a hint for each
    /// unreachable state, and a hint for each unknown target: the closest declared id ("did you mean"), found in one
    /// ``SuggestionIndex`` of the chart's ids built on the first such hint. `check` annotates
    /// only the diagnostics it prints, so thousands of unknown targets stay cheap.
    func annotated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Diagnostics of another file (a document an `<invoke src>` names) have no path here.
        let paths = paths(at: Set(diagnostics.filter { $0.path == nil && $0.file == file }.map(\.location)))
        var suggestions: SuggestionIndex?
        return diagnostics.map { diagnostic in
            var annotated = diagnostic
            if annotated.path == nil && diagnostic.file == file { annotated.path = paths[diagnostic.location] }
            if diagnostic.hint == nil, diagnostic.kind == MachineDiagnostic.Kind.unreachableState.rawValue {
                annotated.hint = "add a transition that leads to it, or remove the state"
            }
            guard diagnostic.hint == nil, diagnostic.kind == MachineDiagnostic.Kind.unknownTarget.rawValue,
                let name = Self.unknownName(in: diagnostic.message)
            else { return annotated }
            if suggestions == nil {
                suggestions = SuggestionIndex(allNodes.filter { $0.kind != .initial && !$0.isGeneratedID }.map(\.id))
            }
            annotated.hint =
                suggestions?.closest(to: name).map { "did you mean '\($0)'? Otherwise declare a state '\(name)'" }
                ?? "declare a state '\(name)', or name a declared one"
            return annotated
        }
    }

    /// The undeclared id an `unknownTarget` message names (`… names 'x', which is not declared …`).
    private static func unknownName(in message: String) -> String? {
        guard let marker = message.range(of: "names '") else { return nil }
        let rest = message[marker.upperBound...]
        guard let end = rest.range(of: "', which is not declared") else { return nil }
        return String(rest[..<end.lowerBound])
    }

    private func location(of diagnostic: MachineDiagnostic, _ declarations: [String: [ChartNode]]) -> ChartLocation {
        guard let id = diagnostic.state else {
            switch diagnostic.kind {
            case .unknownTarget, .invalidInitial, .conflictingTargets: return location(ofAttribute: "initial")
            default: return location
            }
        }
        guard let nodes = declarations[id], let first = nodes.first else { return location }
        let node = diagnostic.kind == .duplicateState && nodes.count > 1 ? nodes[1] : first
        // The undeclared name of an unknown target, so each of several in one state is found
        // where it is written; without it, anything undeclared.
        let unknown = diagnostic.kind == .unknownTarget ? Self.unknownName(in: diagnostic.message) : nil
        let isDeclared = { (name: String) in unknown.map { name != $0 } ?? (declarations[name] != nil) }
        switch diagnostic.kind {
        case .unknownTarget:
            for child in node.children where child.kind == .initial {
                if let transition = child.transitions.first, !transition.targets.allSatisfy(isDeclared) {
                    return transition.location(ofAttribute: "target")
                }
            }
            if !node.initial.allSatisfy(isDeclared) { return node.location(ofAttribute: "initial") }
            for transition in node.transitions where !transition.targets.allSatisfy(isDeclared) {
                return transition.location(ofAttribute: "target")
            }
            for transition in node.transitions where transition.condition?.stateIDs.allSatisfy(isDeclared) == false {
                return transition.location(ofAttribute: "cond")
            }
            return node.location
        case .invalidDescriptor:
            // The core names the descriptor text, the transition's events joined by spaces.
            for transition in node.transitions
            where diagnostic.message.contains("'\(transition.events.joined(separator: " "))'") {
                return transition.location(ofAttribute: "event")
            }
            return node.location
        case .invalidInitial, .conflictingTargets:
            if let child = node.children.first(where: { $0.kind == .initial }) { return child.location }
            return node.location(ofAttribute: "initial")
        default:
            return node.location
        }
    }
}
