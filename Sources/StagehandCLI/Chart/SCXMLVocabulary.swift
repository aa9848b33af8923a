/// The SCXML subset `stagehand` reads (the null data model): which elements may appear inside
/// which, which attributes each takes, and the SCXML elements it refuses with a diagnostic.
enum SCXMLVocabulary {
    /// The SCXML namespace.
    static let namespace = "http://www.w3.org/2005/07/scxml"

    /// The namespace of Stagehand's own attributes, which say what a flat machine means beyond
    /// SCXML: `stagehand:unhandled="reject"` on `<scxml>` (the chart rejects external events no
    /// transition takes) and `stagehand:guard="name"` on `<transition>` (a named guard). SCXML
    /// 1.0 (section 3.1) lets other namespaces' attributes appear, and other processors ignore them.
    static let stagehandNamespace = "https://stagehand.dev/scxml"

    /// The prefix ``ChartSCXMLWriter`` declares for ``stagehandNamespace`` (readers go by the URI).
    static let stagehandPrefix = "stagehand"

    /// For each element, the Stagehand attributes it takes (local names in ``stagehandNamespace``).
    static let stagehandAttributes: [String: [String]] = ["scxml": ["unhandled", "events"], "transition": ["guard"]]

    /// The values `stagehand:unhandled` takes: `reject` (the core's `UnhandledEventPolicy.reject`,
    /// a flat machine's) and `ignore` (SCXML's: the event is discarded).
    static let unhandledPolicies = ["reject", "ignore"]
    /// The values of `stagehand:events`: `exact` (each transition's `event` is one whole name,
    /// matched exactly, as a flat machine's rule) or `descriptors` (SCXML's, the default).
    static let eventMatchings = ["exact", "descriptors"]

    /// The executable content supported.
    static let executable = ["raise", "send", "cancel", "log"]

    /// For each supported element, the elements it may contain, in the order messages list them.
    static let children: [String: [String]] = [
        "scxml": ["state", "parallel", "final"],
        "state": ["onentry", "onexit", "transition", "initial", "state", "parallel", "final", "history", "invoke"],
        "parallel": ["onentry", "onexit", "transition", "state", "parallel", "history", "invoke"],
        "final": ["onentry", "onexit"],
        "history": ["transition"],
        "initial": ["transition"],
        "transition": executable,
        "onentry": executable,
        "onexit": executable,
        "invoke": ["content", "finalize"],
        "content": ["scxml"],
        "finalize": executable,
        "raise": [],
        "send": [],
        "cancel": [],
        "log": [],
    ]

    /// For each supported element, the attributes it takes.
    static let attributes: [String: [String]] = [
        "scxml": ["initial", "name", "version", "datamodel", "binding"],
        "state": ["id", "initial"],
        "parallel": ["id"],
        "final": ["id"],
        "history": ["id", "type"],
        "initial": [],
        "transition": ["event", "cond", "target", "type"],
        "onentry": [],
        "onexit": [],
        "invoke": ["type", "src", "id", "autoforward"],
        "content": [],
        "finalize": [],
        "raise": ["event"],
        "send": ["event", "delay", "target", "id", "type"],
        "cancel": ["sendid"],
        "log": ["label", "expr"],
    ]

    /// SCXML elements outside the subset, with why.
    static let unsupported: [String: String] = [
        "datamodel": "the null data model has no data",
        "data": "the null data model has no data",
        "script": "the null data model runs no scripts",
        "assign": "the null data model has no data",
        "if": "conditional executable content needs a data model",
        "elseif": "conditional executable content needs a data model",
        "else": "conditional executable content needs a data model",
        "foreach": "iteration needs a data model",
        "donedata": "done events carry no data in the null data model",
        "content": "events carry no data in the null data model",
        "param": "events carry no data in the null data model",
    ]

    /// Attributes that hold expressions or locations of a data model, with why each is refused.
    static let dataModelAttributes: [String: String] = [
        "namelist": "passing data needs a data model",
        "expr": "expressions need a data model",
        "srcexpr": "expressions need a data model",
        "typeexpr": "expressions need a data model",
        "idlocation": "locations need a data model",
        "eventexpr": "expressions need a data model",
        "targetexpr": "expressions need a data model",
        "delayexpr": "expressions need a data model",
    ]

    /// The `type` values of `<invoke>` that run an SCXML child chart: SCXML's URI and its short form.
    static let invokeTypes = ["http://www.w3.org/TR/scxml/", "scxml"]

    /// The `type` values of the placeholders Stagehand's exporter writes for Swift work.
    static let placeholderInvokeTypes = ["x-stagehand-operation", "x-stagehand-sequence"]

    /// The `type` of `<send>` that means the SCXML event I/O processor (the only one supported).
    static let scxmlEventProcessor = "http://www.w3.org/TR/scxml/#SCXMLEventProcessor"

    /// `<a>, <b>` for messages.
    static func list(_ names: [String]) -> String {
        names.isEmpty ? "nothing" : names.map { "<\($0)>" }.joined(separator: ", ")
    }
}
