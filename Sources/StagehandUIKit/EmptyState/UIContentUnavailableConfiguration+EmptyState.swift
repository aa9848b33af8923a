#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

@available(iOS 17.0, tvOS 17.0, *)
extension UIContentUnavailableConfiguration {
    /// Apple's content-unavailable configuration for a Stagehand empty-state layout.
    ///
    /// Starts from ``UIContentUnavailableConfiguration/loading()`` when the layout shows an
    /// activity indicator and from ``UIContentUnavailableConfiguration/empty()`` otherwise, then
    /// copies the image, title, detail and up to two buttons. Background colour, spacing and
    /// vertical offset are left to the system style.
    /// - Parameters:
    ///   - layout: The layout to render.
    ///   - imageResolver: Turns the layout's image name into an image.
    ///   - onButtonTapped: Called with the role of the button the user tapped.
    /// - Returns: A configuration to assign to a view controller's
    ///   `contentUnavailableConfiguration` or to a `UIContentUnavailableView`.
    @MainActor
    public static func emptyState(
        _ layout: EmptyStateLayout,
        imageResolver: EmptyStateImageResolver = .standard,
        onButtonTapped: @escaping @MainActor (EmptyStateButtonRole) -> Void
    ) -> UIContentUnavailableConfiguration {
        let showsIndicator = layout.items.contains(.activityIndicator)
        var configuration: UIContentUnavailableConfiguration = showsIndicator ? .loading() : .empty()
        for item in layout.items {
            switch item {
            case .activityIndicator:
                break
            case .image(let image):
                configuration.image = imageResolver.image(for: image)
                if let tint = image.tint { configuration.imageProperties.tintColor = tint.uiColor }
                configuration.imageProperties.maximumSize = CGSize(width: image.size.width, height: image.size.height)
            case .title(let text):
                configuration.text = text
            case .detail(let text):
                configuration.secondaryText = text
            case .button(let role, let button):
                var buttonConfiguration: UIButton.Configuration = role == .primary ? .filled() : .plain()
                buttonConfiguration.title = button.title
                if let name = button.imageName {
                    buttonConfiguration.image = imageResolver.image(for: EmptyStateImage(name: name))
                }
                let action = UIAction { _ in onButtonTapped(role) }
                switch role {
                case .primary:
                    configuration.button = buttonConfiguration
                    configuration.buttonProperties.primaryAction = action
                case .secondary:
                    configuration.secondaryButton = buttonConfiguration
                    configuration.secondaryButtonProperties.primaryAction = action
                }
            }
        }
        return configuration
    }
}
#endif
