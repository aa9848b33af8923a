import CAdwaita
import Stagehand

/// An empty-state page drawn from an `EmptyStateConfiguration`: an `AdwStatusPage` with the
/// configuration's icon, title and detail, and its buttons in a box as the page's child.
///
/// ```swift
/// let page = EmptyStatePage(.error(message: "The server did not answer."))
/// page.onButtonTapped = { role in if role == .primary { loader.retry() } }
/// window.setContent(page)
/// ```
///
/// How each setting is drawn:
/// - items keep the layout's order (activity indicator, image, title, detail, buttons): the
///   indicator is a ``Spinner`` placed above the icon inside the status page;
/// - the image is the page's themed icon at the image's size (its larger side), tinted through
///   CSS when a tint is set;
/// - `EmptyStateLayout.spacing` is the gap between icon, title and detail, between that group
///   and the buttons, and between the buttons;
/// - `EmptyStateLayout.verticalOffset` moves the whole page (background included) by margins;
/// - the background is a CSS rule for a style class unique to this page;
/// - GTK has no safe area, so `EmptyStateLayout.fitsSafeArea` changes nothing.
///
/// The page's accessible label is its title (or detail) and its accessible description the detail.
@MainActor
public final class EmptyStatePage: Widget {
    /// What the page shows now.
    public private(set) var layout: EmptyStateLayout

    /// Called with the role of a button when it is clicked.
    public var onButtonTapped: ((EmptyStateButtonRole) -> Void)?

    /// Called when the page is clicked outside its buttons.
    public var onViewTapped: (() -> Void)?

    /// The buttons currently shown, by role (rebuilt by every ``render(_:)-(EmptyStateLayout)``).
    public private(set) var buttons: [EmptyStateButtonRole: Button] = [:]

    /// The activity indicator, while the layout has one.
    public private(set) var spinner: Spinner?

    private let buttonBox: Box
    private let styleClass: String
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private var installedCSS = ""
    private static var nextPageNumber = 0

    /// Creates a page showing `configuration`.
    /// - Parameter configuration: What to show.
    public convenience init(_ configuration: EmptyStateConfiguration) {
        self.init(layout: configuration.layout)
    }

    /// Creates a page showing `layout`.
    /// - Parameter layout: What to show, in order.
    public init(layout: EmptyStateLayout) {
        self.layout = layout
        Self.nextPageNumber += 1
        styleClass = "stagehand-empty-page-\(Self.nextPageNumber)"
        provider = gtk_css_provider_new()!
        buttonBox = Box(.vertical, spacing: pixels(layout.spacing))
        super.init(sinking: adw_status_page_new())
        addCSSClass(styleClass)
        buttonBox.horizontalAlignment = .center
        adw_status_page_set_child(statusPage, buttonBox.widget)
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        addClickGesture()
        render(layout)
    }

