/// One piece of executable content of the null data model: `<raise>`, `<send>`, `<cancel>` or
/// `<log>`.
enum ChartAction: Sendable, Equatable {
    /// `<raise event>`: an event on the internal queue.
    case raise(event: String, location: ChartLocation)
    /// `<send>`: an event on the external queue (after an optional delay) or, with target
    /// `#_internal`, on the internal queue.
    case send(ChartSend)
    /// `<cancel sendid>`: cancels the pending delayed sends with that identifier.
    case cancel(sendID: String, location: ChartLocation)
    /// `<log label expr>`: a line printed when it runs; `expr` is literal text (the null data
    /// model evaluates no expressions; one pair of surrounding single quotes is removed).
    case log(label: String?, expression: String?, location: ChartLocation)

    /// Where the action's element (or object) starts.
    var location: ChartLocation {
        switch self {
        case .raise(_, let location), .cancel(_, let location), .log(_, _, let location): location
        case .send(let send): send.location
        }
    }
}

/// A `<send>` of the null data model.
struct ChartSend: Sendable, Equatable {
    /// Which queue a send goes to.
    enum Target: Sendable, Equatable {
        /// The external queue (no `target`, or `#_scxml_sessionid`-free SCXML default).
        case external
        /// The internal queue (`target="#_internal"`).
        case `internal`
        /// The chart that invoked this one (`target="#_parent"`).
        case parent
        /// The child chart this chart invokes with this id (`target="#_<invokeid>"`).
        case invocation(String)

        /// The SCXML `target` attribute, `nil` for the external queue.
        var scxml: String? {
            switch self {
            case .external: nil
            case .internal: "#_internal"
            case .parent: "#_parent"
            case .invocation(let id): "#_" + id
            }
        }
    }

    /// The event's name.
    var event: String
    /// How long to wait before the event is queued; zero queues it at once.
    var delay: Duration = .zero
    /// Which queue it goes to.
    var target: Target = .external
    /// The identifier `<cancel sendid>` names, if any.
    var id: String?
    /// Where the element starts.
    var location: ChartLocation
}
