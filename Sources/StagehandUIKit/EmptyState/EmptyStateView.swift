#if canImport(UIKit) && !os(watchOS)
import Stagehand
import UIKit

/// The built-in UIKit rendering of an `EmptyStateLayout`: image, title, detail and
/// buttons stacked in that order and centred.
///
/// The view only draws; every decision (when to show, which callbacks fire) stays in
/// `EmptyStatePresenter`. Taps are reported through ``onButtonTapped`` and
/// ``onViewTapped``; the view is a `UIControl`, so a tap anywhere outside its buttons counts as a
/// view tap.
@MainActor
public final class EmptyStateView: UIControl {
    /// Called with the role of a button the user tapped.
    public var onButtonTapped: ((EmptyStateButtonRole) -> Void)?

    /// Called when the user taps the view outside its buttons.
    public var onViewTapped: (() -> Void)?

    /// The layout currently shown, or `nil` before the first ``apply(_:)``.
    public private(set) var layout: EmptyStateLayout?

    private let imageResolver: EmptyStateImageResolver
    private let stack = UIStackView(arrangedSubviews: [])
    private var placementConstraints: [NSLayoutConstraint] = []
    private var animator: UIViewPropertyAnimator?

    /// Creates an empty view that resolves image names with `imageResolver`.
    /// - Parameter imageResolver: Turns layout image names into images.
    public init(imageResolver: EmptyStateImageResolver = .standard) {
        self.imageResolver = imageResolver
        super.init(frame: .zero)
        setUp()
    }

    /// Creates the view from a storyboard or nib, resolving images with
    /// ``EmptyStateImageResolver/standard``; call ``apply(_:)`` to give it content.
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
        imageResolver = .standard
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        stack.axis = .vertical
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        addAction(UIAction { [weak self] _ in self?.onViewTapped?() }, for: .touchUpInside)
    }

    /// Rebuilds the content for `layout`, keeping the item order the layout gives.
    /// - Parameter layout: What to show.
    public func apply(_ layout: EmptyStateLayout) {
        self.layout = layout
        backgroundColor = layout.background.uiColor
        stack.spacing = CGFloat(layout.spacing)
        for view in stack.arrangedSubviews { view.removeFromSuperview() }
        for item in layout.items { stack.addArrangedSubview(makeView(for: item)) }
        place(fitsSafeArea: layout.fitsSafeArea, verticalOffset: layout.verticalOffset)
    }

    /// Fades the content in over `duration`; a running fade is replaced.
    /// - Parameter duration: The length of the fade.
    public func animateIn(duration: Duration) {
        stopAnimation()
        stack.alpha = 0
        let animator = UIViewPropertyAnimator(duration: duration.timeInterval, curve: .easeInOut) { [weak self] in
            self?.stack.alpha = 1
        }
        self.animator = animator
        animator.startAnimation()
    }

    /// Stops a running fade and shows the content fully opaque; completions are not run.
    public func stopAnimation() {
        animator?.stopAnimation(true)
        animator = nil
        stack.alpha = 1
    }

    private func place(fitsSafeArea: Bool, verticalOffset: Double) {
        NSLayoutConstraint.deactivate(placementConstraints)
        let centerX = fitsSafeArea ? safeAreaLayoutGuide.centerXAnchor : centerXAnchor
        let centerY = fitsSafeArea ? safeAreaLayoutGuide.centerYAnchor : centerYAnchor
        placementConstraints = [
            stack.centerXAnchor.constraint(equalTo: centerX),
            stack.centerYAnchor.constraint(equalTo: centerY, constant: CGFloat(verticalOffset)),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: readableContentGuide.leadingAnchor, constant: 0),
            readableContentGuide.trailingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor, constant: 0),
        ]
        NSLayoutConstraint.activate(placementConstraints)
    }

    private func makeView(for item: EmptyStateLayoutItem) -> UIView {
        switch item {
        case .activityIndicator:
            let indicator = UIActivityIndicatorView(style: .large)
            indicator.startAnimating()
            return indicator
        case .image(let image):
            let view = UIImageView(image: imageResolver.image(for: image))
            view.contentMode = .scaleAspectFit
            if let tint = image.tint { view.tintColor = tint.uiColor }
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: CGFloat(image.size.width)),
                view.heightAnchor.constraint(equalToConstant: CGFloat(image.size.height)),
            ])
            return view
        case .title(let text):
            return makeLabel(text, style: .title2, color: nil)
        case .detail(let text):
            return makeLabel(text, style: .body, color: .secondaryLabel)
        case .button(let role, let button):
            return makeButton(role: role, button: button)
        }
    }

    private func makeLabel(_ text: String, style: UIFont.TextStyle, color: UIColor?) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textAlignment = .center
        if let color { label.textColor = color }
        return label
    }

    private func makeButton(role: EmptyStateButtonRole, button: EmptyStateButton) -> UIButton {
        var configuration: UIButton.Configuration = role == .primary ? .filled() : .plain()
        configuration.title = button.title
        if let name = button.imageName {
            configuration.image = imageResolver.image(for: EmptyStateImage(name: name))
        }
        let action = UIAction { [weak self] _ in self?.onButtonTapped?(role) }
        let view = UIButton(configuration: configuration, primaryAction: action)
        if let size = button.size {
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: CGFloat(size.width)),
                view.heightAnchor.constraint(equalToConstant: CGFloat(size.height)),
            ])
        }
        return view
    }
}
#endif
