#!/usr/bin/env bash
# The nested-navigation benchmark builds in release and a NavigationRouter event in a tab's stack
# allocates nothing: the N1 row must show zero heap allocations per event for the plain statechart
# baseline and the router. (Timings and the ratio are printed, never gated.)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product stagehand-bench 2>&1 | grep -Ev "prohibited flag" || true
bench="$(swift build -c release --show-bin-path)/stagehand-bench"
out=$("$bench" navigation)
echo "$out"
rows=$(echo "$out" | grep -E '^\| N1 ')
[ "$(echo "$rows" | grep -c .)" -eq 1 ] || { echo "error: expected the N1 navigation row" >&2; exit 1; }
if echo "$rows" | grep -vqE '\| 0, 0 \|$'; then
    echo "error: the navigation router allocated on the heap per event (last column must be '0, 0')" >&2
    exit 1
fi
echo "bench-navigation: zero heap allocations per event on the N1 row"
