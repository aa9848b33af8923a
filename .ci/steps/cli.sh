#!/usr/bin/env bash
# CI step for the `stagehand` command: every example machine passes `stagehand check`, and the
# JSON loader and the SCXML reader each survive a fixed fuzzing budget (20,000 inputs or 20 s) under
# AddressSanitizer.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --product stagehand
bin="$(swift build --show-bin-path)/stagehand"
for machine in Examples/*.json; do
    echo "stagehand check $machine"
    "$bin" check "$machine"
done

Fuzz/run.sh 20000 20
Fuzz/run-scxml.sh 20000 20
