/// The imperative shell of a ``StateContainer``: the toolkit-specific object that puts the
/// children's views on screen and animates them, as the container decides.
///
/// A host only carries out each call with real widgets and never decides anything itself. It
/// needs just these four calls; a toolkit whose children have a containment or appearance
/// lifecycle of their own (UIKit's view controllers) adopts the refinement
/// ``StateContainerContainmentHost`` as well. Everything a container does — including the
/// containment and appearance steps of a host without them — is reported to the container's
/// observers (``StateContainer/observe(_:)``) as ``StateContainerEvent``s, so a host has nothing to report.
///
/// For a leaving child the container starts its disappearing animation with
/// ``startAnimation(_:completion:)`` and, once it has ended, removes its view with
/// ``removeViews(of:remaining:)`` (``arrangeViews(_:)`` without the child when the step is not
/// animated). For an arriving child it calls ``arrangeViews(_:)`` with the child and starts its
/// appearing animation. During a cross-fade, arriving views are below leaving ones.
///
/// A host may call back into its container (for example a completion run synchronously inside
/// ``startAnimation(_:completion:)``); the container defers such calls until its current step is
/// done.
@MainActor
public protocol StateContainerHost<Child>: AnyObject {
    /// The type of the children the container shows, compared by identity.
    associatedtype Child: AnyObject

    /// Makes the container's child views exactly `children`, bottom first.
    ///
    /// Views of children missing from the list are removed, views not yet inserted are inserted,
    /// and all are ordered as given. The list is the single source of truth for the z-order;
    /// during a cross-fade it holds the leaving children on top of the arriving ones.
    /// - Parameter children: Every child whose view must be in the container, bottom to top.
    func arrangeViews(_ children: [Child])

    /// Removes the views of `children`, leaving children whose disappearing animations have ended;
    /// every other view stays where it is.
    ///
    /// The container calls it each time leaving animations end, with the children whose
    /// animations ended together (often one). The remaining views keep their order, so a host
    /// whose toolkit can remove one view at a time should implement this method and never call
    /// `remaining`: then an animated transition of n children costs O(n) host work in total. The
    /// default implementation calls ``arrangeViews(_:)`` with `remaining()`, which is correct but
    /// costs time proportional to all views for every call, O(n²) for n animations ending one by one.
    /// - Parameters:
    ///   - children: The children whose views to remove; their views are in the container.
    ///   - remaining: Every child whose view stays, bottom first, as ``arrangeViews(_:)`` takes
    ///     them; computed (in time proportional to all views) only when called.
    func removeViews(of children: [Child], remaining: () -> [Child])

    /// Starts the appearing or disappearing animation of one child.
    ///
    /// The host prepares the start values (``ChildTransition/willBegin`` or, when it is `nil`, its
    /// own default such as opacity 0 for an appearing fade), waits ``ChildTransition/delay``, animates
    /// for ``ChildTransition/duration`` (running ``ChildTransition/animateAlongside`` or its default),
    /// and when the animation has ended runs ``ChildTransition/didEnd`` (or resets its defaults) and
    /// then `completion`. The completion may be called synchronously; calling it late, twice, or
    /// after ``finishAnimation(_:)`` is harmless: the container ignores completions whose token it
    /// no longer tracks.
    /// - Parameters:
    ///   - animation: What to animate, identified by its token.
    ///   - completion: Call once the animation has ended.
    func startAnimation(_ animation: ChildAnimation<Child>, completion: @escaping @MainActor () -> Void)

    /// Ends an in-flight animation at once, jumping to its end values and running its
    /// ``ChildTransition/didEnd``.
    ///
    /// The container has already given up the animation when it calls this, so the host should not
    /// call that animation's completion any more (doing so is harmless).
    /// - Parameter token: The token of an animation started with ``startAnimation(_:completion:)``.
    func finishAnimation(_ token: AnimationToken)
}

extension StateContainerHost {
    /// Makes the views exactly `remaining()` with ``arrangeViews(_:)``; see the requirement for
    /// why a host with cheap single-view removal should implement it instead.
    /// - Parameters:
    ///   - children: The children whose views to remove.
    ///   - remaining: Every child whose view stays, bottom first.
    public func removeViews(of children: [Child], remaining: () -> [Child]) {
        arrangeViews(remaining())
    }
}
