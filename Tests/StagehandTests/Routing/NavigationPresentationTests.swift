import Foundation
import Stagehand
import StagehandTesting
import Testing

/// Presentations: a sheet, and a confirmation inside it, shown exactly while their states are
/// active, over stacks that do not change; dismissals go through the chart.
@MainActor
@Suite struct NavigationPresentationTests {
    enum Page: String, Hashable, Sendable, Codable {
        case tabs, comments, list, detail, compose, form, confirmDelete, account, landing
    }

    typealias Router = NavigationRouter<Page, String, String>

    static func chart() throws -> Statechart<Page, String>.Definition {
        try Statechart<Page, String>.Definition(initial: .tabs) {
            Parallel(Page.tabs) {
                ChartState(Page.comments) {
                    ChartState(Page.list) { On("open", to: Page.detail) }
                    ChartState(Page.detail) { On("compose", to: Page.compose) }
                    ChartState(Page.compose) {
                        ChartState(Page.form) { On("delete", to: Page.confirmDelete) }
                        ChartState(Page.confirmDelete) {
                            On("keep", to: Page.form)
                            On("reallyDelete", to: Page.list)
                        }
                        On("cancelCompose", "post", to: Page.detail)
                    }
                }
                ChartState(Page.account) { ChartState(Page.landing) }
            }
        }
    }

    static let presentations: [Page: NavigationPresentation<String>] = [
        .compose: .sheet(dismissEvent: "cancelCompose"),
        .confirmDelete: .alert(
            .confirmation, title: "Delete the draft?",
            buttons: [
                NavigationPresentationButton("Delete", role: .destructive, sends: "reallyDelete"),
                NavigationPresentationButton("Keep", role: .cancel, sends: "keep"),
            ]),
    ]

    /// A started router with the log of each change: cause, stack edits, presentation edits.
    static func router() throws -> (Router, Log) {
        let router = try Router(try chart(), tabs: .tabs, presentations: presentations)
        let log = Log()
        router.observe { change in
            let navigation = change.navigation!
            log.entries.append(
                "\(change.cause): \(navigation.edits.map(\.description)) \(navigation.presentationEdits.map(\.description))"
            )
        }
        router.start()
        try router.send("open")
        log.entries.removeAll()
        return (router, log)
    }

    @MainActor final class Log {
        var entries: [String] = []
    }

    @Test func aSheetShowsOverAStackThatDoesNotChangeAndGoesWhenItsStateIsLeft() throws {
        let (router, log) = try Self.router()
        try router.send("compose")
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(router.visibleRoute == .detail)
        #expect(router.presentations == [.compose])
        try router.send("post")
        #expect(router.presentations.isEmpty)
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(
            log.entries == [
                "event 'compose': [] [\"present compose\"]", "event 'post': [] [\"dismiss compose\"]",
            ])
    }

