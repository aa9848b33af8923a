/// Decides, for one list, when its empty-state page is shown, and reports every real change.
///
/// Make one presenter per list (two lists on one screen get two presenters, each with its own
/// page) and call ``update(sectionCounts:)`` or ``update(itemCount:)`` after every change of the
/// list's data. The page is shown while the item count summed over all sections is zero. Nothing
/// is swizzled: a backend may observe its list model and call `update` itself.
///
/// Events arrive through ``onEvent`` in this order: ``EmptyStateEvent/willShow``, then (after the
/// show animation, timed on the injected clock) ``EmptyStateEvent/animationCompleted(finished:)``
/// and ``EmptyStateEvent/didShow``; on hide ``EmptyStateEvent/willHide`` and
/// ``EmptyStateEvent/didHide``. A hide during the show animation reports
/// `animationCompleted(finished: false)` and no did-show. Updates that change nothing report
/// nothing. An `update` made from inside ``onEvent`` is applied after the current change finished.
///
/// ## Ownership
/// A host given to the initializer or to ``setHost(_:)`` is held strongly, so a host made just
/// for the presenter (`EmptyStatePresenter(clock: clock, host: MyHost())`) keeps drawing. A host
/// that itself keeps the presenter (a backend's list view with a `presenter` property) registers
/// with ``setOwnerHost(_:)`` instead, which holds it weakly: a strong reference both ways would
/// keep both alive for ever. The presenter holds ``onEvent`` strongly, so capture the object that
/// owns the presenter weakly in it.
@MainActor
public final class EmptyStatePresenter {
    /// Where the page is drawn: the host given to ``setOwnerHost(_:)`` while it lives, otherwise
    /// the one given to the initializer or ``setHost(_:)``; `nil` when there is none.
    public var host: (any EmptyStateHost)? {
        ownerHost ?? retainedHost
    }

    /// Receives every event; read each time an event is reported, so it may be set at any time.
    public var onEvent: ((EmptyStateEvent) -> Void)?

    /// The page to show. Changing it while the page is shown redraws the page at once (no
    /// will-show, no animation) and applies a changed scroll setting.
    public var configuration: EmptyStateConfiguration {
        didSet { configurationChanged(from: oldValue) }
    }

    /// Whether the page is shown: true from will-show until will-hide.
    public private(set) var isShown = false

    /// Whether the show animation is running.
    public var isAnimating: Bool { animationTimer != nil }

    /// The item count of the last update (summed over sections), or `nil` before the first one.
    public private(set) var itemCount: Int?

    private let clock: any StagehandClock
    private var retainedHost: (any EmptyStateHost)?
    private weak var ownerHost: (any EmptyStateHost)?
    private var animationTimer: ScheduledTimer?
    private var hasAnimated = false
    private var savedScrollEnabled: Bool?
    private var isApplying = false
    private var pendingCount: Int?

    /// Creates a presenter for one list; the page is hidden until the first update.
    /// - Parameters:
    ///   - configuration: The page to show; ``EmptyStateConfiguration/empty`` by default.
    ///   - clock: The clock that times the show animation.
    ///   - host: Where the page is drawn, held strongly (see ``setHost(_:)``); a host that owns the
    ///     presenter passes `nil` here and calls ``setOwnerHost(_:)``.
    public init(
        configuration: EmptyStateConfiguration = .empty, clock: any StagehandClock, host: (any EmptyStateHost)? = nil
    ) {
        self.configuration = configuration
        self.clock = clock
        self.retainedHost = host
    }

    /// Makes `host` the presenter's host and holds it strongly; set it before the first update.
    ///
    /// Use it for a host that does not keep the presenter itself; a host that does calls
    /// ``setOwnerHost(_:)``. Replaces any previous host.
    /// - Parameter host: Where the page is drawn, or `nil` for none.
    public func setHost(_ host: (any EmptyStateHost)?) {
        retainedHost = host
        ownerHost = nil
    }

    /// Makes `host`, an object that keeps this presenter, the presenter's host and holds it weakly,
    /// so the two do not keep each other alive; call it from the host (`setOwnerHost(self)`).
    ///
    /// Once the host is released the presenter has no host and draws nothing. Replaces any
    /// previous host.
    /// - Parameter host: The host that owns this presenter.
    public func setOwnerHost(_ host: any EmptyStateHost) {
        retainedHost = nil
        ownerHost = host
    }

