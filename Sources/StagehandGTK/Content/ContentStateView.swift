import CAdwaita
import Stagehand

/// A content screen for GTK: the app's content widget with the loading, empty or error
/// placeholder of the current `ContentState` cross-faded over it.
///
/// ```swift
/// let loader = Loader<any Error> { !model.comments.isEmpty }
/// let view = ContentStateView(content: scrolledList, following: loader) { !model.comments.isEmpty }
/// // the loader's states drive the view; the error page's Retry calls loader.retry()
/// window.setContent(view)
/// loader.load({ try await api.comments() }, receive: { model.comments = $0 })
/// ```
///
/// It is a `ContentStateController` on a ``GTKContainerHost``: the content always stays in the
/// host's ``LayerStack``, the placeholder of the state sits on top, fading in and out with the
/// host's libadwaita animations (at once when GTK animations are off). The container appears
/// and disappears with the view being mapped and unmapped.
///
/// Default placeholders, each replaceable with ``setPlaceholder(_:for:)``:
/// - loading: a ``LoadingPlaceholder`` (spinner and label, accessible busy state on); the spinner
///   spins only while the placeholder is shown and on screen (mapped), and the view itself is
///   marked busy while the state is loading;
/// - empty: an ``EmptyStatePage`` showing ``emptyConfiguration``;
/// - error: an ``EmptyStatePage`` showing ``errorConfiguration`` for the error, whose primary
///   button ("Retry") calls ``onRetry``.
///
/// The default placeholders have the window's background (style class `background`), so the
/// content does not show through; give a custom placeholder a background of its own. Every
/// placeholder gets ``placeholderLayout``'s insets (from ``safeAreaInsets``) as margins.
///
/// The widget owns this view, its controller and the loader it follows (``Widget/own(_:)``): while
/// the view is in use (in a window, a box, a stack), it keeps them alive, so an app may keep only
/// the widget and drop this wrapper. Once the view is no longer in use (removed from its parent,
/// its window destroyed) and nothing else holds this object, they are released and the widget is
/// finalized.
@MainActor
public final class ContentStateView<Failure: Error>: Widget {
    /// The controller that decides what is shown; use it for everything this view does not wrap.
    public let controller: ContentStateController<GTKContainerHost, Failure>

    /// The host whose ``GTKContainerHost/stack`` holds content and placeholder.
    public let host: GTKContainerHost

    /// The app's content widget; always in the stack, below the placeholder.
    public var content: Widget { controller.content }

    /// The default loading placeholder.
    public let loadingIndicator: LoadingPlaceholder

    /// The default empty placeholder.
    public let emptyPage: EmptyStatePage

    /// The default error placeholder.
    public let errorPage: EmptyStatePage

    /// The loader passed to ``follow(_:animated:)`` last, kept alive with the view, and the
    /// observation to remove when another one is followed or the view goes.
    private var followed: (loader: Loader<Failure>, id: ObservationID)?

    /// Called when the error page's Retry button is clicked; ``follow(_:animated:)`` sets it to
    /// the loader's `Loader.retry()`.
    public var onRetry: (() -> Void)?

    /// Called with every placeholder event (prepare, will/did appear, will/did disappear), after
    /// the view has handled it.
    public var onPlaceholderEvent: ((Widget, ContentPlaceholderEvent<Failure>) -> Void)?

    /// Called when a decision keeps the content on screen although there was an error.
    public var onErrorWhileContent: ((Failure) -> Void)? {
        get { controller.onErrorWhileContent }
        set { controller.onErrorWhileContent = newValue }
    }

    /// What the default empty page shows; redrawn at once when changed.
    public var emptyConfiguration: EmptyStateConfiguration = .empty {
        didSet { emptyPage.render(emptyConfiguration) }
    }

    /// What the default error page shows for an error; by default the error preset with the
    /// error's description and a "Retry" button.
    public var errorConfiguration: (Failure) -> EmptyStateConfiguration = { failure in
        .error(message: String(describing: failure), retryTitle: "Retry")
    }

    /// Where placeholders go, as insets from ``safeAreaInsets``; applied as margins at once
    /// (GTK margins cannot be negative, so edges that come out negative count as zero).
    public var placeholderLayout: PlaceholderLayout {
        get { controller.placeholderLayout }
        set {
            controller.placeholderLayout = newValue
            applyInsets()
        }
    }

    /// The part of the view covered by the app's own bars (GTK has no safe area of its own; set
    /// this when, for example, a header overlaps the content). Zero by default.
    public var safeAreaInsets: PlaceholderInsets = .zero {
        didSet { applyInsets() }
    }

