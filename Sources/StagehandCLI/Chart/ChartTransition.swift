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

    /// Where attribute `name` was written, else where the element starts.
    func location(ofAttribute name: String) -> ChartLocation { attributes[name] ?? location }
}
