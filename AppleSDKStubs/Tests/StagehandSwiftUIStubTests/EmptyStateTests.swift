import Stagehand
import StagehandTesting
import SwiftUI
import Testing

@testable import StagehandSwiftUI

extension SwiftUIStubTests {
    /// The empty-state page's colours and its fade.
    @MainActor
    @Suite
    struct EmptyStateTests {
        @Test func neutralGrayBecomesTheAdaptiveSecondaryColour() {
            #expect(EmptyStateColor.gray.color(contrast: .standard) == .secondary)
            #expect(EmptyStateColor.gray.color(contrast: .increased) == .secondary)
            #expect(EmptyStateColor.clear.color(contrast: .increased) == .clear)
        }

        @Test func translucentColourIsOpaqueWithIncreasedContrast() {
            let tint = EmptyStateColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
            #expect(tint.color(contrast: .standard) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
            #expect(tint.color(contrast: .increased) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 1))
        }

        @Test func presetIconsBecomeTheirSFSymbolsAndOtherNamesStayAsGiven() {
            let search = EmptyStateImage(name: "system-search-symbolic")
            let offline = EmptyStateImage(name: "network-offline-symbolic")
            let custom = EmptyStateImage(name: "myArtwork")
            #expect(EmptyStateImageProvider.standard.image(for: search) == Image(systemName: "magnifyingglass"))
            #expect(EmptyStateImageProvider.standard.image(for: offline) == Image(systemName: "wifi.slash"))
            #expect(EmptyStateImageProvider.standard.image(for: custom) == Image("myArtwork"))
            #expect(EmptyStateImageProvider.systemSymbols.image(for: search) == Image(systemName: "magnifyingglass"))
            #expect(EmptyStateImageProvider.systemSymbols.image(for: custom) == Image(systemName: "myArtwork"))
        }

        @Test func pageFadesInUnlessReduceMotion() {
            StandInAnimationLog.reset()
            let model = EmptyStateModel(configuration: .empty, clock: ManualClock())
            model.presenter.update(itemCount: 0)
            #expect(StandInAnimationLog.entries.count == 1)
            #expect(model.layout != nil)

            StandInAnimationLog.reset()
            let reduced = EmptyStateModel(configuration: .empty, clock: ManualClock())
            reduced.follow(onEvent: nil, clock: nil, reduceMotion: true)
            reduced.presenter.update(itemCount: 0)
            #expect(StandInAnimationLog.entries.isEmpty)
            #expect(reduced.layout != nil)
        }
    }
}
