/// How a presentation state is shown over the stacks.
public enum NavigationPresentationStyle: Hashable, Sendable {
    /// A sheet over the current screen (GTK: a modal window; UIKit: a page sheet; SwiftUI:
    /// `.sheet(item:)`).
    case sheet
    /// A cover of the whole window (UIKit: `.fullScreen`; SwiftUI: `.fullScreenCover(item:)`).
    case fullScreenCover
    /// An alert: a title, a message and buttons (GTK: `AdwMessageDialog`).
    case alert
    /// A confirmation: an alert that asks before a destructive action.
    case confirmation
}
