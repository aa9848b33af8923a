# Shared by the benchmark steps in .ci/steps (sourced, not run): builds stagehand-bench in release,
# runs one suite, and gates its rows on zero heap allocations per event. Timings are printed,
# never gated: they are noisy on a shared machine.

# Builds the benchmark in release and sets `bench` to its path.
bench_build() {
    swift build -c release --product stagehand-bench 2>&1 | grep -Ev "prohibited flag" || true
    bench="$(swift build -c release --show-bin-path)/stagehand-bench"
    [ -x "$bench" ] || { echo "error: $bench was not built" >&2; exit 1; }
}

# bench_suite SUITE ROWS COUNT WHAT: runs `stagehand-bench SUITE`, prints its output, and
# requires exactly COUNT rows matching the extended regex ROWS, each ending in '| 0, 0 |' (zero
# allocations per event for the baseline and for Stagehand). WHAT names the rows in messages.
# Leaves the suite's output in `suite_output`.
bench_suite() {
    local suite=$1 pattern=$2 count=$3 what=$4 rows
    suite_output=$("$bench" "$suite")
    echo "$suite_output"
    rows=$(echo "$suite_output" | grep -E "$pattern" || true)
    if [ "$(echo "$rows" | grep -c .)" -ne "$count" ]; then
        echo "error: expected $count $what row(s) in 'stagehand-bench $suite'" >&2
        exit 1
    fi
    if echo "$rows" | grep -vqE '\| 0, 0 \|$'; then
        echo "error: a $what row allocated on the heap per event (last column must be '0, 0')" >&2
        exit 1
    fi
    echo "$suite: zero heap allocations per event on $count $what row(s)"
}
