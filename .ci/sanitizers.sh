#!/usr/bin/env bash
# The core and StagehandTesting suites under the address sanitizer (the CI step
# .ci/steps/asan.sh) and the thread sanitizer (by hand: building a second sanitized copy would
# take a fresh CI run past its time), from .ci/sanitizers/, a package of just those targets.
set -euo pipefail
cd "$(dirname "$0")"
bash steps/asan.sh
cd sanitizers
root="$(cd ../.. && pwd)"
TSAN_OPTIONS="suppressions=$root/.ci/tsan-suppressions.txt" \
    swift test --disable-xctest --sanitize=thread --scratch-path .build-tsan \
    --filter 'StagehandTests\.(MainActorClock|MainActorInvoker|Clock|Loader|LoaderProperty|RouterRelease|NavigationRun|DelayedTransition|ContentStateController)Tests|StagehandTestingTests'
