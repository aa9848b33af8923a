import CAdwaita
import Stagehand

/// A list in a scrolled window with its own empty-state page on top, shown and hidden
/// automatically: the binding observes the list's `GListModel` (`items-changed`) and lets an
/// `EmptyStatePresenter` decide, per list.
///
/// ```swift
/// let comments = StringList()
/// let list = ListBox()
/// list.bind(to: comments) { Label($0) }
/// let screen = ListEmptyState(list: list, model: comments, configuration: .empty)
/// screen.onEvent = { event in print(event) }      // willShow, didShow, buttonTapped(.primary), …
/// window.setContent(screen)
/// comments.append("First!")                         // the page hides by itself
/// ```
///
/// - The decision is made at once when the binding is created (pass `onEvent` to the initializer
///   to hear it) and again on every `items-changed`.
/// - The widget is a `GtkOverlay`: the ``scrolledWindow`` holding the list is its child, the
///   ``page`` an overlay above it, visible exactly while the presenter shows it.
/// - While the page is shown, the scrolled window's scroll policy follows
///   `EmptyStateConfiguration.allowsScrollingWhileShown` (never scrolling by default); the
///   app's own policy is restored when the page hides.
/// - The show animation fades the page in over the configuration's duration (a libadwaita timed
///   animation; at once when GTK animations are off). The presenter reports did-show on its clock.
/// - Button clicks reach ``onEvent`` as `EmptyStateEvent.buttonTapped(_:)`, clicks elsewhere on
///   the page as `EmptyStateEvent.viewTapped`.
///
/// The widget owns this binding and its presenter (``Widget/own(_:)``): while the view is in use
/// (in a window, a box, a stack), it keeps them alive, so an app may keep only the widget and drop
/// this wrapper. Once the view is no longer in use (removed from its parent, its window destroyed)
/// and nothing else holds this object, they are released and the widget is finalized.
@MainActor
public final class ListEmptyState: Widget, EmptyStateHost {
    /// The scrolled window that holds the list.
    public let scrolledWindow: ScrolledWindow

    /// The list widget (a `GtkListBox`, a `GtkListView`, …).
    public let list: Widget

    /// The page drawn over the list while it is empty.
    public let page: EmptyStatePage

    /// The presenter that decides when the page is shown; change
    /// `EmptyStatePresenter.configuration` through ``configuration``.
    public let presenter: EmptyStatePresenter

    /// Receives every event of the presenter, in order.
    public var onEvent: ((EmptyStateEvent) -> Void)?

    /// The page to show; a change while it is shown redraws it at once.
    public var configuration: EmptyStateConfiguration {
        get { presenter.configuration }
        set { presenter.configuration = newValue }
    }

    private let model: gpointer
    private var itemsChanged: SignalConnection?
    private var fade: TimedAnimation?
    private var savedPolicy: (GtkPolicyType, GtkPolicyType)?

    /// Creates the binding over a `GtkStringList`.
    /// - Parameters:
    ///   - list: The list widget showing `model`.
    ///   - model: The list's items; observed through `items-changed`.
    ///   - configuration: The page to show while the list is empty.
    ///   - clock: The clock that times the show animation; a ``GLibClock`` by default.
    ///   - onEvent: Receives every event, from the first decision (made here) on; the same as
    ///     setting ``onEvent`` afterwards, except that it also hears that first decision.
    public convenience init(
        list: Widget, model: StringList, configuration: EmptyStateConfiguration = .empty,
        clock: (any StagehandClock)? = nil, onEvent: ((EmptyStateEvent) -> Void)? = nil
    ) {
        self.init(list: list, listModel: model.listModel, configuration: configuration, clock: clock, onEvent: onEvent)
    }