    isolated deinit {
        if let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        }
        g_object_unref(gp(provider))
    }

    private var statusPage: OpaquePointer { cadw_status_page(pointer) }

    /// The title the status page shows (empty when the layout has none).
    public var title: String { string(adw_status_page_get_title(statusPage)) }

    /// The detail the status page shows, or `nil`.
    public var detail: String? { adw_status_page_get_description(statusPage).map { String(cString: $0) } }

    /// The themed icon the status page shows, or `nil`.
    public var iconName: String? { adw_status_page_get_icon_name(statusPage).map { String(cString: $0) } }

    /// The pixel size of the status page's icon, or `nil` when its image cannot be found.
    public var iconPixelSize: Int? { iconImage.map { Int(gtk_image_get_pixel_size(imagePointer($0))) } }

    /// The CSS the page installed for its background and tint (empty when it needs none).
    public var styleSheet: String { installedCSS }

    /// Shows `configuration` instead of what the page shows now.
    /// - Parameter configuration: What to show.
    public func render(_ configuration: EmptyStateConfiguration) {
        render(configuration.layout)
    }

    /// Shows `layout` instead of what the page shows now; buttons are rebuilt.
    /// - Parameter layout: What to show, in order.
    public func render(_ layout: EmptyStateLayout) {
        self.layout = layout
        var title: String?
        var detail: String?
        var image: EmptyStateImage?
        var wantsSpinner = false
        var buttonItems: [(EmptyStateButtonRole, EmptyStateButton)] = []
        for item in layout.items {
            switch item {
            case .activityIndicator: wantsSpinner = true
            case .image(let value): image = value
            case .title(let value): title = value
            case .detail(let value): detail = value
            case .button(let role, let button): buttonItems.append((role, button))
            }
        }
        adw_status_page_set_title(statusPage, title ?? "")
        adw_status_page_set_description(statusPage, detail)
        adw_status_page_set_icon_name(statusPage, image?.name)
        if let image, let icon = iconImage {
            gtk_image_set_pixel_size(imagePointer(icon), gint32(pixels(max(image.size.width, image.size.height))))
        }
        renderSpinner(wantsSpinner)
        renderButtons(buttonItems)
        applySpacing(layout.spacing)
        applyOffset(layout.verticalOffset)
        applyStyle(background: layout.background, tint: image?.tint)
        setAccessibleLabel(title ?? detail ?? "")
        setAccessibleDescription(detail ?? "")
    }

    // MARK: Parts

    private var iconImage: UnsafeMutablePointer<GtkWidget>? {
        WidgetTree.first(in: widget, typeName: "GtkImage", classes: ["icon"])
    }

    /// The box inside the status page that holds icon, title and description.
    private var textBox: UnsafeMutablePointer<GtkWidget>? {
        iconImage.flatMap { gtk_widget_get_parent($0) }
    }

    private func imagePointer(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        cadw_image(gp(widget))
    }

    private func renderSpinner(_ wanted: Bool) {
        if let spinner, !wanted {
            gtk_widget_unparent(spinner.widget)
            self.spinner = nil
        }
        guard wanted, spinner == nil else { return }
        let spinner = Spinner(spinning: true, size: 32)
        spinner.horizontalAlignment = .center
        if let box = textBox {
            gtk_box_prepend(cadw_box(gp(box)), spinner.widget)
        } else {
            buttonBox.prepend(spinner)
        }
        self.spinner = spinner
    }

    private func renderButtons(_ items: [(EmptyStateButtonRole, EmptyStateButton)]) {
        for button in buttons.values { buttonBox.remove(button) }
        buttons = [:]
        for (role, description) in items {
            let button = Self.makeButton(description, role: role)
            button.onClicked { [weak self] in self?.onButtonTapped?(role) }
            buttonBox.append(button)
            buttons[role] = button
        }
        buttonBox.isVisible = !items.isEmpty || spinner?.hasParent == true && textBox == nil
    }

    private static func makeButton(_ description: EmptyStateButton, role: EmptyStateButtonRole) -> Button {
        let button: Button
        switch (description.title, description.imageName) {
        case (let title?, let icon?) where !title.isEmpty:
            button = Button(label: title)
            let content = Widget(sinking: adw_button_content_new())
            let pointer = OpaquePointer(content.pointer)
            adw_button_content_set_label(pointer, title)
            adw_button_content_set_icon_name(pointer, icon)
            gtk_button_set_child(cadw_button(button.pointer), content.widget)
        case (_, let icon?):
            button = Button(iconName: icon)
            button.setAccessibleLabel(description.title ?? icon)
        default:
            button = Button(label: description.title ?? "")
        }
        button.addCSSClass("pill")
        if role == .primary { button.addCSSClass("suggested-action") }
        button.horizontalAlignment = .center
        if let size = description.size {
            button.setSizeRequest(width: pixels(size.width), height: pixels(size.height))
        }
        return button
    }

    private func applySpacing(_ spacing: Double) {
        let gap = gint32(pixels(spacing))
        buttonBox.spacing = Int(gap)
        guard let box = textBox else { return }
        gtk_box_set_spacing(cadw_box(gp(box)), gap)
        // The box above (icon-title-detail group and the page's child) gets the same gap.
        if let clamp = gtk_widget_get_parent(box), let outer = gtk_widget_get_parent(clamp),
            string(cadw_type_name(gp(outer))) == "GtkBox"
        {
            gtk_box_set_spacing(cadw_box(gp(outer)), gap)
        }
    }

    private func applyOffset(_ offset: Double) {
        let shift = pixels(abs(offset) * 2)
        setMargins(top: offset > 0 ? shift : 0, leading: 0, bottom: offset < 0 ? shift : 0, trailing: 0)
    }

    private func applyStyle(background: EmptyStateColor, tint: EmptyStateColor?) {
        var css = ""
        if background.alpha > 0 { css += ".\(styleClass) { background-color: \(Self.css(background)); }\n" }
        if let tint { css += ".\(styleClass) image.icon { color: \(Self.css(tint)); }\n" }
        guard css != installedCSS else { return }
        installedCSS = css
        gtk_css_provider_load_from_data(provider, css, -1)
    }

    private static func css(_ color: EmptyStateColor) -> String {
        func channel(_ value: Double) -> Int { pixels(value * 255) }
        return "rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(color.alpha))"
    }

    private func addClickGesture() {
        guard let gesture = gtk_gesture_click_new() else { return }
        let trampoline: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = { _, _, x, y, data in
            guard let data else { return }
            let box = Unmanaged<PointBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.body(x, y) }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<PointBox>.fromOpaque(data).release()
        }
        let box = PointBox { [weak self] x, y in self?.clicked(x: x, y: y) }
        _ = cadw_signal_connect(
            gp(gesture), "released", unsafeBitCast(trampoline, to: GCallback.self),
            Unmanaged.passRetained(box).toOpaque(), release)
        gtk_widget_add_controller(widget, gesture)  // takes ownership of the controller
    }

    /// A click released at (`x`, `y`) in the page's coordinates: a view tap unless it landed on
    /// one of the buttons (whose own `clicked` reports it).
    private func clicked(x: Double, y: Double) {
        var target = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)
        while let current = target, current != widget {
            if buttons.values.contains(where: { $0.widget == current }) { return }
            target = gtk_widget_get_parent(current)
        }
        onViewTapped?()
    }
}

/// The retained closure of a click gesture's `released` handler, which receives the position.
private final class PointBox {
    let body: @MainActor (Double, Double) -> Void

    init(_ body: @escaping @MainActor (Double, Double) -> Void) {
        self.body = body
    }
}
