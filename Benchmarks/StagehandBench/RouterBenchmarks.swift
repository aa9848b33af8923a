import CMallocCounter
import Stagehand

/// Router dispatch benchmarks (R2) next to the plain `StateMachine` on the same W2 ring and
/// stream, in one run.
///
/// R2 routes the W2 stream (a 50-state ring, 3 allowed events per state, ~30 % invalid) through a
/// `Router` over the same rules. "No screens": the router against the plain machine.
/// "One screen per route": the router with one registered screen per route against the plain
/// machine that calls the same screens by hand (leave, then enter, with the same change value),
/// so the ratio is the router's own cost on top of the screens' callbacks. The goal row's
/// baseline holds its screens weakly, as the router must (a screen may be released from any
/// callback, and the router keeps none alive); the row against screens held strongly, and the
/// row that measures weak references alone, show what holding screens weakly costs by itself
/// (loading a weak reference and releasing the loaded one, per call). Timing and allocation
/// counting are those of ``MachineBenchmarks/compare(events:baseline:_:stagehand:_:)``. Each
/// router's setup (untimed) runs the stream once and resets the path to the initial route, so
/// its back stack already has room for every route the timed run pushes: growing it is memory
/// the app asked for (the history), not dispatch.
@MainActor
enum RouterBenchmarks {
    typealias RingRouter = Router<Ring, RingEvent, String>
    typealias Change = RouteChange<Ring, RingEvent, String>

    /// A screen that counts its callbacks; unchecked exclusivity, as the router is the only caller.
    final class CountingScreen: RouteScreen {
        typealias Route = Ring
        typealias Event = RingEvent
        typealias Context = String

        @exclusivity(unchecked) var left = 0
        @exclusivity(unchecked) var entered = 0

        func routeWillLeave(_ change: Change) { left &+= 1 }
        func routeDidEnter(_ change: Change) { entered &+= 1 }
    }

    static func run() {
        let quick = MachineBenchmarks.quick
        print(
            "== Router dispatch (release; median of \(MachineBenchmarks.repeats) runs; thread CPU ns/event) =="
        )
        let stream = MachineBenchmarks.ringStream(
            count: 1_000_000 / MachineBenchmarks.scale, invalidShare: 0.3, seed: 0x5EED)
        let definition = MachineBenchmarks.ringDefinition()
        let rows = [
            noScreens(definition, stream.events), oneScreenPerRoute(definition, stream.events),
            oneScreenPerRouteAgainstStrong(definition, stream.events), weakReferenceFloor(definition, stream.events),
        ]
        print(
            "R2 stream: the W2 stream, \(stream.events.count) events, \(stream.invalid) invalid"
                + (quick ? " (quick)" : ""))
        print("")
        print(
            "| workload | events | baseline ns/event | Router ns/event | ratio | goal | allocations/event (baseline, Router) |"
        )
        print("|---|---|---|---|---|---|---|")
        for row in rows { print(row.line) }
        print("")
    }

    // MARK: No screens

    static func noScreens(
        _ definition: StateMachine<Ring, RingEvent>.Definition, _ events: [RingEvent]
    )
        -> MachineBenchmarks.Row
    {
        let (baseline, router) = MachineBenchmarks.compare(
            events: events.count,
            baseline: { MachineBenchmarks.started(definition) }, { MachineBenchmarks.ringStagehand($0, events) },
            stagehand: { makeRouter(definition, screens: [], warmUp: events) }, { ringRouter($0, events) })
        return MachineBenchmarks.Row(
            name: "R2 router, no screens (baseline: plain StateMachine W2)", events: events.count,
            baseline: baseline, stagehand: router, goal: 2)
    }

    @inline(never)
    static func ringRouter(_ router: RingRouter, _ events: [RingEvent]) -> Int {
        var checksum = 0
        for event in events {
            do { try router.send(event) } catch { checksum &+= 1_000_003 }
            checksum &+= Int(router.route.rawValue)
        }
        return checksum
    }

    // MARK: One screen per route

    /// The router's screens held in the router (weakly) against the same screens called by hand
    /// through weak references: the goal row.
    static func oneScreenPerRoute(
        _ definition: StateMachine<Ring, RingEvent>.Definition, _ events: [RingEvent]
    )
        -> MachineBenchmarks.Row
    {
        let (baseline, router) = MachineBenchmarks.compare(
            events: events.count,
            baseline: { () -> (StateMachine<Ring, RingEvent>, [CountingScreen], WeakSlots) in
                let screens = Ring.allCases.map { _ in CountingScreen() }
                return (MachineBenchmarks.started(definition), screens, WeakSlots(screens))
            }, { ringByHandWeakly($0.0, $0.1, $0.2, events) },
            stagehand: { routerWithScreens(definition, events) }, { ringRouterWithScreens($0.0, $0.1, events) })
        return MachineBenchmarks.Row(
            name: "R2 router, one screen per route (baseline: W2 + the same screens called by hand, held weakly)",
            events: events.count, baseline: baseline, stagehand: router, goal: 2)
    }

    /// The same router against a by-hand loop that holds its screens strongly (so no screen
    /// could be released from a callback): the router's cost plus that of holding screens weakly.
    static func oneScreenPerRouteAgainstStrong(
        _ definition: StateMachine<Ring, RingEvent>.Definition, _ events: [RingEvent]
    )
        -> MachineBenchmarks.Row
    {
        let (baseline, router) = MachineBenchmarks.compare(
            events: events.count,
            baseline: { () -> (StateMachine<Ring, RingEvent>, [any RouteScreen<Ring, RingEvent, String>]) in
                (MachineBenchmarks.started(definition), Ring.allCases.map { _ in CountingScreen() })
            }, { ringByHand($0.0, $0.1, events) },
            stagehand: { routerWithScreens(definition, events) }, { ringRouterWithScreens($0.0, $0.1, events) })
        return MachineBenchmarks.Row(
            name: "(for reference) R2 router, one screen per route (baseline: the same screens held strongly)",
            events: events.count, baseline: baseline, stagehand: router, goal: nil)
    }

