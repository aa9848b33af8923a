#!/usr/bin/env bash
# CI step: the core and StagehandTesting suites under the address sanitizer, built from
# .ci/sanitizers/ (a package of just those targets, linked to the real sources) so that GTK, the
# demo, the CLI and the benchmarks are not rebuilt with a sanitizer. The scale tests are skipped
# (they bound work at 50,000 and more, which the sanitizer only slows down; they run unsanitized
# in the README's test command). The thread sanitizer run is in .ci/sanitizers.sh, by hand.
set -euo pipefail
cd "$(dirname "$0")/../sanitizers"
root="$(cd ../.. && pwd)"
LSAN_OPTIONS="suppressions=$root/.ci/lsan-suppressions.txt" \
    swift test --disable-xctest --sanitize=address --scratch-path .build-asan --skip 'Scale|DeepNesting|NestingLimit'
