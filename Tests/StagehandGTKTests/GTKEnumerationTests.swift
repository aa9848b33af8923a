import CAdwaita
import Testing

@testable import StagehandGTK

/// The C-to-Swift direction of the GTK enum wrappers, derived from their one mapping.
struct GTKEnumerationTests {
    @Test func everyAlignmentReadsBackAsItself() {
        #expect(Align.allCases.map { Align($0.gtk) } == [.fill, .start, .end, .center])
    }

    @Test func aBaselineAlignmentReadsBackAsFill() {
        #expect(Align(GTK_ALIGN_BASELINE) == .fill)
    }

    @Test func everyStackTransitionReadsBackAsItself() {
        #expect(
            StackTransition.allCases.map { StackTransition($0.gtk) } == [
                .none, .crossfade, .slideLeft, .slideRight, .slideUp, .slideDown,
            ])
    }

    @Test func aTransitionNotOfferedReadsBackAsNone() {
        #expect(StackTransition(GTK_STACK_TRANSITION_TYPE_ROTATE_LEFT) == .none)
        #expect(StackTransition(GTK_STACK_TRANSITION_TYPE_OVER_UP) == .none)
    }
}
