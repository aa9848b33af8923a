#if canImport(SwiftUI) && !os(watchOS)
import Stagehand

/// One child of a ``StateContainerView``: the identifier the app gave it, wrapped in an object
/// so the `StateContainer` engine can compare children by identity.
///
/// A child keeps its object for as long as it stays attached, so a child present before and
/// after a transition stays untouched. A child that leaves and later returns gets a new object
/// (and SwiftUI a new view identity).
@MainActor
public final class StateContainerChild<ID: Hashable>: Identifiable {
    /// The identifier the app's `children` closure returned.
    public let key: ID

    /// The identity of this child object, which SwiftUI uses for the child's view.
    public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }

    /// The child's current opacity, animated by the host.
    public internal(set) var opacity: Double = 1

    /// Counts the host's requests to start an animation once the child's view has been drawn
    /// with the start values; the view reports each change back with
    /// ``SwiftUIContainerHost/childViewDidUpdate(_:)``.
    public internal(set) var animationRequest = 0

    /// The last appearance call the child received, or `nil` before the first one.
    public internal(set) var lastAppearanceCall: AppearanceCall?

    init(key: ID) {
        self.key = key
    }
}
#endif
