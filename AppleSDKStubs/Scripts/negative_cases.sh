#!/usr/bin/env bash
# Proves the Apple type-check can fail: every file in NegativeCases/ must be rejected, with the
# diagnostic its first line names. `// EXPECT:` cases are type-checked with swiftc in Swift 6 mode,
# warnings as errors (as the package builds), against the built stand-in modules (run `swift build`
# first); `// EXPECT-LINT:` cases are given to the availability lint, which must report them.
set -euo pipefail
cd "$(dirname "$0")/.."
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
        elif grep -qF -- "$expected" "$out"; then
            echo "ok   $case: rejected with \"$expected\""
        else
            echo "FAIL $case: rejected, but without \"$expected\":" >&2
            cat "$out" >&2
            status=1
        fi
        ;;
    "// EXPECT-LINT: "*)
        expected=${first#// EXPECT-LINT: }
        if python3 Scripts/availability_lint.py "$case" >"$out" 2>&1; then
            echo "FAIL $case: the availability lint accepted it, but must report: $expected" >&2
            status=1
        elif grep -qF -- "$expected" "$out"; then
            echo "ok   $case: the lint reports \"$expected\""
        else
            echo "FAIL $case: the lint failed, but without \"$expected\":" >&2
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
