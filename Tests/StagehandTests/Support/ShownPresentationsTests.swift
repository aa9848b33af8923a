import Stagehand
import Testing

/// The presentations a backend shows, and the user's dismissals and button choices decided
/// through them, over the chart of ``NavigationPresentationTests`` (a sheet with a confirmation
/// inside it; here the confirmation has no dismiss event, so the user cannot dismiss it).
@MainActor
@Suite struct ShownPresentationsTests {
    typealias Page = NavigationPresentationTests.Page
    typealias Shown = ShownPresentations<Page, String, String, String>

    /// A router showing the sheet and the confirmation over it, each with a view named after it.
    static func showingBoth() throws -> (NavigationPresentationTests.Router, Shown, Errors) {
        var presentations = NavigationPresentationTests.presentations
        presentations[.confirmDelete]?.dismissEvent = nil
        let router = try NavigationPresentationTests.Router(
            try NavigationPresentationTests.chart(), tabs: .tabs, presentations: presentations)
        router.start()
        try router.send("open")
        try router.send("compose")
        try router.send("delete")
        let shown = Shown(router: router)
        shown.append(.compose, "sheet")
        shown.append(.confirmDelete, "alert")
        let errors = Errors()
        shown.onError = { errors.received.append($0) }
        return (router, shown, errors)
    }

    @MainActor final class Errors {
        var received: [RouterError<Page, String>] = []
    }

    @Test func entriesAreKeptInOrderAndAClosedOneHasNoOpenView() throws {
        let (_, shown, _) = try Self.showingBoth()
        #expect(shown.routes == [.compose, .confirmDelete])
        #expect(shown.openView(of: .confirmDelete) == "alert")
        #expect(shown.close(where: { $0.view == "alert" }) == .confirmDelete)
        #expect(shown.openView(of: .confirmDelete) == nil)
        #expect(shown.close(where: { $0.view == "nothing" }) == nil)
        #expect(shown.remove(.confirmDelete)?.view == "alert")
        #expect(shown.remove(.confirmDelete) == nil)
        #expect(shown.routes == [.compose])
    }

    @Test func aButtonSendsItsEventAndALeftStateIsNotShownAgain() throws {
        let (router, shown, errors) = try Self.showingBoth()
        _ = shown.close(where: { $0.route == .confirmDelete })
        shown.choose(1, of: .confirmDelete)
        #expect(router.presentations == [.compose])
        #expect(shown.reopenable(where: { $0.route == .confirmDelete }) == nil)
        #expect(errors.received == [])
    }

    @Test func escapeOnAPresentationWithoutADismissEventIsRefusedAndItIsShownAgain() throws {
        let (router, shown, errors) = try Self.showingBoth()
        _ = shown.close(where: { $0.route == .confirmDelete })
        shown.choose(nil, of: .confirmDelete)
        #expect(errors.received == [.notDismissible(.confirmDelete)])
        #expect(router.presentations == [.compose, .confirmDelete])
        let again = try #require(shown.reopenable(where: { $0.route == .confirmDelete }))
        #expect(again.position == 1)
        #expect(again.presentation.buttons.map(\.title) == ["Delete", "Keep"])
        shown.reopen(at: again.position, in: "alert again")
        #expect(shown.openView(of: .confirmDelete) == "alert again")
    }

    @Test func aButtonTheConfirmationDoesNotHaveAsksForTheDismissal() throws {
        let (router, shown, errors) = try Self.showingBoth()
        shown.choose(2, of: .confirmDelete)
        #expect(errors.received == [.notDismissible(.confirmDelete)])
        #expect(router.presentations == [.compose, .confirmDelete])
    }

    @Test func onlyThePresentationOnTopCanBeDismissed() throws {
        let (router, shown, errors) = try Self.showingBoth()
        shown.requestDismissal(of: .compose)
        #expect(router.presentations == [.compose, .confirmDelete])
        shown.choose(1, of: .confirmDelete)
        shown.requestDismissal(of: .compose)
        #expect(router.presentations == [])
        #expect(router.visibleRoute == .detail)
        #expect(errors.received == [])
    }
}
