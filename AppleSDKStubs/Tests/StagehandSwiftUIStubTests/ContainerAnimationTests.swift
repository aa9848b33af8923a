import Stagehand
import StagehandTesting
import SwiftUI
import Testing

@testable import StagehandSwiftUI

/// The SwiftUI host's animations, driven through `StateContainerModel` with a `ManualClock`;
/// the stand-in `withAnimation` records each animation, and the tests end them by hand the way
/// SwiftUI would when they finish.
extension SwiftUIStubTests {
    @MainActor
    @Suite
    struct ContainerAnimationTests {
        /// A screen whose loading state shows a spinner over the list.
        static func children(_ state: String) -> [String] {
            state == "loading" ? ["list", "spinner"] : ["list"]
        }

        func makeOnScreenModel(
            policy: TransitionPolicy = .coalesce
        ) -> (StateContainerModel<String, String>, ManualClock) {
            StandInAnimationLog.reset()
            let clock = ManualClock()
            let model = StateContainerModel(
                initialState: "ready", policy: policy, clock: clock, children: Self.children)
            model.container.containerWillAppear(animated: false)
            model.container.containerDidAppear(animated: false)
            return (model, clock)
        }

        func child(_ key: String, in model: StateContainerModel<String, String>) -> StateContainerChild<String>? {
            model.host.arranged.first { $0.key == key }
        }

        @Test func arrivingChildIsDrawnTransparentBeforeItsFadeStarts() throws {
            let (model, _) = makeOnScreenModel()
            model.container.setNeedsTransition(to: "loading", animated: true)

            let spinner = try #require(child("spinner", in: model))
            #expect(model.host.arranged.map(\.key) == ["list", "spinner"])
            #expect(spinner.opacity == 0)
            #expect(spinner.animationRequest == 1)
            #expect(StandInAnimationLog.entries.isEmpty)
            #expect(spinner.lastAppearanceCall == .willAppear)

            model.host.childViewDidUpdate(spinner)

            #expect(StandInAnimationLog.entries.count == 1)
            let animation = try #require(StandInAnimationLog.entries.first?.animation)
            #expect(animation == Animation.easeInOut(duration: 0.35).delay(0))
            #expect(spinner.opacity == 1)
            #expect(model.container.isTransitioning)
        }

        @Test func transitionEndsWhenSwiftUIReportsTheAnimationCompleteNotOnTheClock() throws {
            let (model, clock) = makeOnScreenModel()
            var events: [String] = []
            model.container.observe { event in
                if case .didTransition(let from, let to, _) = event { events.append("didTransition \(from)->\(to)") }
            }
            model.container.setNeedsTransition(to: "loading", animated: true)
            let spinner = try #require(child("spinner", in: model))
            model.host.childViewDidUpdate(spinner)

            clock.advance(by: .seconds(10))
            #expect(model.container.isTransitioning)
            #expect(spinner.lastAppearanceCall == .willAppear)
            #expect(events.isEmpty)

            StandInAnimationLog.finishAll()

            #expect(!model.container.isTransitioning)
            #expect(spinner.lastAppearanceCall == .didAppear)
            #expect(events == ["didTransition ready->loading"])
        }

        @Test func leavingChildFadesOutAndLosesItsViewWhenTheFadeCompletes() throws {
            let (model, _) = makeOnScreenModel()
            model.container.setNeedsTransition(to: "loading", animated: false)
            let spinner = try #require(child("spinner", in: model))
            #expect(spinner.opacity == 1)

            model.container.setNeedsTransition(to: "ready", animated: true)
            #expect(model.host.arranged.map(\.key) == ["list", "spinner"])
            #expect(spinner.opacity == 1)
            #expect(spinner.lastAppearanceCall == .willDisappear)

            model.host.childViewDidUpdate(spinner)
            #expect(spinner.opacity == 0)
            #expect(model.host.arranged.map(\.key) == ["list", "spinner"])

            StandInAnimationLog.finishAll()
            #expect(model.host.arranged.map(\.key) == ["list"])
            #expect(spinner.lastAppearanceCall == .didDisappear)
            #expect(!model.container.isTransitioning)
        }

        @Test func reduceMotionEndsEveryAnimationAtOnce() throws {
            let (model, _) = makeOnScreenModel()
            model.host.followReduceMotion(true)
            model.container.setNeedsTransition(to: "loading", animated: true)

            let spinner = try #require(child("spinner", in: model))
            #expect(StandInAnimationLog.entries.isEmpty)
            #expect(spinner.opacity == 1)
            #expect(spinner.lastAppearanceCall == .didAppear)
            #expect(!model.container.isTransitioning)
            #expect(!model.host.hasAnimationsInFlight)
        }

        @Test func nonAnimatedTransitionEndsAtOnceWithoutWithAnimation() throws {
            let (model, _) = makeOnScreenModel()
            model.container.setNeedsTransition(to: "loading", animated: false)

            let spinner = try #require(child("spinner", in: model))
            #expect(StandInAnimationLog.entries.isEmpty)
            #expect(spinner.opacity == 1)
            #expect(spinner.lastAppearanceCall == .didAppear)
            #expect(!model.container.isTransitioning)
        }

        @Test func viewUpdateWithNothingWaitingStartsNothing() throws {
            let (model, _) = makeOnScreenModel()
            model.container.setNeedsTransition(to: "loading", animated: true)
            let spinner = try #require(child("spinner", in: model))
            let list = try #require(child("list", in: model))

            model.host.childViewDidUpdate(list)
            #expect(StandInAnimationLog.entries.isEmpty)
            model.host.childViewDidUpdate(spinner)
            model.host.childViewDidUpdate(spinner)
            #expect(StandInAnimationLog.entries.count == 1)
        }

        @Test func completionOfAnInterruptedAnimationIsIgnored() throws {
            let (model, _) = makeOnScreenModel(policy: .interrupt)
            model.container.setNeedsTransition(to: "loading", animated: true)
            let spinner = try #require(child("spinner", in: model))
            model.host.childViewDidUpdate(spinner)
            let staleCompletion = try #require(StandInAnimationLog.entries.first?.completion)

            // Interrupting finishes the fade-in at once; the spinner now fades out.
            model.container.setNeedsTransition(to: "ready", animated: true)
            #expect(spinner.lastAppearanceCall == .willDisappear)
            #expect(model.container.isTransitioning)

            staleCompletion()

            #expect(model.container.isTransitioning)
            #expect(model.host.arranged.map(\.key) == ["list", "spinner"])
            #expect(spinner.lastAppearanceCall == .willDisappear)
        }

        @Test func disappearingMidFadeEndsTheTransition() throws {
            let (model, _) = makeOnScreenModel()
            model.container.setNeedsTransition(to: "loading", animated: true)
            let spinner = try #require(child("spinner", in: model))
            model.host.childViewDidUpdate(spinner)

            model.container.containerWillDisappear(animated: false)
            model.container.containerDidDisappear(animated: false)

            #expect(!model.container.isTransitioning)
            #expect(!model.host.hasAnimationsInFlight)
            #expect(spinner.opacity == 1)
            #expect(spinner.lastAppearanceCall == .didDisappear)
        }
    }
}
