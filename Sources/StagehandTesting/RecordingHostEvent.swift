import Stagehand

/// One entry of a ``RecordingHost`` trace: a `StateContainerEvent` with states and children
/// named, so whole traces compare with `==`.
///
/// The host records its own calls (containment, appearance, views, animations, and
/// `StateContainerEvent/animationEnded(_:appearing:)` when it ends an animation); with
/// ``RecordingHost/observe(_:describe:)`` it also records the container's own events (requests,
/// its appearance, transitions). It is the same vocabulary a container reports to its observer,
/// so a trace taken from any backend's container (`event.map(state:child:)`) reads the same.
public typealias RecordingHostEvent = StateContainerEvent<String, String>
