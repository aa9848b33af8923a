import Foundation
import NavigationTestCharts
import Stagehand
import StagehandSwiftUI
import SwiftUI
import Testing

/// `NavigationRouterModel`'s presentation bindings as `.sheet(item:)`, `.fullScreenCover(item:)`
/// and `.alert(_:isPresented:presenting:actions:message:)` use them.
@MainActor
@Suite
struct NavigationPresentationBindingTests {
    typealias Router = NavigationRouter<String, String, String>
    typealias Model = NavigationRouterModel<String, String, String>

    static func router() throws -> Router {
        try Router(
            NavigationTestCharts.presenting(), tabs: "tabs", presentations: NavigationTestCharts.presentations)
    }

    @MainActor
    final class Fixture {
        let router: Router
        let model: Model
        var causes: [RouteCause<String, String>] = []

        init() throws {
            router = try NavigationPresentationBindingTests.router()
            model = Model(router: router)
            model.start()
            try router.send("open")
            _ = router.observe { [weak self] change in self?.causes.append(change.cause) }
        }

        var bindings: ObservedObject<Model>.Wrapper { ObservedObject(wrappedValue: model).projectedValue }
    }

    @Test func theSheetBindingFollowsTheRouterLevelByLevel() throws {
        let fixture = try Fixture()
        let sheet = fixture.bindings[sheetAt: 0]
        #expect(sheet.wrappedValue == nil)
        try fixture.router.send("compose")
        #expect(fixture.model.presentations == ["compose"])
        #expect(sheet.wrappedValue?.route == "compose")
        #expect(sheet.wrappedValue?.level == 0)
        #expect(fixture.bindings[coverAt: 0].wrappedValue == nil)
        #expect(!fixture.bindings[alertAt: 0].wrappedValue)

        try fixture.router.send("delete")
        #expect(fixture.model.presentations == ["compose", "confirmDelete"])
        #expect(fixture.bindings[sheetAt: 1].wrappedValue == nil)
        #expect(fixture.bindings[alertAt: 1].wrappedValue)
        #expect(fixture.model.alert(at: 1)?.presentation.title == "Delete the draft?")

        // The chart leaves both: both bindings go.
        try fixture.router.send("reallyDelete")
        #expect(fixture.model.presentations.isEmpty)
        #expect(sheet.wrappedValue == nil)
        #expect(!fixture.bindings[alertAt: 1].wrappedValue)
        #expect(fixture.model.stacks["comments"] == ["list"])
    }

    @Test func theSystemDismissingTheSheetSendsItsDismissEventOnce() throws {
        let fixture = try Fixture()
        try fixture.router.send("compose")
        fixture.causes = []
        fixture.bindings[sheetAt: 0].wrappedValue = nil
        #expect(fixture.causes == [.event("cancelCompose")])
        #expect(fixture.model.presentations.isEmpty)
        // SwiftUI writing nil again (the sheet has gone) changes nothing.
        fixture.bindings[sheetAt: 0].wrappedValue = nil
        #expect(fixture.causes == [.event("cancelCompose")])
    }

    @Test func aCoverWithoutDismissEventStaysAndReportsTheRefusal() throws {
        let fixture = try Fixture()
        try fixture.router.send("cover")
        let cover = fixture.bindings[coverAt: 0]
        #expect(cover.wrappedValue?.route == "cover")
        fixture.causes = []
        cover.wrappedValue = nil
        #expect(fixture.causes.isEmpty)
        #expect(fixture.model.lastError == .notDismissible("cover"))
        #expect(cover.wrappedValue?.route == "cover")
    }

    @Test func alertButtonsSendTheirEventsAndTheSystemClosingItSendsNothing() throws {
        let fixture = try Fixture()
        try fixture.router.send("compose")
        try fixture.router.send("delete")
        fixture.causes = []
        let isPresented = fixture.bindings[alertAt: 1]
        // The system sets the binding to false when a button is chosen; that alone sends nothing.
        isPresented.wrappedValue = false
        #expect(fixture.causes.isEmpty)
        #expect(isPresented.wrappedValue)
        let keep = try #require(fixture.model.alert(at: 1)?.presentation.buttons.last)
        fixture.model.choose(keep)
        #expect(fixture.causes == [.event("keep")])
        #expect(fixture.model.presentations == ["compose"])
        #expect(!isPresented.wrappedValue)

        try fixture.router.send("delete")
        let delete = try #require(fixture.model.alert(at: 1)?.presentation.buttons.first)
        fixture.model.choose(delete)
        #expect(fixture.causes == [.event("keep"), .event("delete"), .event("reallyDelete")])
        #expect(fixture.model.presentations.isEmpty)
    }

    @Test func aRefusedButtonLeavesTheAlertShown() throws {
        let fixture = try Fixture()
        try fixture.router.send("compose")
        try fixture.router.send("delete")
        fixture.causes = []
        fixture.model.choose(NavigationPresentationButton("Other", sends: "unknown"))
        #expect(fixture.causes.isEmpty)
        #expect(fixture.model.lastError != nil)
        #expect(fixture.bindings[alertAt: 1].wrappedValue)
    }
}
