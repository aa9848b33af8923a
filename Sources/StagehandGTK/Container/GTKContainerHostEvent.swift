import Stagehand

/// One step a ``GTKContainerHost`` performed, reported to its ``GTKContainerHost/observer``
/// (for logging, tests, and reacting to a child's appearance).
///
/// Events name children by their wrapper; an observer should not keep them, so that detached
/// children can be released.
@MainActor
public enum GTKContainerHostEvent {
    /// The child was attached to the container.
    case attach(Widget)
    /// Attaching the child has finished.
    case didAttach(Widget)
    /// The child is about to be detached.
    case willDetach(Widget)
    /// The child was detached; the host holds no reference to it any more.
    case detach(Widget)
    /// An appearance call reached the child.
    case appearance(AppearanceCall, Widget, animated: Bool)
    /// The container's views are now exactly these, bottom first.
    case views([Widget])
    /// An animation of the child started (its delay may still be running).
    case animate(Widget, appearing: Bool, duration: Duration, delay: Duration)
    /// The child's animation ended by itself (played through, or completed at once because
    /// animations are off) and its completion was called.
    case animationEnded(Widget, appearing: Bool)
    /// The engine finished the child's animation early; it jumped to its end values.
    case finishAnimation(Widget, appearing: Bool)
}
