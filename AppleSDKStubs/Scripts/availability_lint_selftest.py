#!/usr/bin/env python3
"""Self-test of availability_lint.py's stand-in parser, on LintSelfTest/Declarations.swift.

The fixture declares members with modifiers in every order Apple's interfaces use
(`nonisolated public`, `@preconcurrency nonisolated public init`, `nonisolated(unsafe) public`,
`weak open var`),
opens braces on lines that start with an attribute, and has a public protocol, whose requirements
(no access modifier) are public, next to an internal one, whose are not. The parser must find each public
declaration, qualify it by its enclosing type (so the braces were counted right), give it its
floor, and report the one without a documentation page. Exit status 0 when it does.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import availability_lint as lint  # noqa: E402

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "LintSelfTest", "Declarations.swift")

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


def main():
    symbols, problems = [], []
    lint.parse_stand_in(FIXTURE, "UIKit", symbols, problems)
    found = [
        f"{s.qualified}: " + ", ".join(f"{p} {s.introduced[p]}" for p in lint.PLATFORMS if p in s.introduced)
        for s in symbols
    ]
    reported = [problem.split(": ", 1)[1] for problem in problems]
    status = 0
    for title, expected, actual in (("symbols", EXPECTED_SYMBOLS, found), ("problems", EXPECTED_PROBLEMS, reported)):
        if actual != expected:
            status = 1
            print(f"FAIL availability lint self-test: the {title} parsed from {os.path.relpath(FIXTURE)} differ")
            for line in expected:
                if line not in actual:
                    print(f"  missing:    {line}")
            for line in actual:
                if line not in expected:
                    print(f"  unexpected: {line}")
            if sorted(actual) == sorted(expected):
                print(f"  (same lines, other order: {actual})")
    if status == 0:
        print(f"ok   availability lint self-test: {len(found)} declarations and {len(reported)} problem parsed as expected")
    return status


if __name__ == "__main__":
    sys.exit(main())
