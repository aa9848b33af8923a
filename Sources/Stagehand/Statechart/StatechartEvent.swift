/// An event a ``Statechart`` can receive: any hashable value with an SCXML-style dotted name that
/// transitions' event descriptors are matched against.
///
/// Descriptors match by whole dot-separated tokens: `error` matches `error`, `error.network` and
/// `error.network.timeout` but not `errors`; `*` matches every name. Give each case of an event
/// enum a stable name, for example its case name.
public protocol StatechartEvent: Hashable, Sendable {
    /// The event's dotted name, such as `error.network.timeout`.
    var name: String { get }
}

extension String: StatechartEvent {
    /// A string event is named by its own text.
    public var name: String { self }
}
