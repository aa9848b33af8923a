import Stagehand
import StagehandTesting
import SwiftUI
import Testing

@testable import StagehandSwiftUI

/// The arguments a SwiftUI view hands its model on every update take effect, although the model
/// is created once.
extension SwiftUIStubTests {
    @MainActor
    @Suite
    struct FollowingUpdatesTests {
        func makeModel(clock: ManualClock) -> StateContainerModel<String, String> {
            StandInAnimationLog.reset()
            let model = StateContainerModel(initialState: "a", clock: clock) { [$0] }
            model.container.containerWillAppear(animated: false)
            model.container.containerDidAppear(animated: false)
            return model
        }

        /// Runs every animation to its end, as SwiftUI would; bounded by `limit` rounds.
        func settle(_ model: StateContainerModel<String, String>, limit: Int = 20) {
            var rounds = 0
            while model.container.isTransitioning, rounds < limit {
                for child in model.host.arranged { model.host.childViewDidUpdate(child) }
                StandInAnimationLog.finishAll()
                rounds += 1
            }
        }

        @Test func newChildrenClosureIsUsedByTheNextTransition() {
            let model = makeModel(clock: ManualClock())
            model.follow(children: { ["new-\($0)"] }, policy: .coalesce, clock: nil, onAppearance: nil)

            model.container.setNeedsTransition(to: "b", animated: false)

            #expect(model.host.arranged.map(\.key) == ["new-b"])
        }

        @Test func changedPolicyAppliesToLaterRequests() {
            let model = makeModel(clock: ManualClock())
            var transitions: [String] = []
            model.container.observe { event in
                if case .didTransition(let from, let to, _) = event { transitions.append("\(from)->\(to)") }
            }
            model.follow(children: { [$0] }, policy: .queue, clock: nil, onAppearance: nil)
            #expect(model.container.policy == .queue)

            model.container.setNeedsTransition(to: "b", animated: true)
            model.container.setNeedsTransition(to: "c", animated: true)
            model.container.setNeedsTransition(to: "d", animated: true)
            settle(model)

            #expect(transitions == ["a->b", "b->c", "c->d"])
        }

        @Test func changedClockReceivesLaterTiming() {
            let first = ManualClock()
            let model = makeModel(clock: first)
            let second = ManualClock(start: .seconds(7))

            model.follow(children: { [$0] }, policy: .coalesce, clock: second, onAppearance: nil)
            model.container.clock.schedule(after: .seconds(1)) {}

            #expect(model.container.clock.now == .seconds(7))
            #expect(second.pendingCount == 1)
            #expect(first.pendingCount == 0)
        }

        @Test func newAppearanceCallbackReceivesLaterCalls() {
            let model = makeModel(clock: ManualClock())
            var old: [String] = []
            var new: [String] = []
            model.follow(
                children: { [$0] }, policy: .coalesce, clock: nil,
                onAppearance: { id, call, _ in old.append("\(id) \(call)") })
            model.container.setNeedsTransition(to: "b", animated: false)
            model.follow(
                children: { [$0] }, policy: .coalesce, clock: nil,
                onAppearance: { id, call, _ in new.append("\(id) \(call)") })
            model.container.setNeedsTransition(to: "c", animated: false)

            #expect(old == ["a willDisappear", "b willAppear", "a didDisappear", "b didAppear"])
            #expect(new == ["b willDisappear", "c willAppear", "b didDisappear", "c didAppear"])
        }

        @Test func emptyStateEventsAndTimingFollowTheLatestArguments() {
            let first = ManualClock()
            let second = ManualClock()
            let model = EmptyStateModel(configuration: .empty, clock: first)
            var old: [EmptyStateEvent] = []
            var new: [EmptyStateEvent] = []
            model.follow(onEvent: { old.append($0) }, clock: nil)
            model.presenter.update(itemCount: 3)
            model.follow(onEvent: { new.append($0) }, clock: second)

            model.presenter.update(itemCount: 0)

            #expect(old.isEmpty)
            #expect(new == [.willShow])
            #expect(first.pendingCount == 0)
            #expect(second.pendingCount == 1)
            second.advance(by: .seconds(1))
            #expect(new == [.willShow, .animationCompleted(finished: true), .didShow])
        }
    }
}
