/// The clock a ``NavigationRouter`` gives its chart: it forwards to the caller's clock and,
/// after a delayed send of the chart has run, lets the router catch up (stacks, screens,
/// observers). It holds the router weakly, so a pending send never keeps a released router
/// alive; a send firing after the router is gone does nothing (the chart went with it).
@MainActor
final class NavigationClock: @MainActor StagehandClock {
    let base: any StagehandClock
    /// Called around each delayed send: `before` with the send's sequence number (to find its
    /// event), `after` once the chart has processed it.
    var willFire: ((Int) -> Void)?
    var didFire: (() -> Void)?
    /// The chart whose sends are scheduled; read for the next sequence number.
    var nextSequence: () -> Int = { 0 }

    init(base: any StagehandClock) {
        self.base = base
    }

    var now: Duration { base.now }

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTimer {
        // The chart numbers a send just before scheduling it.
        let sequence = nextSequence() - 1
        return base.schedule(after: delay) { [weak self] in
            guard let self else { return action() }
            let before = willFire
            let after = didFire
            before?(sequence)
            action()
            after?()
        }
    }
}
