import Stagehand

/// A `<transition>`: the events it is taken on, its condition, its targets, its type and its
/// executable content.
struct ChartTransition: Sendable, Equatable {
    /// The event descriptors (SCXML `event`, split at spaces); empty for an eventless transition.
    var events: [String] = []
    /// The condition (SCXML `cond`); `nil` always holds.
    var condition: ChartCondition?
    /// The target states (SCXML `target`, split at spaces); empty for a targetless transition.
    var targets: [String] = []
    /// SCXML `type`.
    var type: StatechartTransitionType = .external
    /// The executable content, in document order.
    var actions: [ChartAction] = []
    /// Where the transition's element (or object) starts.
    var location: ChartLocation
    /// Where each attribute was written, by attribute name.
    var attributes: [String: ChartLocation] = [:]
    /// The step from its state to this transition in a JSON chart's path: `.transitions[1]`, or
    /// a path from the root (`$.events[3]`) for a top-level flat rule, or empty for a history
    /// state's default, which is the state's own field; empty in SCXML.
    var step = ""
    /// The JSON key of each attribute whose key is not the SCXML attribute's name (a flat
    /// rule's `to` and `name`, a history state's `default`), by attribute name.
    var keys: [String: String] = [:]

    /// Where attribute `name` was written, else where the element starts.
    func location(ofAttribute name: String) -> ChartLocation { attributes[name] ?? location }
}