    /// Creates the binding over any `GListModel`.
    /// - Parameters:
    ///   - list: The list widget showing the model.
    ///   - listModel: The `GListModel` (a `GListStore`, a `GtkStringList`, a filter model, …);
    ///     the binding keeps a reference to it and observes its `items-changed` signal.
    ///   - configuration: The page to show while the list is empty.
    ///   - clock: The clock that times the show animation; a ``GLibClock`` by default.
    ///   - onEvent: Receives every event, from the first decision (made here) on.
    public init(
        list: Widget, listModel: OpaquePointer, configuration: EmptyStateConfiguration = .empty,
        clock: (any StagehandClock)? = nil, onEvent: ((EmptyStateEvent) -> Void)? = nil
    ) {
        self.onEvent = onEvent
        self.list = list
        self.model = gp(listModel)
        g_object_ref(model)
        scrolledWindow = ScrolledWindow()
        page = EmptyStatePage(configuration)
        presenter = EmptyStatePresenter(configuration: configuration, clock: clock ?? GLibClock())
        super.init(sinking: gtk_overlay_new())
        expandsHorizontally = true
        expandsVertically = true
        scrolledWindow.setChild(list)
        gtk_overlay_set_child(cadw_overlay(pointer), scrolledWindow.widget)
        page.isVisible = false
        gtk_overlay_add_overlay(cadw_overlay(pointer), page.widget)
        presenter.setOwnerHost(self)
        presenter.onEvent = { [weak self] event in self?.onEvent?(event) }
        page.onButtonTapped = { [weak self] role in self?.presenter.buttonTapped(role) }
        page.onViewTapped = { [weak self] in self?.presenter.viewTapped() }
        itemsChanged = Signals.connectItemsChanged(model) { [weak self] _ in self?.reload() }
        reload()
        own(self)
    }

    isolated deinit {
        itemsChanged?.disconnect()
        g_object_unref(model)
    }

    /// The number of items in the model now.
    public var itemCount: Int { Int(g_list_model_get_n_items(cadw_list_model(model))) }

    /// Whether the page is on screen (visible in the overlay).
    public var isPageShown: Bool { page.isVisible }

    /// Asks the model for its item count and updates the presenter; the binding calls it on every
    /// `items-changed`, call it yourself only after changing what the model stands for.
    public func reload() {
        presenter.update(itemCount: itemCount)
    }

    // MARK: EmptyStateHost

    /// Whether the scrolled window scrolls vertically (its vertical policy is not `never`).
    ///
    /// Turning it off saves the scrolled window's policies and sets both to `never`; turning it
    /// back on restores the saved policies (or, when none were saved, makes a `never` vertical
    /// policy `automatic`). Setting the value it already has changes nothing.
    public var isScrollEnabled: Bool {
        get { policy.1 != GTK_POLICY_NEVER }
        set {
            guard newValue != isScrollEnabled else { return }
            if newValue {
                let restored = savedPolicy ?? (policy.0, GTK_POLICY_AUTOMATIC)
                savedPolicy = nil
                gtk_scrolled_window_set_policy(scrolled, restored.0, restored.1)
            } else {
                savedPolicy = policy
                gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_NEVER)
            }
        }
    }

    /// Draws `layout` on the page and shows it, fading it in over `animationDuration`.
    /// - Parameters:
    ///   - layout: What to draw.
    ///   - animationDuration: The fade-in, or `nil` to appear at once.
    public func showEmptyState(_ layout: EmptyStateLayout, animationDuration: Duration?) {
        fade?.reset()
        fade = nil
        page.render(layout)
        page.isVisible = true
        guard let duration = animationDuration, duration > .zero else {
            page.opacity = 1
            return
        }
        page.opacity = 0
        let animation = TimedAnimation(on: page, from: 0, to: 1, duration: duration) { [weak page] value in
            page?.opacity = value
        }
        fade = animation
        animation.play()
    }

    /// Redraws the shown page.
    /// - Parameter layout: What to draw now.
    public func updateEmptyState(_ layout: EmptyStateLayout) {
        page.render(layout)
    }

    /// Hides the page at once.
    public func hideEmptyState() {
        fade?.reset()
        fade = nil
        page.isVisible = false
        page.opacity = 1
    }

    // MARK: Scroll policy

    private var scrolled: OpaquePointer { cadw_scrolled_window(scrolledWindow.pointer) }

    private var policy: (GtkPolicyType, GtkPolicyType) {
        var horizontal = GTK_POLICY_AUTOMATIC
        var vertical = GTK_POLICY_AUTOMATIC
        gtk_scrolled_window_get_policy(scrolled, &horizontal, &vertical)
        return (horizontal, vertical)
    }

    /// The scrolled window's horizontal and vertical scroll policies now.
    public var scrollPolicy: (horizontal: ScrolledWindow.ScrollPolicy, vertical: ScrolledWindow.ScrollPolicy) {
        (Self.policy(policy.0), Self.policy(policy.1))
    }

    private static func policy(_ gtk: GtkPolicyType) -> ScrolledWindow.ScrollPolicy {
        switch gtk {
        case GTK_POLICY_ALWAYS: .always
        case GTK_POLICY_NEVER: .never
        default: .automatic
        }
    }
}
