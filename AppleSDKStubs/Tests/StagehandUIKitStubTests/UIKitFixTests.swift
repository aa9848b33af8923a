import Stagehand
import StagehandTesting
import Testing
import UIKit

@testable import StagehandUIKit

/// A comments screen as a storyboard scene: its initial state comes from the class.
final class StoryboardCommentsViewController: StateViewController<CommentsState> {
    let spinner = UIViewController()
    let comments = UIViewController()

    override class func storyboardInitialState() -> CommentsState? { .loading }

    override func children(for state: CommentsState) -> [UIViewController] {
        state == .loading ? [spinner] : [comments]
    }
}

/// A scene class that forgot to name its initial state.
final class UnconfiguredStoryboardViewController: StateViewController<CommentsState> {}

/// A base child that relies on the default transition, and a subclass that overrides it.
class CardViewController: TransitioningViewController {}

final class SlowCardViewController: CardViewController {
    override func stateTransition(isAppearing: Bool) -> ChildTransition {
        ChildTransition(duration: .seconds(2), delay: isAppearing ? .milliseconds(500) : .zero)
    }
}

/// Fixes a UIKit developer would otherwise hit (issue 10, item 5).
@MainActor
@Suite(.serialized)
struct UIKitFixTests {
    @Test func aStoryboardSceneStartsInTheStateItsClassNames() throws {
        UIKitCallRecorder.reset()
        let controller = try #require(StoryboardCommentsViewController(coder: NSCoder()))
        #expect(controller.currentState == .loading)
        present(controller, appearing: true, animated: false)
        #expect(controller.stateChildren == [controller.spinner])
        controller.setNeedsStateTransition(to: .comments, animated: false)
        #expect(controller.stateChildren == [controller.comments])
    }

    @Test func aStoryboardSceneWithoutAnInitialStateFailsInsteadOfGuessing() {
        #expect(UnconfiguredStoryboardViewController(coder: NSCoder()) == nil)
    }

    @Test func aSubclassCanGiveTheInitialStateFromItsOwnInitializer() throws {
        final class Scene: StateViewController<CommentsState> {
            required init?(coder: NSCoder) {
                super.init(coder: coder, initialState: .failed)
            }
        }
        let scene = try #require(Scene(coder: NSCoder()))
        #expect(scene.currentState == .failed)
    }

    @Test func storyboardPlaceholderViewsAreCreated() throws {
        let placeholder = try #require(StandardPlaceholderView(coder: NSCoder()))
        placeholder.preparePlaceholder(for: .empty, error: nil)
        #expect(placeholder.subviews.first is EmptyStateView)
        #expect(EmptyStateView(coder: NSCoder()) != nil)
    }

    @Test func aSubclassOverrideOfTheChildTransitionIsTheOneUsed() {
        let container = StateViewController<Int>(initialState: 0, clock: ManualClock())
        let base = CardViewController()
        let slow = SlowCardViewController()
        #expect(container.transition(for: base, isAppearing: true).duration == ChildTransition.fade.duration)
        let arriving = container.transition(for: slow, isAppearing: true)
        #expect(arriving.duration == .seconds(2))
        #expect(arriving.delay == .milliseconds(500))
        #expect(container.transition(for: slow, isAppearing: false).delay == .zero)
    }

    @Test func thePresetGrayTintFollowsDarkModeAndIncreasedContrast() {
        let tint = EmptyStateColor.gray.uiColor
        let light = components(tint, UITraitCollection(userInterfaceStyle: .light))
        let dark = components(tint, UITraitCollection(userInterfaceStyle: .dark))
        #expect(light != dark)
        #expect(components(UIColor.secondaryLabel, UITraitCollection(userInterfaceStyle: .dark)) == dark)
    }

    @Test func aCustomTranslucentColourBecomesOpaqueWithIncreasedContrast() {
        let color = EmptyStateColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).uiColor
        #expect(components(color, UITraitCollection(accessibilityContrast: .normal)) == [0.2, 0.4, 0.6, 0.5])
        #expect(components(color, UITraitCollection(accessibilityContrast: .high)) == [0.2, 0.4, 0.6, 1])
        #expect(components(color, UITraitCollection(userInterfaceStyle: .dark)) == [0.2, 0.4, 0.6, 0.5])
    }

    private func components(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }
}
