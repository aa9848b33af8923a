#if canImport(SwiftUI) && !os(watchOS)
import Stagehand
import SwiftUI

/// The SwiftUI rendering of an `EmptyStateLayout` in Apple's `ContentUnavailableView`
/// (available from the package's deployment targets: iOS 17, macOS 14, tvOS 17, visionOS 1).
///
/// Items keep the layout's order (image, title, detail, buttons). Colours follow dark mode and
/// Increase Contrast (see `EmptyStateColor`'s SwiftUI conversion). The page only draws; taps are
/// reported through the closures so the `EmptyStatePresenter` decides what they mean.
public struct EmptyStatePage: View {
    private let layout: EmptyStateLayout
    private let imageResolver: EmptyStateImageProvider
    private let onButtonTapped: (EmptyStateButtonRole) -> Void
    @Environment(\.colorSchemeContrast) private var contrast

    /// Creates a page for `layout`.
    /// - Parameters:
    ///   - layout: What to show.
    ///   - imageResolver: Turns image names into images.
    ///   - onButtonTapped: Called with the role of the button the user tapped.
    public init(
        _ layout: EmptyStateLayout,
        imageResolver: EmptyStateImageProvider = .standard,
        onButtonTapped: @escaping (EmptyStateButtonRole) -> Void = { _ in }
    ) {
        self.layout = layout
        self.imageResolver = imageResolver
        self.onButtonTapped = onButtonTapped
    }

    /// The page's content.
    public var body: some View {
        ContentUnavailableView {
            VStack(spacing: CGFloat(layout.spacing)) {
                ForEach(Array(layout.items.enumerated()), id: \.offset) { _, item in
                    header(item)
                }
            }
        } description: {
            ForEach(Array(layout.items.enumerated()), id: \.offset) { _, item in
                description(item)
            }
        } actions: {
            ForEach(Array(layout.items.enumerated()), id: \.offset) { _, item in
                action(item)
            }
        }
        .offset(y: CGFloat(layout.verticalOffset))
        .background { layout.background.color(contrast: contrast) }
    }

    @ViewBuilder
    private func header(_ item: EmptyStateLayoutItem) -> some View {
        switch item {
        case .activityIndicator:
            ProgressView()
        case .image(let image):
            imageView(image)
        case .title(let text):
            Text(text).font(.title2)
        case .detail, .button:
            EmptyView()
        }
    }

    @ViewBuilder
    private func description(_ item: EmptyStateLayoutItem) -> some View {
        if case .detail(let text) = item {
            Text(text).multilineTextAlignment(.center)
        }
    }

    @ViewBuilder
    private func action(_ item: EmptyStateLayoutItem) -> some View {
        if case .button(let role, let button) = item {
            Button {
                onButtonTapped(role)
            } label: {
                if let name = button.imageName {
                    Label {
                        Text(button.title ?? "")
                    } icon: {
                        imageResolver.image(for: EmptyStateImage(name: name))
                    }
                } else {
                    Text(button.title ?? "")
                }
            }
        }
    }

    @ViewBuilder
    private func imageView(_ image: EmptyStateImage) -> some View {
        let view = imageResolver.image(for: image).resizable().scaledToFit()
            .frame(width: CGFloat(image.size.width), height: CGFloat(image.size.height))
        if let tint = image.tint {
            view.foregroundStyle(tint.color(contrast: contrast))
        } else {
            view
        }
    }
}
#endif
