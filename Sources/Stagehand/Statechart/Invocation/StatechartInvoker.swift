/// Runs the work a chart's states invoke, and hands its outputs back to the chart on the chart's
/// isolation domain.
///
/// A ``Statechart`` is not `Sendable`: it belongs to one isolation domain, and the results of
/// asynchronous work must come back to that domain before they become events. The chart does not
/// create tasks itself; it hands each invocation to its invoker, injected like its clock:
///
/// - ``MainActorInvoker`` runs each invocation in a main-actor task (apps: UIKit, SwiftUI, GTK).
/// - `ManualInvoker` (StagehandTesting) runs nothing; a test completes, fails, emits and finishes
///   the captured invocations in any order it likes, so tests never sleep.
///
/// An invoker calls ``StatechartInvocation/run(isolation:)`` (or
/// ``StatechartInvocation/deliver(_:)``) on the chart's isolation domain only, and sets
/// ``StatechartInvocation/onCancel`` to stop the work: the chart calls it when the invoking state
/// is exited, the chart stops or ends, or the chart is released. Outputs delivered after that
/// change nothing. Child charts are not handed to the invoker: they run synchronously in the
/// parent's domain.
///
/// A main-actor invoker declares an isolated conformance, `@MainActor StatechartInvoker`, as
/// ``MainActorClock`` does for ``StagehandClock``.
public protocol StatechartInvoker: AnyObject {
    /// Starts an invocation's work; it must not deliver outputs inside this call.
    /// - Parameter invocation: The invocation, already registered as running by the chart.
    func start(_ invocation: StatechartInvocation)
}
