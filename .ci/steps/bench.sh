#!/usr/bin/env bash
# The benchmark builds in release and its deterministic promise holds: dispatch makes zero heap
# allocations per event, accepted or rejected, on every machine row (W1, W2, W2 ignore,
# W2 guarded, W3). (Timings are printed, never gated: they are noisy.)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product stagehand-bench 2>&1 | grep -Ev "prohibited flag" || true
bench="$(swift build -c release --show-bin-path)/stagehand-bench"
out=$("$bench" machine)
echo "$out"
rows=$(echo "$out" | grep -E '^\| W[0-9]')
for name in "W1 toggle" "W2 ring" "W2 ignore" "W2 guarded" "W3 ring"; do
    echo "$rows" | grep -q "^| $name" || { echo "error: the machine table has no '$name' row" >&2; exit 1; }
done
if echo "$rows" | grep -vqE '\| 0, 0 \|$'; then
    echo "error: a workload allocated on the heap per event (last column must be '0, 0')" >&2
    exit 1
fi
echo "bench: zero heap allocations per event on $(echo "$rows" | wc -l) machine rows"
