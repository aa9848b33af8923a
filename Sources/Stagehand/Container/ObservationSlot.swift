/// The identifier of an observation whose handler removes it once its owner is gone.
///
/// A backend object that observes a longer-lived one (a view controller observing its router, a
/// model observing its loader) keeps its registration this way: the handler holds the owner
/// weakly and, the first time it finds the owner released, removes itself with the id kept here.
/// So no registration outlives its owner by more than one notification, without a `deinit` that
/// would have to reach a main-actor object from a nonisolated context.
@MainActor
package final class ObservationSlot {
    /// What `observe` returned; set right after registering.
    package var id: ObservationID?

    /// Creates an empty slot.
    package init() {}
}
