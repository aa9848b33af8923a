#!/usr/bin/env bash
# The benchmark builds in release and its deterministic promise holds: dispatch makes zero heap
# allocations per event, accepted or rejected. (Timings are printed, never gated: they are noisy.)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product stagehand-bench 2>&1 | grep -Ev "prohibited flag" || true
bench="$(swift build -c release --show-bin-path)/stagehand-bench"
out=$("$bench" machine)
echo "$out"
rows=$(echo "$out" | grep -E '^\| W[0-9]')
[ "$(echo "$rows" | wc -l)" -eq 3 ] || { echo "error: expected the W1-W3 rows" >&2; exit 1; }
if echo "$rows" | grep -vqE '\| 0, 0 \|$'; then
    echo "error: a workload allocated on the heap per event (last column must be '0, 0')" >&2
    exit 1
fi
echo "bench: zero heap allocations per event on W1-W3"
