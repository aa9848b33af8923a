import Stagehand
import StagehandTesting
import Testing

/// How a presenter holds its host: strongly when given one, weakly when the host owns it.
@MainActor
@Suite struct EmptyStatePresenterOwnershipTests {
    /// A host that writes its calls to a log it does not own, so a test can hold the log only.
    final class LoggingHost: EmptyStateHost {
        let log: Log
        var isScrollEnabled = true
        init(_ log: Log) { self.log = log }
        func showEmptyState(_ layout: EmptyStateLayout, animationDuration: Duration?) { log.calls.append("show") }
        func updateEmptyState(_ layout: EmptyStateLayout) { log.calls.append("update") }
        func hideEmptyState() { log.calls.append("hide") }
    }

    final class Log {
        var calls: [String] = []
    }

    /// A list view that keeps its presenter and is its host.
    final class OwningList: EmptyStateHost {
        let presenter: EmptyStatePresenter
        let log: Log
        var isScrollEnabled = true
        init(clock: ManualClock, log: Log) {
            self.log = log
            presenter = EmptyStatePresenter(clock: clock)
            presenter.setOwnerHost(self)
        }
        func showEmptyState(_ layout: EmptyStateLayout, animationDuration: Duration?) { log.calls.append("show") }
        func updateEmptyState(_ layout: EmptyStateLayout) {}
        func hideEmptyState() { log.calls.append("hide") }
    }

    final class Weak<T: AnyObject> {
        weak var value: T?
        init(_ value: T) { self.value = value }
    }

    @Test func aTemporaryHostGivenToTheInitializerKeepsDrawing() {
        let log = Log()
        let presenter = EmptyStatePresenter(clock: ManualClock(), host: LoggingHost(log))
        presenter.update(itemCount: 0)
        presenter.update(itemCount: 3)
        #expect(log.calls == ["show", "hide"])
        #expect(presenter.host != nil)
    }

    @Test func aTemporaryHostSetLaterKeepsDrawingAndIsReleasedWhenReplaced() {
        let log = Log()
        let presenter = EmptyStatePresenter(clock: ManualClock())
        var host: LoggingHost? = LoggingHost(log)
        let weakHost = Weak(host!)
        presenter.setHost(host)
        host = nil
        presenter.update(itemCount: 0)
        #expect(log.calls == ["show"])
        #expect(weakHost.value != nil)
        presenter.setHost(nil)
        #expect(weakHost.value == nil)
        #expect(presenter.host == nil)
    }

    @Test func aHostThatOwnsItsPresenterIsReleasedWithIt() {
        let log = Log()
        var list: OwningList? = OwningList(clock: ManualClock(), log: log)
        let weakList = Weak(list!)
        let weakPresenter = Weak(list!.presenter)
        list?.presenter.update(itemCount: 0)
        #expect(log.calls == ["show"])
        #expect(list?.presenter.host === list)
        list = nil
        #expect(weakList.value == nil)
        #expect(weakPresenter.value == nil)
    }

    @Test func aPresenterOutlivingItsOwnerHostDrawsNothing() {
        let log = Log()
        var list: OwningList? = OwningList(clock: ManualClock(), log: log)
        let presenter = list!.presenter
        list = nil
        #expect(presenter.host == nil)
        presenter.update(itemCount: 0)
        #expect(presenter.isShown)
        #expect(log.calls == [])
    }
}