    /// A warmed-up router with one counting screen per route, the counters reset.
    static func routerWithScreens(
        _ definition: StateMachine<Ring, RingEvent>.Definition, _ events: [RingEvent]
    ) -> (RingRouter, [CountingScreen]) {
        let screens = Ring.allCases.map { _ in CountingScreen() }
        let router = makeRouter(definition, screens: screens, warmUp: events)
        for screen in screens {
            screen.left = 0
            screen.entered = 0
        }
        return (router, screens)
    }

    // MARK: Weak references

    /// Screens held weakly in raw storage, as the router holds them (loaded in place, no copy).
    final class WeakSlots {
        struct Slot {
            weak var screen: (any RouteScreen<Ring, RingEvent, String>)?
        }

        let base: UnsafeMutablePointer<Slot>
        let count: Int

        init(_ screens: [CountingScreen]) {
            count = screens.count
            base = .allocate(capacity: count)
            for (index, screen) in screens.enumerated() { (base + index).initialize(to: Slot(screen: screen)) }
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    /// What holding the screens weakly costs by itself: the by-hand loop with strong references
    /// against the same loop loading each screen from a weak reference (as any router that does
    /// not keep its screens alive must, at two atomic reference-count operations per call).
    static func weakReferenceFloor(
        _ definition: StateMachine<Ring, RingEvent>.Definition, _ events: [RingEvent]
    )
        -> MachineBenchmarks.Row
    {
        let (baseline, weak) = MachineBenchmarks.compare(
            events: events.count,
            baseline: { () -> (StateMachine<Ring, RingEvent>, [any RouteScreen<Ring, RingEvent, String>]) in
                (MachineBenchmarks.started(definition), Ring.allCases.map { _ in CountingScreen() })
            }, { ringByHand($0.0, $0.1, events) },
            stagehand: { () -> (StateMachine<Ring, RingEvent>, [CountingScreen], WeakSlots) in
                let screens = Ring.allCases.map { _ in CountingScreen() }
                return (MachineBenchmarks.started(definition), screens, WeakSlots(screens))
            }, { ringByHandWeakly($0.0, $0.1, $0.2, events) })
        return MachineBenchmarks.Row(
            name: "(for reference) W2 + screens called by hand through weak references (baseline: held strongly)",
            events: events.count, baseline: baseline, stagehand: weak, goal: nil)
    }

    /// ``ringByHand(_:_:_:)`` loading each screen from a weak reference in place.
    @inline(never)
    static func ringByHandWeakly(
        _ machine: StateMachine<Ring, RingEvent>, _ screens: [CountingScreen], _ slots: WeakSlots,
        _ events: [RingEvent]
    ) -> Int {
        var checksum = 0
        let base = slots.base
        for event in events {
            let from = machine.state
            do {
                try machine.send(event)
                let change = Change(from: from, to: machine.state, cause: .event(event), context: nil)
                (base + Int(from.rawValue)).pointee.screen?.routeWillLeave(change)
                (base + Int(change.to.rawValue)).pointee.screen?.routeDidEnter(change)
            } catch {
                checksum &+= 1_000_003
            }
            checksum &+= Int(machine.state.rawValue)
        }
        var total = 0
        for screen in screens { total &+= screen.left &* 7 &+ screen.entered &* 13 }
        return checksum &+ total
    }

    /// The plain machine, calling the screen of the route left and of the route entered itself.
    @inline(never)
    static func ringByHand(
        _ machine: StateMachine<Ring, RingEvent>, _ screens: [any RouteScreen<Ring, RingEvent, String>],
        _ events: [RingEvent]
    ) -> Int {
        var checksum = 0
        for event in events {
            let from = machine.state
            do {
                try machine.send(event)
                let change = Change(from: from, to: machine.state, cause: .event(event), context: nil)
                screens[Int(from.rawValue)].routeWillLeave(change)
                screens[Int(change.to.rawValue)].routeDidEnter(change)
            } catch {
                checksum &+= 1_000_003
            }
            checksum &+= Int(machine.state.rawValue)
        }
        var total = 0
        for case let screen as CountingScreen in screens { total &+= screen.left &* 7 &+ screen.entered &* 13 }
        return checksum &+ total
    }

    @inline(never)
    static func ringRouterWithScreens(
        _ router: RingRouter, _ screens: [CountingScreen], _ events: [RingEvent]
    )
        -> Int
    {
        var checksum = 0
        for event in events {
            do { try router.send(event) } catch { checksum &+= 1_000_003 }
            checksum &+= Int(router.route.rawValue)
        }
        var total = 0
        for screen in screens { total &+= screen.left &* 7 &+ screen.entered &* 13 }
        return checksum &+ total
    }

    /// A started router over `definition` with `screens[i]` registered for route `i`; it has
    /// routed `warmUp` once and is back on the initial route with an empty back stack.
    static func makeRouter(
        _ definition: StateMachine<Ring, RingEvent>.Definition, screens: [CountingScreen], warmUp: [RingEvent]
    ) -> RingRouter {
        let router = RingRouter(definition)
        for (route, screen) in zip(Ring.allCases, screens) { router.register(screen, for: route) }
        router.start()
        for event in warmUp { _ = try? router.send(event) }
        _ = try? router.open([.s0])
        return router
    }
}