    @Test func presentationsStackInOrderAndLeavingBothDismissesTheLastFirst() throws {
        let (router, log) = try Self.router()
        try router.send("compose")
        try router.send("delete")
        #expect(router.presentations == [.compose, .confirmDelete])
        try router.send("keep")
        #expect(router.presentations == [.compose])
        try router.send("delete")
        try router.send("reallyDelete")
        #expect(router.presentations.isEmpty)
        #expect(router.stack(of: .comments) == [.list])
        #expect(
            log.entries == [
                "event 'compose': [] [\"present compose\"]",
                "event 'delete': [] [\"present confirmDelete\"]",
                "event 'keep': [] [\"dismiss confirmDelete\"]",
                "event 'delete': [] [\"present confirmDelete\"]",
                "event 'reallyDelete': [\"comments: pop 1\"] [\"dismiss confirmDelete\", \"dismiss compose\"]",
            ])
    }

    @Test func theUserDismissesThroughTheChart() throws {
        let (router, log) = try Self.router()
        #expect(throws: RouterError<Page, String>.nothingPresented(visibleRoute: .detail)) { try router.dismiss() }
        try router.send("compose")
        try router.send("delete")
        // Escape on the confirmation: its cancel button's event.
        #expect(router.presentation(of: .confirmDelete)?.dismissEvent == "keep")
        try router.dismiss()
        #expect(router.presentations == [.compose])
        try router.dismiss()
        #expect(router.presentations.isEmpty)
        #expect(
            log.entries.suffix(2) == [
                "event 'keep': [] [\"dismiss confirmDelete\"]", "event 'cancelCompose': [] [\"dismiss compose\"]",
            ])
        let strict = try Router(try Self.chart(), tabs: .tabs, presentations: [.compose: .sheet(dismissEvent: nil)])
        strict.start()
        try strict.send("open")
        try strict.send("compose")
        #expect(throws: RouterError<Page, String>.notDismissible(.compose)) { try strict.dismiss() }
        #expect(strict.presentations == [.compose])
    }

    @Test func presentationsThatCannotBeAreRefusedWhenTheRouterIsMade() {
        #expect(throws: NavigationDefinitionError<Page>.invalidPresentation(.tabs, reason: "it is the tabs state")) {
            try Router(try Self.chart(), tabs: .tabs, presentations: [.tabs: .sheet(dismissEvent: nil)])
        }
        #expect(throws: NavigationDefinitionError<Page>.invalidPresentation(.comments, reason: "it is a tab")) {
            try Router(try Self.chart(), tabs: .tabs, presentations: [.comments: .sheet(dismissEvent: nil)])
        }
    }

    @Test func aSnapshotTakenUnderASheetRestoresTheSheetOverItsStack() throws {
        let (router, _) = try Self.router()
        try router.send("compose")
        try router.send("delete")
        let saved = try JSONDecoder().decode(
            NavigationSnapshot<Page, String>.self, from: JSONEncoder().encode(router.snapshot()))
        let (restored, log) = (try Router(try Self.chart(), tabs: .tabs, presentations: Self.presentations), Log())
        restored.observe { log.entries.append("\($0.navigation!.presentationEdits.map(\.description))") }
        try restored.restore(saved)
        #expect(restored.stack(of: .comments) == [.list, .detail])
        #expect(restored.presentations == [.compose, .confirmDelete])
        #expect(log.entries == ["[\"present compose\", \"present confirmDelete\"]"])
        try restored.send("reallyDelete")
        #expect(restored.stack(of: .comments) == [.list])
    }

    @Test func aDeepLinkMayEndWithAPresentationReachableFromTheStackItSets() throws {
        let (router, log) = try Self.router()
        try router.open([.comments, .list, .detail, .compose])
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(router.presentations == [.compose])
        #expect(log.entries.last == "open 'comments/list/detail/compose': [] [\"present compose\"]")
        try router.send("post")
        #expect(router.stack(of: .comments) == [.list, .detail])
        #expect(router.presentations.isEmpty)
        // Not reachable from the stack's top, or followed by more: refused, naming the segment.
        #expect(
            throws: RouterError<Page, String>.invalidLink(index: 2, segment: "compose", allowed: ["detail"])
        ) { try router.open(link: "comments/list/compose") }
        #expect(throws: RouterError<Page, String>.invalidLink(index: 3, segment: "form", allowed: [])) {
            try router.open(link: "comments/detail/compose/form")
        }
        #expect(router.presentations.isEmpty)
    }

    /// Whatever happens (events, back, tab switches, dismissals, deep links), the presented list
    /// is exactly the active presentation states, outermost first, and no stack holds one: the
    /// router compares only after a presentation state was entered or exited, so this checks
    /// that no way into or out of one is missed. 200 seeded runs of 60 requests.
    @Test(arguments: 0..<200) func thePresentedListIsAlwaysTheActivePresentationStates(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let (router, _) = try Self.router()
        let events = ["open", "compose", "delete", "keep", "reallyDelete", "cancelCompose", "post", "nothing"]
        let links: [[Page]] = [
            [.comments, .list, .detail, .compose], [.comments, .list], [.account, .landing],
            [.comments, .list, .detail],
        ]
        let order: [Page] = [.compose, .confirmDelete]
        for _ in 0..<60 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0: _ = try? router.back()
            case 1: _ = try? router.dismiss()
            case 2: _ = try? router.select(tab: Bool.random(using: &random) ? .comments : .account)
            case 3: _ = try? router.open(links[Int.random(in: 0..<links.count, using: &random)])
            default: _ = try? router.send(events[Int.random(in: 0..<events.count, using: &random)])
            }
            #expect(router.presentations == order.filter { router.isActive($0) })
            for tab in router.tabs {
                #expect(router.stack(of: tab).allSatisfy { !order.contains($0) && $0 != .form })
            }
        }
    }
}
