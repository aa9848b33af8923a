#!/usr/bin/env bash
# The router benchmark builds in release and routing allocates nothing per event: the R2 rows
# (no screens; one screen per route against screens called by hand through weak references; accepted
# and rejected events) must show zero heap
# allocations per event for the baseline and the Router. (Timings are printed, never gated.)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product stagehand-bench 2>&1 | grep -Ev "prohibited flag" || true
bench="$(swift build -c release --show-bin-path)/stagehand-bench"
out=$("$bench" router)
echo "$out"
rows=$(echo "$out" | grep -E '^\| R2 router')
[ "$(echo "$rows" | wc -l)" -eq 2 ] || { echo "error: expected the two R2 router rows" >&2; exit 1; }
if echo "$rows" | grep -vqE '\| 0, 0 \|$'; then
    echo "error: the router allocated on the heap per event (last column must be '0, 0')" >&2
    exit 1
fi
echo "bench-router: zero heap allocations per event on the R2 router rows"
