#!/usr/bin/env bash
# CI step: a misspelt event does not compile (issue 17 item 6). Scripts/typed-events-check.sh
# type-checks a small chart against the built Stagehand module, spelt right and misspelt.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash Scripts/typed-events-check.sh
