import Stagehand
import StagehandTesting
import Testing

@MainActor
@Suite struct EmptyStatePresenterTests {
    let clock = ManualClock()

    func presenter(
        _ name: String, log: PresenterRecorder, configuration: EmptyStateConfiguration = .empty,
        host: RecordingEmptyStateHost? = nil
    ) -> EmptyStatePresenter {
        let presenter = EmptyStatePresenter(configuration: configuration, clock: clock, host: host)
        presenter.onEvent = { [weak log] event in log?.events.append("\(name):\(event)") }
        return presenter
    }

    @Test func twoListsOnOneScreenFollowZeroThreeZeroZeroWithoutRepeats() {
        let log = PresenterRecorder()
        let hostA = RecordingEmptyStateHost()
        let hostB = RecordingEmptyStateHost()
        let listA = presenter("A", log: log, host: hostA)
        let listB = presenter("B", log: log, host: hostB)
        for (index, count) in [0, 3, 0, 0].enumerated() {
            listA.update(itemCount: count)
            listB.update(sectionCounts: [count, 0])
            if index == 0 { clock.advance(by: .milliseconds(500)) }
        }
        clock.advance(by: .seconds(5))
        #expect(
            log.events == [
                "A:willShow", "B:willShow",
                "A:animationCompleted(finished: true)", "A:didShow",
                "B:animationCompleted(finished: true)", "B:didShow",
                "A:willHide", "A:didHide", "B:willHide", "B:didHide",
                "A:willShow", "A:didShow", "B:willShow", "B:didShow",
            ])
        let expectedHostLog = [
            "scroll=false", "show(0.5 seconds)", "hide", "scroll=true", "scroll=false", "show(instant)",
        ]
        #expect(hostA.log == expectedHostLog)
        #expect(hostB.log == expectedHostLog)
        #expect(listA.isShown && listB.isShown)
    }

    /// UIEmptyState bug 3.3.3 (issue #28): one empty view per view controller, shared by every list.
    @Test func eachListDecidesOnItsOwn() {
        let log = PresenterRecorder()
        let listA = presenter("A", log: log, configuration: EmptyStateConfiguration(animation: .none))
        let listB = presenter("B", log: log, configuration: EmptyStateConfiguration(animation: .none))
        listA.update(itemCount: 0)
        listB.update(itemCount: 2)
        #expect(log.events == ["A:willShow", "A:didShow"])
        #expect(listA.isShown && !listB.isShown)
    }

    @Test func countIsSummedOverAllSections() {
        let log = PresenterRecorder()
        let list = presenter("L", log: log, configuration: EmptyStateConfiguration(animation: .none))
        list.update(sectionCounts: [0, 0, 1])
        #expect(list.itemCount == 1)
        #expect(log.events.isEmpty)
        list.update(sectionCounts: [0, 0, 0])
        #expect(log.events == ["L:willShow", "L:didShow"])
        list.update(sectionCounts: [])
        list.update(sectionCounts: [-4, 0])
        #expect(log.events == ["L:willShow", "L:didShow"])
        list.update(sectionCounts: [Int.max, Int.max])
        #expect(list.itemCount == Int.max)
        #expect(log.events == ["L:willShow", "L:didShow", "L:willHide", "L:didHide"])
    }

    /// UIEmptyState bug 3.3.5: did-show fired before the animation even started.
    @Test func didShowFiresOnlyAfterTheAnimation() {
        let log = PresenterRecorder()
        let list = presenter("L", log: log)
        list.update(itemCount: 0)
        #expect(log.events == ["L:willShow"])
        #expect(list.isAnimating)
        clock.advance(by: .milliseconds(499))
        #expect(log.events == ["L:willShow"])
        clock.advance(by: .milliseconds(1))
        #expect(log.events == ["L:willShow", "L:animationCompleted(finished: true)", "L:didShow"])
        #expect(!list.isAnimating)
    }

    @Test func animatesEveryShowWhenAsked() {
        let log = PresenterRecorder()
        let host = RecordingEmptyStateHost()
        var page = EmptyStateConfiguration.empty
        page.animation = EmptyStateAnimation(animatesEveryTime: true, duration: .milliseconds(200))
        let list = presenter("L", log: log, configuration: page, host: host)
        for count in [0, 1, 0] {
            list.update(itemCount: count)
            clock.advance(by: .milliseconds(200))
        }
        #expect(host.log.filter { $0.hasPrefix("show") } == ["show(0.2 seconds)", "show(0.2 seconds)"])
        #expect(log.events.filter { $0 == "L:animationCompleted(finished: true)" }.count == 2)
    }

    @Test func hideDuringTheAnimationReportsItUnfinished() {
        let log = PresenterRecorder()
        let list = presenter("L", log: log)
        list.update(itemCount: 0)
        clock.advance(by: .milliseconds(100))
        list.update(itemCount: 1)
        clock.advance(by: .seconds(1))
        #expect(
            log.events == ["L:willShow", "L:animationCompleted(finished: false)", "L:willHide", "L:didHide"])
        #expect(clock.pendingCount == 0)
    }

    /// UIEmptyState bug 3.3.6: hiding forced `isScrollEnabled = true`, overwriting the app's setting.
    @Test func hideRestoresTheAppsOwnScrollSetting() {
        let log = PresenterRecorder()
        let host = RecordingEmptyStateHost(isScrollEnabled: false)
        var page = EmptyStateConfiguration.empty
        page.animation = .none
        let list = presenter("L", log: log, configuration: page, host: host)
        list.update(itemCount: 0)
        list.update(itemCount: 2)
        #expect(host.isScrollEnabled == false)
        host.isScrollEnabled = true
        page.allowsScrollingWhileShown = true
        list.configuration = page
        host.log.removeAll()
        list.update(itemCount: 0)
        #expect(host.isScrollEnabled == true)
        list.update(itemCount: 1)
        #expect(host.log == ["scroll=true", "show(instant)", "hide", "scroll=true"])
    }

    /// UIEmptyState bug 3.3.4: the view's delegate was captured at first show, so a delegate set
    /// later never received taps.
    @Test func tapsReachACallbackSetAfterTheFirstShow() {
        let list = EmptyStatePresenter(configuration: .error(message: "m"), clock: clock)
        list.update(itemCount: 0)
        var events: [EmptyStateEvent] = []
        list.onEvent = { events.append($0) }
        #expect(list.buttonTapped(.primary))
        #expect(!list.buttonTapped(.secondary))
        #expect(list.viewTapped())
        clock.advance(by: .seconds(1))
        #expect(events == [.buttonTapped(.primary), .viewTapped, .animationCompleted(finished: true), .didShow])
    }

    @Test func tapsWhileHiddenAreNotReported() {
        var events: [EmptyStateEvent] = []
        let list = EmptyStatePresenter(configuration: .error(message: "m"), clock: clock)
        list.onEvent = { events.append($0) }
        #expect(!list.viewTapped())
        #expect(!list.buttonTapped(.primary))
        list.update(itemCount: 4)
        #expect(!list.viewTapped())
        #expect(events.isEmpty)
    }

    /// UIEmptyState bug 3.3.4: data source and delegate were unretained and dangled; here a host
    /// that owns its presenter registers as its owner, is held weakly (zeroing), and the presenter
    /// keeps nothing alive. (A host given to the initializer is retained: see
    /// `EmptyStatePresenterOwnershipTests`.)
    @Test func presenterDoesNotKeepItsOwnerHostAlive() {
        var host: RecordingEmptyStateHost? = RecordingEmptyStateHost()
        weak let weakHost = host
        let list = EmptyStatePresenter(clock: clock)
        list.setOwnerHost(host!)
        host = nil
        #expect(weakHost == nil)
        list.update(itemCount: 0)
        clock.advance(by: .seconds(1))
        #expect(list.isShown)
    }

    /// UIEmptyState issue #27 and bug 3.3.7: a changed title while shown, and `nil` values that
    /// never reset the view.
    @Test func changingTheConfigurationWhileShownRedrawsAndNilResets() {
        let log = PresenterRecorder()
        let host = RecordingEmptyStateHost()
        var page = EmptyStateConfiguration(
            title: "A", image: EmptyStateImage(name: "i", tint: .black), verticalOffset: 30, animation: .none)
        let list = presenter("L", log: log, configuration: page, host: host)
        list.update(itemCount: 0)
        page.title = "B"
        page.image?.tint = nil
        page.verticalOffset = 0
        list.configuration = page
        list.configuration = page
        #expect(host.log == ["scroll=false", "show(instant)", "update"])
        #expect(host.shownLayout?.items == [.image(EmptyStateImage(name: "i")), .title("B")])
        #expect(host.shownLayout?.verticalOffset == 0)
        #expect(log.events == ["L:willShow", "L:didShow"])
    }

    @Test func updateFromInsideACallbackRunsAfterTheCurrentChange() {
        var events: [EmptyStateEvent] = []
        let list = EmptyStatePresenter(configuration: EmptyStateConfiguration(animation: .none), clock: clock)
        list.onEvent = { [weak list] event in
            events.append(event)
            if event == .willShow { list?.update(itemCount: 5) }
        }
        list.update(itemCount: 0)
        #expect(events == [.willShow, .didShow, .willHide, .didHide])
        #expect(list.itemCount == 5)
        #expect(!list.isShown)
    }

    /// An update from the handler of the animation's end (a timer, not an `update` call) used to
    /// hide the page before `didShow`, which then arrived after `didHide`.
    @Test func updateFromTheAnimationEndRunsAfterDidShow() {
        var events: [EmptyStateEvent] = []
        let host = RecordingEmptyStateHost()
        let list = EmptyStatePresenter(configuration: .empty, clock: clock, host: host)
        list.onEvent = { [weak list] event in
            events.append(event)
            if event == .animationCompleted(finished: true) { list?.update(itemCount: 5) }
        }
        list.update(itemCount: 0)
        clock.advance(by: .milliseconds(500))
        #expect(events == [.willShow, .animationCompleted(finished: true), .didShow, .willHide, .didHide])
        #expect(host.log == ["scroll=false", "show(0.5 seconds)", "hide", "scroll=true"])
        #expect(list.itemCount == 5)
        #expect(!list.isShown && !list.isAnimating)
    }
}

/// Collects event descriptions from several presenters in one array.
@MainActor
final class PresenterRecorder {
    var events: [String] = []
}
