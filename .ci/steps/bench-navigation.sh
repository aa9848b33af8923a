#!/usr/bin/env bash
# The nested-navigation benchmark builds in release and a NavigationRouter event in a tab's stack
# allocates nothing: the N1 row must show zero heap allocations per event for the plain statechart
# baseline and the router. (Timings and the ratio are printed, never gated; instructions per event
# are gated at the N1 goal, 2×, in bench-instructions.sh.)
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/lib/bench.sh
bench_build
bench_suite navigation '^\| N1 ' 1 "N1 navigation"
