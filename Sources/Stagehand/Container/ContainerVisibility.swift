/// Where a ``StateContainer`` is in its own appearance cycle, as its backend reported it.
package enum ContainerVisibility: Hashable, Sendable, CustomStringConvertible {
    /// Not on screen: transitions re-compose silently, children get no appearance calls.
    case offScreen
    /// Between ``StateContainer/containerWillAppear(animated:)`` and
    /// ``StateContainer/containerDidAppear(animated:)``.
    case appearing
    /// On screen: transitions animate and children get appearance calls.
    case onScreen
    /// Between ``StateContainer/containerWillDisappear(animated:)`` and
    /// ``StateContainer/containerDidDisappear(animated:)``.
    case disappearing

    /// The visibility's name.
    package var description: String {
        switch self {
        case .offScreen: "offScreen"
        case .appearing: "appearing"
        case .onScreen: "onScreen"
        case .disappearing: "disappearing"
        }
    }
}
