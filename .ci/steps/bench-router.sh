#!/usr/bin/env bash
# The router benchmark builds in release and routing allocates nothing per event: the R2 rows
# (no screens; one screen per route against screens called by hand through weak references; accepted
# and rejected events) must show zero heap
# allocations per event for the baseline and the Router. (Timings are printed, never gated.)
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/lib/bench.sh
bench_build
bench_suite router '^\| R2 router' 2 "R2 router"