    /// Recomputes the decision from the number of items in each section of the list.
    ///
    /// - Parameter sectionCounts: The item count of every section; negative counts count as zero.
    ///   No sections, or only empty ones, mean the list is empty.
    public func update(sectionCounts: [Int]) {
        var total = 0
        for count in sectionCounts where count > 0 {
            let (sum, overflow) = total.addingReportingOverflow(count)
            total = overflow ? Int.max : sum
        }
        update(itemCount: total)
    }

    /// Recomputes the decision from the list's total number of items.
    /// - Parameter itemCount: The number of items; zero or less shows the page.
    public func update(itemCount: Int) {
        let count = max(itemCount, 0)
        guard !isApplying else {
            pendingCount = count
            return
        }
        runChange { apply(count: count) }
    }

    /// Runs one change, then the latest count an `onEvent` handler passed to `update` meanwhile,
    /// until no update is pending; updates made during a change wait for it to finish. Inside a
    /// change (a handler advancing the clock) the nested change runs inline.
    private func runChange(_ change: () -> Void) {
        guard !isApplying else { return change() }
        isApplying = true
        defer { isApplying = false }
        pendingCount = nil
        change()
        while let count = pendingCount {
            pendingCount = nil
            apply(count: count)
        }
    }

    /// Reports a tap on one of the page's buttons; the backend calls it.
    /// - Parameter role: Which button was tapped.
    /// - Returns: `true` if the tap was reported; `false` when the page is hidden or has no such button.
    @discardableResult
    public func buttonTapped(_ role: EmptyStateButtonRole) -> Bool {
        guard isShown, configuration.button(role)?.isVisible == true else { return false }
        emit(.buttonTapped(role))
        return true
    }

    /// Reports a tap on the page outside its buttons; the backend calls it.
    /// - Returns: `true` if the tap was reported; `false` when the page is hidden.
    @discardableResult
    public func viewTapped() -> Bool {
        guard isShown else { return false }
        emit(.viewTapped)
        return true
    }

    private func apply(count: Int) {
        itemCount = count
        let shouldShow = count == 0
        guard shouldShow != isShown else { return }
        if shouldShow { show() } else { hide() }
    }

    private func show() {
        isShown = true
        emit(.willShow)
        if let host {
            savedScrollEnabled = host.isScrollEnabled
            host.isScrollEnabled = configuration.allowsScrollingWhileShown
        }
        let animation = configuration.animation
        let animates = animation.isEnabled && (animation.animatesEveryTime || !hasAnimated)
        guard animates, animation.duration > .zero else {
            host?.showEmptyState(configuration.layout, animationDuration: nil)
            emit(.didShow)
            return
        }
        hasAnimated = true
        host?.showEmptyState(configuration.layout, animationDuration: animation.duration)
        animationTimer = clock.schedule(after: animation.duration) { [weak self] in
            self?.animationEnded()
        }
    }

    private func animationEnded() {
        guard animationTimer != nil else { return }
        animationTimer = nil
        runChange {
            emit(.animationCompleted(finished: true))
            emit(.didShow)
        }
    }

    private func hide() {
        if let timer = animationTimer {
            timer.cancel()
            animationTimer = nil
            emit(.animationCompleted(finished: false))
        }
        isShown = false
        emit(.willHide)
        host?.hideEmptyState()
        if let saved = savedScrollEnabled {
            host?.isScrollEnabled = saved
            savedScrollEnabled = nil
        }
        emit(.didHide)
    }

    private func configurationChanged(from old: EmptyStateConfiguration) {
        guard isShown, old != configuration, let host else { return }
        if old.allowsScrollingWhileShown != configuration.allowsScrollingWhileShown {
            host.isScrollEnabled = configuration.allowsScrollingWhileShown
        }
        if old.layout != configuration.layout { host.updateEmptyState(configuration.layout) }
    }

    private func emit(_ event: EmptyStateEvent) {
        onEvent?(event)
    }
}
