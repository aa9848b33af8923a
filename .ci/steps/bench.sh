#!/usr/bin/env bash
# The benchmark builds in release and its deterministic promise holds: dispatch makes zero heap
# allocations per event, accepted or rejected, on every machine row (W1, W2, W2 ignore,
# W2 guarded, W3). (Timings are printed, never gated: they are noisy.)
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/lib/bench.sh
bench_build
bench_suite machine '^\| W[0-9]' 5 "machine"
for name in "W1 toggle" "W2 ring" "W2 ignore" "W2 guarded" "W3 ring"; do
    echo "$suite_output" | grep -q "^| $name" || { echo "error: the machine table has no '$name' row" >&2; exit 1; }
done

# W4 (statecharts): zero heap allocations per event too (processed and discarded), and the same
# final configuration as the hand-written nested switch. Instructions per event of every gated
# row (W1–W4, R2, N1) are counted and gated in bench-instructions.sh.
bench_suite statechart '^\| W4 ' 1 "W4"
if echo "$suite_output" | grep -E '^\| W4 ' | grep -q "CHECKSUM MISMATCH"; then
    echo "error: W4 ended in another configuration than the hand-written nested switch" >&2
    exit 1
fi
# Invocations: an event in a chart whose active state invokes work, when no invocation starts or
# ends, allocates nothing (I1, both rows); starting and cancelling one (I2) is printed with its
# allocations (a task per invocation is expected in an app), never gated.
invocation_output=$("$bench" invocation)
echo "$invocation_output"
if [ "$(echo "$invocation_output" | grep -cE '^\| I1 .*\| 0 \|$')" -ne 2 ]; then
    echo "error: an I1 row allocated on the heap per event (or is missing)" >&2
    exit 1
fi
echo "invocation: zero heap allocations per event on 2 I1 rows"
