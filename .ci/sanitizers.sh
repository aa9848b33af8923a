#!/usr/bin/env bash
# The core and StagehandTesting suites under the address and the thread sanitizer, built from
# .ci/sanitizers/ (a package of just those targets, linked to the real sources) so that GTK, the
# demo, the CLI and the benchmarks are not rebuilt with a sanitizer. Run by hand; not yet part of
# .ci/run, which must stay under 30 minutes.
set -euo pipefail
cd "$(dirname "$0")/sanitizers"
root="$(cd ../.. && pwd)"
LSAN_OPTIONS="suppressions=$root/.ci/lsan-suppressions.txt" \
    swift test --disable-xctest --sanitize=address --scratch-path .build-asan --skip 'Scale|DeepNesting|NestingLimit'
TSAN_OPTIONS="suppressions=$root/.ci/tsan-suppressions.txt" \
    swift test --disable-xctest --sanitize=thread --scratch-path .build-tsan \
    --filter 'StagehandTests\.(MainActorClock|Clock|Loader|LoaderProperty|RouterRelease|NavigationRun|DelayedTransition|ContentStateController)Tests|StagehandTestingTests'
