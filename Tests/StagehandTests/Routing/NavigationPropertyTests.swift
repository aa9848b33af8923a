import Stagehand
import StagehandTesting
import Testing

/// Counts what each state's screen heard.
@MainActor
final class BalanceScreen: RouteScreen {
    typealias Route = NavPage
    typealias Event = NavGo
    typealias Context = String

    var enters = 0
    var leaves = 0

    func routeWillLeave(_ change: NavChange) { leaves += 1 }
    func routeDidEnter(_ change: NavChange) { enters += 1 }
}

/// Random operations on the fixture router, from seeds; after each one the invariants hold:
/// each tab's stack ends in that region's active atomic state, stacks have no gaps (each step is
/// a transition of the chart), the selection is set exactly inside the tabs, and every screen
/// heard as many leaves as enters (one more enter while its state is active).
@MainActor
@Suite struct NavigationPropertyTests {
    static let rootLinks: Set<[NavPage]> = [[.splash, .tabs], [.tabs, .fullscreen], [.fullscreen, .tabs]]
    static let links: [[NavPage]] = [
        [.account, .signIn], [.account, .welcome, .signIn, .profile], [.comments, .detail], [.comments, .list],
        [.splash], [.splash, .tabs], [.tabs, .account], [.fullscreen],
    ]

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomOperationsKeepTheInvariants(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let router = try NavRouter(try NavFixture.definition(), tabs: .tabs)
        var screens: [NavPage: BalanceScreen] = [:]
        for page in NavPage.allCases {
            let screen = BalanceScreen()
            screens[page] = screen
            router.register(screen, for: page)
        }
        var changes = 0
        router.observe { _ in changes += 1 }
        router.start()
        var errors = 0
        for step in 0..<2_000 {
            do {
                switch random.next() % 10 {
                case 0...4: try router.send(NavGo.allCases[Int(random.next() % UInt64(NavGo.allCases.count))])
                case 5, 6: try router.back()
                case 7: try router.select(tab: router.tabs[Int(random.next() % 2)])
                default: try router.open(Self.links[Int(random.next() % UInt64(Self.links.count))])
                }
            } catch {
                errors += 1
            }
            check(router, screens, "seed \(seed) step \(step)")
        }
        // Both kinds of outcome happened.
        #expect(errors > 100 && changes > 500, "errors \(errors), changes \(changes)")
    }

    func check(_ router: NavRouter, _ screens: [NavPage: BalanceScreen], _ label: String) {
        let configuration = router.configuration
        if router.isInTabs {
            #expect(router.selectedTab != nil, "\(label)")
            for tab in router.tabs {
                let stack = router.stack(of: tab)
                let active = configuration.first { NavFixture.tabOf[$0] == tab }
                #expect(stack.last == active, "\(label): \(tab) \(stack) vs \(configuration)")
                for (from, to) in zip(stack, stack.dropFirst()) {
                    #expect(NavFixture.links[from, default: []].contains(to), "\(label): gap \(from)>\(to) in \(stack)")
                }
            }
            #expect(router.visibleRoute == router.stack(of: router.selectedTab!).last, "\(label)")
            #expect(router.rootStack.last == .tabs, "\(label)")
        } else {
            #expect(router.selectedTab == nil, "\(label)")
            #expect(router.tabs.allSatisfy { router.stack(of: $0).isEmpty }, "\(label)")
            #expect(router.rootStack.last == configuration.first, "\(label)")
            #expect(router.visibleRoute == configuration.first, "\(label)")
        }
        for (from, to) in zip(router.rootStack, router.rootStack.dropFirst()) {
            #expect(Self.rootLinks.contains([from, to]), "\(label): root gap \(from)>\(to) in \(router.rootStack)")
        }
        for (page, screen) in screens {
            let expected = router.isActive(page) ? 1 : 0
            #expect(screen.enters - screen.leaves == expected, "\(label): \(page) \(screen.enters)/\(screen.leaves)")
        }
    }
}
