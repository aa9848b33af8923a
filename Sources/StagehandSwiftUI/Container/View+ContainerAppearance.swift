#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

extension View {
    /// Tells `container` when this view appears and disappears, so its children get their
    /// appearance calls exactly while it is on screen.
    ///
    /// SwiftUI reports appearance once it has happened, so each report is a will/did pair
    /// without animation.
    /// - Parameter container: The container this view draws.
    /// - Returns: The view, forwarding its appearance.
    @MainActor
    func forwardingAppearance<State, Host>(to container: StateContainer<State, Host>) -> some View {
        onAppear {
            container.containerWillAppear(animated: false)
            container.containerDidAppear(animated: false)
        }
        .onDisappear {
            container.containerWillDisappear(animated: false)
            container.containerDidDisappear(animated: false)
        }
    }
}
#endif
