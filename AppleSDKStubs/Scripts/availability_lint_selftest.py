#!/usr/bin/env python3
"""Self-test of availability_lint.py: its stand-in parser on LintSelfTest/Declarations.swift, and
its use finder on LintSelfTest/Uses.swift (against LintSelfTest/UseDeclarations.swift).

The fixture declares members with modifiers in every order Apple's interfaces use
(`nonisolated public`, `@preconcurrency nonisolated public init`, `nonisolated(unsafe) public`,
`weak open var`),
opens braces on lines that start with an attribute, and has a public protocol, whose requirements
(no access modifier) are public, next to an internal one, whose are not. The parser must find each public
declaration, qualify it by its enclosing type (so the braces were counted right), give it its
floor, and report the one without a documentation page.

Uses.swift uses members of UseDeclarations.swift every way code does: bare calls, trailing-closure
calls, implicit-self reads, `self.` and optional-chained calls, a call continued on the next line,
an override, guarded by `#if !os(tvOS)`, `#available` and `#if !targetEnvironment(macCatalyst)`,
or not at all, next to argument labels, parameter names, strings and comments that are no uses.
The lint must report exactly the unguarded uses, each on every platform it fails on (Mac Catalyst
inheriting iOS's floor), against a fixed floor. Exit status 0 when both parts hold.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import availability_lint as lint  # noqa: E402

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "LintSelfTest")
FIXTURE = os.path.join(FIXTURES, "Declarations.swift")
USE_DECLARATIONS = os.path.join(FIXTURES, "UseDeclarations.swift")
USES = os.path.join(FIXTURES, "Uses.swift")
# The floor the use fixture is checked against (the package's, fixed here so the test stands alone).
USE_FLOOR = {"macOS": "14.0", "iOS": "17.0", "macCatalyst": "17.0", "tvOS": "17.0", "visionOS": "1.0"}
UNAVAILABLE_ON_TVOS = "is unavailable on tvOS; put the use inside an #if that excludes tvOS"


def newer(name, line):
    """The four problems of an unguarded use of an iOS 18 / tvOS 18 / visionOS 2 symbol."""
    return [
        f"Uses.swift:{line}: {name} (UIKit) needs {platform} {needed}; the deployment floor is {platform} "
        f"{USE_FLOOR[platform]} (guard it with #available, or use something that exists on the floor)"
        for platform, needed in (("iOS", "18.0"), ("macCatalyst", "18.0"), ("tvOS", "18.0"), ("visionOS", "2.0"))
    ]


EXPECTED_USE_PROBLEMS = (
    [
        f"Uses.swift:6: FixtureController.fixtureChildForBars (UIKit) {UNAVAILABLE_ON_TVOS}",  # override
        f"Uses.swift:9: FixtureController.fixtureHideBars (UIKit) {UNAVAILABLE_ON_TVOS}",  # bare call
        f"Uses.swift:13: FixtureController.fixtureHideBars (UIKit) {UNAVAILABLE_ON_TVOS}",  # other?.
        f"Uses.swift:14: FixtureController.fixtureHideBars (UIKit) {UNAVAILABLE_ON_TVOS}",  # self.
        f"Uses.swift:16: FixtureController.fixtureHideBars (UIKit) {UNAVAILABLE_ON_TVOS}",  # continued line
    ]
    + newer("FixtureController.fixtureAnimateNewer", 20)  # bare trailing-closure call
    + newer("fixtureWithNewerScope", 23)  # free function, trailing closure
    + [
        f"Uses.swift:27: FixtureController.fixtureChildForBars (UIKit) {UNAVAILABLE_ON_TVOS}",  # implicit self
        "Uses.swift:49: FixtureController.fixtureTouchOnly (UIKit) is unavailable on macCatalyst; put the use "
        "inside an #if that excludes macCatalyst (`#if !targetEnvironment(macCatalyst)`)",
    ]
)

EXPECTED_SYMBOLS = [
    "FixtureView: iOS 2.0, tvOS 9.0, visionOS 1.0",
    "FixtureView.init: iOS 2.0, tvOS 9.0, visionOS 1.0",
    "FixtureView.describe: iOS 2.0, tvOS 9.0, visionOS 1.0",
    "FixtureView.tag: iOS 17.0, tvOS 17.0, visionOS 1.0",
    "FixtureView.layoutGuides: iOS 2.0, tvOS 9.0, visionOS 1.0",
    "FixtureView.shared: iOS 2.0, tvOS 9.0, visionOS 1.0",
    "FixtureView.undocumented: iOS 2.0, tvOS 9.0, visionOS 1.0",
    "FixtureView.after: iOS 13.0, tvOS 13.0, visionOS 1.0",
    "FixtureView.delegate: iOS 2.0, tvOS 9.0, visionOS 1.0",
    "TopLevelAfter: iOS 17.0, tvOS 17.0, visionOS 1.0",
    "TopLevelAfter.init: iOS 17.0, tvOS 17.0, visionOS 1.0",
    "FixtureContentView: iOS 14.0, tvOS 14.0, visionOS 1.0",
    "FixtureContentView.Configuration: iOS 14.0, tvOS 14.0, visionOS 1.0",
    "FixtureContentView.configuration: iOS 14.0, tvOS 14.0, visionOS 1.0",
    "FixtureContentView.supports: iOS 16.0, tvOS 16.0, visionOS 1.0",
]
EXPECTED_PROBLEMS = ["stand-in FixtureView.undocumented has no Apple documentation URL in its comment"]


def compare(title, fixture, expected, actual):
    """Prints what differs; returns 0 when `actual` is `expected`, in order, and 1 otherwise."""
    if actual == expected:
        return 0
    print(f"FAIL availability lint self-test: the {title} from {os.path.relpath(fixture)} differ")
    for line in expected:
        if line not in actual:
            print(f"  missing:    {line}")
    for line in actual:
        if line not in expected:
            print(f"  unexpected: {line}")
    if sorted(actual) == sorted(expected):
        print(f"  (same lines, other order: {actual})")
    return 1


def main():
    symbols, problems = [], []
    lint.parse_stand_in(FIXTURE, "UIKit", symbols, problems)
    found = [
        f"{s.qualified}: " + ", ".join(f"{p} {s.introduced[p]}" for p in lint.PLATFORMS if p in s.introduced)
        for s in symbols
    ]
    reported = [problem.split(": ", 1)[1] for problem in problems]
    status = compare("symbols parsed", FIXTURE, EXPECTED_SYMBOLS, found)
    status |= compare("problems parsed", FIXTURE, EXPECTED_PROBLEMS, reported)

    use_symbols, use_declaration_problems, use_problems = [], [], []
    lint.parse_stand_in(USE_DECLARATIONS, "UIKit", use_symbols, use_declaration_problems)
    status |= compare("problems parsed", USE_DECLARATIONS, [], use_declaration_problems)
    lint.check_uses([USES], use_symbols, USE_FLOOR, use_problems)
    relative = [problem.split("/LintSelfTest/", 1)[1] for problem in use_problems]
    status |= compare("use problems", USES, EXPECTED_USE_PROBLEMS, relative)
    if status == 0:
        print(
            f"ok   availability lint self-test: {len(found)} declarations and {len(reported)} problem parsed as "
            f"expected; {len(relative)} problems in {len(use_symbols)} fixture symbols' uses found as expected"
        )
    return status


if __name__ == "__main__":
    sys.exit(main())