    /// Creates a content view, off screen until it is mapped.
    /// - Parameters:
    ///   - content: The app's content widget (for example a scrolled list).
    ///   - initialState: The state shown first; loading by default, so the empty page never flashes.
    ///   - loadingTiming: The loading placeholder's anti-flicker timing; standard by default
    ///     (shown after 0.2 s, kept at least 0.5 s).
    ///   - clock: The clock for timing; a ``GLibClock`` by default.
    ///   - effect: How placeholders animate; a fade by default.
    ///   - hasContent: Whether the app has content to show; asked at every decision.
    public init(
        content: Widget,
        initialState: ContentState<Failure> = .loading,
        loadingTiming: ContentLoadingTiming = .standard,
        clock: (any StagehandClock)? = nil,
        effect: ContainerEffect = .fade,
        hasContent: @escaping () -> Bool
    ) {
        let clock = clock ?? GLibClock()
        host = GTKContainerHost(clock: clock, effect: effect)
        controller = ContentStateController(
            content: content, host: host, clock: clock, initialState: initialState, loadingTiming: loadingTiming,
            hasContent: hasContent)
        loadingIndicator = LoadingPlaceholder()
        emptyPage = EmptyStatePage(.empty)
        errorPage = EmptyStatePage(.error(message: nil, retryTitle: "Retry"))
        super.init(sinking: Bin.make())
        expandsHorizontally = true
        expandsVertically = true
        Bin.setChild(host.stack, of: self)
        // The placeholders cover the content: give them the window's background.
        for placeholder in [loadingIndicator, emptyPage, errorPage] as [Widget] {
            placeholder.addCSSClass("background")
        }
        errorPage.onButtonTapped = { [weak self] role in
            if role == .primary { self?.onRetry?() }
        }
        controller.onPlaceholderEvent = { [weak self] placeholder, event in
            self?.placeholderEvent(placeholder, event)
        }
        controller.loadingPlaceholder = loadingIndicator
        controller.emptyPlaceholder = emptyPage
        controller.errorPlaceholder = errorPage
        applyInsets()
        updateBusy()
        host.bindAppearance(of: controller.container)
        own(self)
    }

    /// Creates a content view that shows whatever `loader` decides, starting from its current
    /// state; Retry calls the loader's `Loader.retry()`. The same as the designated initializer
    /// followed by ``follow(_:animated:)``: a loader that is loading shows the spinner in the first
    /// frame, and `loadingTiming` applies when loading later replaces what is on screen.
    /// - Parameters:
    ///   - content: The app's content widget.
    ///   - loader: The loader to follow; kept alive with the view.
    ///   - loadingTiming: The loading placeholder's anti-flicker timing; standard by default.
    ///   - clock: The clock for timing; a ``GLibClock`` by default.
    ///   - effect: How placeholders animate; a fade by default.
    ///   - hasContent: Whether the app has content to show; asked at every decision.
    public convenience init(
        content: Widget, following loader: Loader<Failure>, loadingTiming: ContentLoadingTiming = .standard,
        clock: (any StagehandClock)? = nil, effect: ContainerEffect = .fade, hasContent: @escaping () -> Bool
    ) {
        self.init(
            content: content, initialState: loader.state, loadingTiming: loadingTiming, clock: clock, effect: effect,
            hasContent: hasContent)
        follow(loader)
    }

    isolated deinit {
        if let followed { followed.loader.removeObserver(followed.id) }
    }

    // MARK: State

    /// The state shown.
    public var state: ContentState<Failure> { controller.currentState }

    /// Whether a cross-fade is running.
    public var isTransitioning: Bool { controller.container.isTransitioning }

    /// The placeholder on screen for the current state, or `nil` for content (or no placeholder).
    public var currentPlaceholder: Widget? { controller.placeholder(for: state.kind) }

    /// Shows `state` as it is.
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to cross-fade; `true` by default.
    ///   - completion: Called once the change has settled.
    public func show(_ state: ContentState<Failure>, animated: Bool = true, completion: (() -> Void)? = nil) {
        controller.show(state, animated: animated, completion: completion)
        updateBusy()
    }

    /// Shows loading (or the content, when the app has content).
    /// - Parameters:
    ///   - animated: Whether to cross-fade; `true` by default.
    ///   - completion: Called once the change has settled.
    public func startLoading(animated: Bool = true, completion: (() -> Void)? = nil) {
        controller.startLoading(animated: animated, completion: completion)
        updateBusy()
    }

