#!/usr/bin/env bash
# The nested-navigation benchmark builds in release and a NavigationRouter event in a tab's stack
# allocates nothing: the N1 row must show zero heap allocations per event for the plain statechart
# baseline and the router. (Timings and the ratio are printed, never gated.) Under callgrind
# (deterministic with SWIFT_DETERMINISTIC_HASHING=1) the instructions per event of both loops are
# printed with their ratio, gated at the N1 goal (2×).
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/lib/bench.sh
bench_build
bench_suite navigation '^\| N1 ' 1 "N1 navigation"

if command -v valgrind > /dev/null && command -v callgrind_annotate > /dev/null; then
    # Instructions in one side's timed loop (its setup is not collected), then its event count.
    measure() {
        local profile
        profile=$(mktemp)
        local printed
        printed=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$profile" \
            --toggle-collect="*$2*" "$bench" "navigation-callgrind-$1" 2> /dev/null)
        callgrind_annotate "$profile" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); printf "%s ", $1 }'
        echo "$printed" | awk '{ print $3 }'
        rm -f "$profile"
    }
    read -r chart chartEvents < <(measure chart navigationChartLoop)
    read -r router routerEvents < <(measure router navigationRouterLoop)
    awk -v c="$chart" -v n="$chartEvents" -v r="$router" -v m="$routerEvents" 'BEGIN {
        printf "N1 instructions per event (callgrind): Statechart %.1f, NavigationRouter %.1f, ratio %.2f×\n",
            c / n, r / m, (r / m) / (c / n)
        if ((r / m) / (c / n) > 2) { print "error: N1 needs more than 2× the chart'\''s instructions" > "/dev/stderr"; exit 1 }
    }'
else
    # .ci/run installs valgrind: in CI a missing one means the gate did not run, which is a failure.
    if [ "${CI:-}" = true ]; then echo "error: bench-navigation: valgrind not found; N1 instructions per event not measured" >&2; exit 1; fi
    echo "bench-navigation: valgrind not found; N1 instructions per event not measured"
fi
