// A fixture for availability_lint_selftest.py, never compiled: every way code uses a member (bare
// calls, trailing closures, implicit-self reads, chained and continued calls, overrides), guarded
// and unguarded. The self-test expects exactly the problems its EXPECTED_USE_PROBLEMS lists.
#if canImport(UIKit)
final class Screen: FixtureController {
    override var fixtureChildForBars: FixtureController? { nil }

    func bareCall() {
        fixtureHideBars()
    }

    func chained(_ other: FixtureController?) {
        other?.fixtureHideBars()
        self.fixtureHideBars()
        other?
            .fixtureHideBars()
    }

    func trailingClosure() {
        fixtureAnimateNewer {
            print("done")
        }
        fixtureWithNewerScope { print("scoped") }
    }

    func implicitSelf() -> FixtureController? {
        fixtureChildForBars
    }

    func notUses(fixtureHideBars: Bool) {
        configure(fixtureHideBars: true)
        print("fixtureHideBars()")  // fixtureHideBars() in a comment
    }

    func guarded() {
        #if !os(tvOS)
        fixtureHideBars()
        _ = fixtureChildForBars
        #endif
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
            fixtureAnimateNewer {}
        }
        #if !targetEnvironment(macCatalyst)
        fixtureTouchOnly()
        #endif
    }

    func catalyst() {
        fixtureTouchOnly()
    }

    func configure(fixtureHideBars: Bool) {}
}
#endif
