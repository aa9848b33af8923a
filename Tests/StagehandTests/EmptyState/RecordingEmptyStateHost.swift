import Stagehand

/// An ``EmptyStateHost`` that records every call as text, for whole-sequence assertions.
@MainActor
final class RecordingEmptyStateHost: EmptyStateHost {
    var log: [String] = []
    var shownLayout: EmptyStateLayout?
    var isScrollEnabled: Bool {
        didSet { log.append("scroll=\(isScrollEnabled)") }
    }

    init(isScrollEnabled: Bool = true) {
        self.isScrollEnabled = isScrollEnabled
    }

    func showEmptyState(_ layout: EmptyStateLayout, animationDuration: Duration?) {
        shownLayout = layout
        log.append("show(\(animationDuration.map { "\($0)" } ?? "instant"))")
    }

    func updateEmptyState(_ layout: EmptyStateLayout) {
        shownLayout = layout
        log.append("update")
    }

    func hideEmptyState() {
        shownLayout = nil
        log.append("hide")
    }
}
