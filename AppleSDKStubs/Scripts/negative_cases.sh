#!/usr/bin/env bash
# Proves the Apple type-check can fail: every file in NegativeCases/ must be rejected, with the
# diagnostic its first line names. `// EXPECT:` cases are type-checked with swiftc in Swift 6 mode,
# warnings as errors (as the package builds), against the built stand-in modules (run `swift build`
# first); `// EXPECT-LINT:` cases are given to the availability lint, which must report them.
#
# Only the diagnostic line itself counts (`<case>:<line>:<column>: error: <message>` from swiftc,
# `error: AppleSDKStubs/<case>:<line>: <message>` from the lint), never the source lines the
# compiler echoes around an error: those include the case's own `// EXPECT:` comment, so matching
# the whole output would accept any failure, even "no such module 'UIKit'".
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/diagnostic_line.sh
modules="$(swift build --show-bin-path)/Modules"
status=0
for case in NegativeCases/*.swift; do
    first=$(head -n 1 "$case")
    out=$(mktemp)
    case "$first" in
    "// EXPECT: "*)
        expected=${first#// EXPECT: }
        if swiftc -swift-version 6 -typecheck -warnings-as-errors -I "$modules" -Xfrontend -disable-cross-import-overlays "$case" >"$out" 2>&1; then
            echo "FAIL $case: type-checked, but must fail with: $expected" >&2
            status=1
        elif line=$(compiler_error_line "$out" "$case" "$expected"); then
            echo "ok   $line"
        else
            echo "FAIL $case: rejected, but no diagnostic line \"$case:<line>:<column>: error: …$expected…\":" >&2
            cat "$out" >&2
            status=1
        fi
        ;;
    "// EXPECT-LINT: "*)
        expected=${first#// EXPECT-LINT: }
        if python3 Scripts/availability_lint.py "$case" >"$out" 2>&1; then
            echo "FAIL $case: the availability lint accepted it, but must report: $expected" >&2
            status=1
        elif line=$(lint_error_line "$out" "AppleSDKStubs/$case" "$expected"); then
            echo "ok   $line"
        else
            echo "FAIL $case: the lint failed, but reported no line \"error: AppleSDKStubs/$case:<line>: …$expected…\":" >&2
            cat "$out" >&2
            status=1
        fi
        ;;
    *)
        echo "FAIL $case: the first line must be '// EXPECT: <diagnostic>' or '// EXPECT-LINT: <report>'" >&2
        status=1
        ;;
    esac
    rm -f "$out"
done
exit $status
