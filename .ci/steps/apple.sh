#!/usr/bin/env bash
# CI step for the Apple platforms (issue 10), on Linux:
# - the main manifest, evaluated as on macOS and as on Linux, declares the right targets;
# - AppleSDKStubs/ builds the core and both Apple backends against the UIKit/SwiftUI stand-ins in
#   Swift 6 mode with warnings as errors, and runs the recorded call-order tests;
# - every file in AppleSDKStubs/NegativeCases fails to type-check (or is reported by the lint)
#   with the diagnostic line it names, so the check above can fail;
# - planted bugs in copies of the real sources (a wrong UIKit argument label, a Mutex in the core,
#   a main-actor call from a @Sendable closure, a tvOS-unavailable call without its guard) each
#   make the check that must catch them fail with the expected diagnostic line;
# - the UIKit backend also type-checks against @Sendable completion handlers;
# - the manifest per platform also checks the deployment floors (Mac Catalyst at the iOS floor);
# - the stand-ins' format, the README's layout table (every target listed), the generated UIKit
#   APIVerification.md, the availability lint's self-test (its parser on a fixture), and the
#   availability lint (stand-in floors, and no use above the deployment floor in the core,
#   StagehandTesting, the backends and the CLI).
set -euo pipefail
cd "$(dirname "$0")/../.."

echo "--- manifest per platform"
AppleSDKStubs/Scripts/check_manifest.sh

cd AppleSDKStubs
echo "--- every stand-in package target is in AppleSDKStubs/README.md"
python3 Scripts/check_readme_layout.py

echo "--- format lint (AppleSDKStubs)"
swift format lint --strict -r Package.swift Sources Tests NegativeCases

echo "--- build against the stand-ins (Swift 6, warnings are errors)"
log=$(mktemp)
swift build --build-tests 2>&1 | tee "$log"
if grep -E "warning:" "$log" | grep -q .; then
    echo "error: the stand-in build printed warnings (above)" >&2
    exit 1
fi

echo "--- recorded call-order tests"
swift test --skip-build

echo "--- negative cases"
Scripts/negative_cases.sh

echo "--- planted bugs in the real sources"
Scripts/planted_bugs.sh

echo "--- @Sendable completion handlers"
Scripts/sendable_completions.sh

echo "--- UIKit APIVerification.md is generated from the stand-ins"
python3 Scripts/api_verification.py UIKit StagehandUIKit --check

echo "--- availability lint: its parser on a fixture"
python3 Scripts/availability_lint_selftest.py

echo "--- availability lint"
python3 Scripts/availability_lint.py
