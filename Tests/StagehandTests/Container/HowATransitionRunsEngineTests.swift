import StagehandTesting
import Testing

@testable import Stagehand

// The engine's half of the "How a transition runs" article
// (Sources/Stagehand/Stagehand.docc/HowATransitionRuns.md): the same walk fed to the engine
// alone, with each batch of commands it returns, kept compiling and asserted here.

@MainActor
@Suite struct HowATransitionRunsEngineTests {
    typealias Screen = Article.Screen

    @Test func theSameWalkThroughTheEngineAlone() {
        let table = RecordingChild("table")
        let spinner = RecordingChild("spinner")
        var engine = ContainerEngine<Screen>(initialState: .loading, policy: .coalesce, sameState: (==))
        var commands: [ContainerCommand] = []
        // On screen, showing the table with the spinner over it.
        engine.appearance(.didAppear, animated: false, now: .zero, into: &commands)
        engine.appearanceStateSupplied(.loading, into: &commands)
        engine.transitionBegan(into: &commands)
        engine.childrenSupplied([table, spinner], into: &commands)
        engine.transitionsSupplied([.fade, .fade], into: &commands)
        #expect(engine.visibility == .onScreen && engine.isAtRest)
        commands.removeAll()

        engine.request(PendingRequest(state: .ready, animated: true, completions: []), into: &commands)
        #expect(describe(commands) == [])  // it waits for the next step
        _ = engine.runNextStep(now: .zero, into: &commands)
        #expect(describe(commands) == ["beginTransition(animated: true)"])
        commands.removeAll()
        engine.transitionBegan(into: &commands)
        #expect(describe(commands) == ["askChildren"])
        commands.removeAll()
        engine.childrenSupplied([table], into: &commands)
        #expect(describe(commands) == ["askTransitions([spinner], appearing: false)"])
        commands.removeAll()
        engine.transitionsSupplied([.fade], into: &commands)
        #expect(
            describe(commands) == [
                "willDetach(spinner)", "appearance(willDisappear, spinner, animated: true)",
                "arrangeViews([table, spinner])", "startAnimation(#1)",
            ])
        commands.removeAll()
        engine.animationEnded(AnimationToken(rawValue: 1), into: &commands)
        #expect(
            describe(commands) == [
                "removeView(spinner)", "appearance(didDisappear, spinner, animated: true)", "detach(spinner)",
                "endTransition(animated: true)",
            ])
        #expect(engine.isAtRest)
    }

    private func describe(_ commands: [ContainerCommand]) -> [String] {
        func name(_ object: AnyObject) -> String { (object as? RecordingChild)?.name ?? "?" }
        return commands.map { command in
            switch command {
            case .attach(let child): "attach(\(name(child)))"
            case .didAttach(let child): "didAttach(\(name(child)))"
            case .willDetach(let child): "willDetach(\(name(child)))"
            case .detach(let child): "detach(\(name(child)))"
            case .appearance(let call, let child, let animated):
                "appearance(\(call), \(name(child)), animated: \(animated))"
            case .arrangeViews(let children): "arrangeViews([\(children.map(name).joined(separator: ", "))])"
            case .removeViews(let children): "removeViews([\(children.map(name).joined(separator: ", "))])"
            case .removeView(let child): "removeView(\(name(child)))"
            case .startAnimation(let token): "startAnimation(\(token))"
            case .finishAnimation(let token, let child, _): "finishAnimation(\(token), \(name(child)))"
            case .scheduleTimer(let id, let delay): "scheduleTimer(\(id), after: \(delay))"
            case .cancelTimer(let id): "cancelTimer(\(id))"
            case .containerAppearance(let call, let animated): "containerAppearance(\(call), animated: \(animated))"
            case .beginTransition(let animated): "beginTransition(animated: \(animated))"
            case .askChildren: "askChildren"
            case .askTransitions(let children, let appearing):
                "askTransitions([\(children.map(name).joined(separator: ", "))], appearing: \(appearing))"
            case .askAppearanceState: "askAppearanceState"
            case .endTransition(let animated): "endTransition(animated: \(animated))"
            case .settle(_, let outcome): "settle(\(outcome))"
            }
        }
    }
}
