import Stagehand
import StagehandTesting
import Testing

/// Random sequences of loading calls, model changes, placeholder replacements, appearance changes
/// and clock steps, checked against the decision table and the container's lifecycle contract.
@MainActor
@Suite struct ContentStateControllerPropertyTests {
    @Test(arguments: 0..<120)
    func randomSequencesKeepTheDecisionTableAndTheLifecycle(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 0xC0FF_EE00)
        let screen = ContentScreenFixture(timing: .standard)
        var expected: ContentState<LoadFailure> = .loading
        var onScreen = true
        var serial = 0

        for step in 0..<50 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                screen.controller.startLoading(animated: Bool.random(using: &random))
                expected = screen.model.items.isEmpty ? .loading : .content
            case 2, 3:
                let error: LoadFailure? = Bool.random(using: &random) ? .server(step) : nil
                screen.controller.endLoading(error: error, animated: Bool.random(using: &random))
                expected =
                    ContentStateDecision(hasContent: !screen.model.items.isEmpty, isLoading: false, error: error)
                    .state
            case 4:
                screen.model.items = Bool.random(using: &random) ? ["item"] : []
            case 5:
                serial += 1
                let replacement: RecordingChild? =
                    Int.random(in: 0..<4, using: &random) == 0 ? nil : RecordingChild("p\(serial)")
                switch Int.random(in: 0..<3, using: &random) {
                case 0: screen.controller.loadingPlaceholder = replacement
                case 1: screen.controller.errorPlaceholder = replacement
                default: screen.controller.emptyPlaceholder = replacement
                }
            case 6 where onScreen:
                screen.controller.container.containerWillDisappear(animated: true)
                screen.clock.advance(by: .milliseconds(100))
                screen.controller.container.containerDidDisappear(animated: true)
                onScreen = false
            case 6:
                screen.controller.container.containerWillAppear(animated: true)
                screen.clock.advance(by: .milliseconds(100))
                screen.controller.container.containerDidAppear(animated: true)
                onScreen = true
            default:
                screen.clock.advance(by: .milliseconds(50 * Int.random(in: 0...10, using: &random)))
            }
            #expect(screen.controller.currentState == expected, "seed \(seed) step \(step)")
        }

        screen.settle()
        let kind = screen.controller.currentState.kind
        let placeholder = screen.controller.placeholder(for: kind).map { [$0.name] } ?? []
        #expect(screen.controller.container.currentState.kind == kind, "seed \(seed)")
        #expect(screen.host.views == ["content"] + placeholder, "seed \(seed)")
        #expect(screen.host.attachedNames.sorted() == (["content"] + placeholder).sorted(), "seed \(seed)")
        #expect(screen.violations(initialState: "loading") == [], "seed \(seed)")
    }
}