    /// Ends loading: content when the app has content, else the error or the empty page.
    /// - Parameters:
    ///   - error: Why loading failed, or `nil` when it succeeded.
    ///   - animated: Whether to cross-fade; `true` by default.
    ///   - completion: Called once the change has settled.
    public func endLoading(error: Failure? = nil, animated: Bool = true, completion: (() -> Void)? = nil) {
        controller.endLoading(error: error, animated: animated, completion: completion)
        updateBusy()
    }

    /// Shows whatever `loader` decides from now on, and makes Retry call its `Loader.retry()`
    /// (unless ``onRetry`` is set later). The loader is observed (it has no timing of its own; this
    /// view's loading timing applies) and kept alive by the view, so a loader made only for the
    /// view keeps working (and Retry with it); the loader does not keep the view alive. Following
    /// another loader stops following this one; the observation goes with the view.
    /// - Parameters:
    ///   - loader: The loader to follow.
    ///   - animated: Whether its changes cross-fade; `true` by default.
    public func follow(_ loader: Loader<Failure>, animated: Bool = true) {
        if let followed { followed.loader.removeObserver(followed.id) }
        let id = loader.observe { [weak self] _, new in self?.show(new, animated: animated) }
        followed = (loader, id)
        onRetry = { [weak loader] in loader?.retry() }
        show(loader.state, animated: false)
    }

    // MARK: Placeholders

    /// The placeholder for a state: the default one unless replaced; `nil` for content.
    /// - Parameter kind: The state.
    /// - Returns: Its placeholder.
    public func placeholder(for kind: ContentStateKind) -> Widget? {
        controller.placeholder(for: kind)
    }

    /// Replaces the placeholder for a state with a custom widget (or with none, `nil`); a
    /// placeholder replaced while shown cross-fades to the new one. The placeholder layout's
    /// margins are applied to it. A custom error placeholder reads the error from
    /// ``onPlaceholderEvent``'s `ContentPlaceholderEvent.prepare(_:)`.
    /// - Parameters:
    ///   - placeholder: The widget, or `nil` to show the content alone in that state.
    ///   - kind: The state; `ContentStateKind.content` is ignored.
    public func setPlaceholder(_ placeholder: Widget?, for kind: ContentStateKind) {
        switch kind {
        case .content: return
        case .loading: controller.loadingPlaceholder = placeholder
        case .error: controller.errorPlaceholder = placeholder
        case .empty: controller.emptyPlaceholder = placeholder
        }
        applyInsets()
    }

    /// Puts the default placeholder back for a state.
    /// - Parameter kind: The state; `ContentStateKind.content` is ignored.
    public func restoreDefaultPlaceholder(for kind: ContentStateKind) {
        let defaults: [ContentStateKind: Widget] = [.loading: loadingIndicator, .empty: emptyPage, .error: errorPage]
        guard let placeholder = defaults[kind] else { return }
        setPlaceholder(placeholder, for: kind)
    }

    // MARK: Private

    private func placeholderEvent(_ placeholder: Widget, _ event: ContentPlaceholderEvent<Failure>) {
        switch event {
        case .prepare(let state):
            if placeholder === errorPage, let error = state.error { errorPage.render(errorConfiguration(error)) }
            if placeholder === emptyPage { emptyPage.render(emptyConfiguration) }
            if placeholder === loadingIndicator { loadingIndicator.isAnimating = true }
        case .appearance(.willAppear, _):
            if placeholder === loadingIndicator { loadingIndicator.isAnimating = true }
        case .appearance(.didDisappear, _):
            if placeholder === loadingIndicator { loadingIndicator.isAnimating = false }
        case .appearance(.didAppear, _), .appearance(.willDisappear, _):
            break
        }
        updateBusy()
        onPlaceholderEvent?(placeholder, event)
    }

    private func updateBusy() {
        setAccessibleBusy(state.kind == .loading)
    }

    private func applyInsets() {
        let edges = placeholderLayout.effectiveInsets(safeAreaInsets: safeAreaInsets)
        let placeholders = ContentStateKind.allCases.compactMap { placeholder(for: $0) }
        for placeholder in placeholders {
            placeholder.setMargins(
                top: Self.pixels(edges.top), leading: Self.pixels(edges.leading), bottom: Self.pixels(edges.bottom),
                trailing: Self.pixels(edges.trailing))
        }
    }

    private static func pixels(_ value: Double) -> Int {
        max(StagehandGTK.pixels(value), 0)
    }
}
