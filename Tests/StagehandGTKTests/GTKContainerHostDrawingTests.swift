import Testing

@testable import StagehandGTK

/// The values the container host draws with: what reaches the pixels, and what keeps cairo's
/// caches warm.
@Suite struct GTKContainerHostDrawingTests {
    @Test func opacitiesBelowHalfAnEightBitStepAreNotDrawn() {
        #expect(GTKContainerHost.drawnOpacity(0) == 0)
        #expect(GTKContainerHost.drawnOpacity(0.0004) == 0)  // easeInOutCubic after one frame of 350 ms
        #expect(GTKContainerHost.drawnOpacity(0.5 / 255) == 0.5 / 255)
        #expect(GTKContainerHost.drawnOpacity(0.3) == 0.3)
        #expect(GTKContainerHost.drawnOpacity(1) == 1)
    }

    @Test func scalesRecurInFourHundredthSteps() {
        #expect(GTKContainerHost.drawnScale(1) == 1)
        #expect(GTKContainerHost.drawnScale(0.97) == 0.97)
        #expect(GTKContainerHost.drawnScale(0.97123) == 0.97)
        #expect(GTKContainerHost.drawnScale(0.9738) == 0.975)
        let frames = (0...21).map { GTKContainerHost.drawnScale(0.97 + 0.03 * Double($0) / 21) }
        #expect(Set(frames).count == 13, "a 0.97 → 1 scale draws 13 distinct scales over 22 frames")
    }

    @Test func theDefaultFadeEasesOutSoItsFirstFrameMoves() {
        #expect(GTKContainerHost.easing == .easeOutCubic)
    }
}
