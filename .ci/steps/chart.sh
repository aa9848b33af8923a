#!/usr/bin/env bash
# CI step: the demo's navigation chart in the README is generated from its Swift definition, so it
# cannot go stale. `stagehand-demo --export-chart scxml` writes the chart (AppRoute.chart()) as
# SCXML and `stagehand graph` draws it through Graphviz; both files must equal the committed ones
# in Docs/. Run with --update to regenerate them.
set -euo pipefail
cd "$(dirname "$0")/../.."

update=false
[ "${1:-}" = "--update" ] && update=true

for product in stagehand-demo stagehand; do
    swift build --product "$product" 2>&1 | grep -v "prohibited flag" || true
done
bin="$(swift build --show-bin-path)"
for tool in stagehand-demo stagehand; do
    [ -x "$bin/$tool" ] || { echo "error: $bin/$tool was not built" >&2; exit 1; }
done

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$bin/stagehand-demo" --export-chart scxml >"$out/navigation-chart.scxml"
"$bin/stagehand" graph "$out/navigation-chart.scxml" --format svg -o "$out/navigation-chart.svg"

status=0
for file in navigation-chart.scxml navigation-chart.svg; do
    if $update; then
        cp "$out/$file" "Docs/$file"
        echo "wrote Docs/$file"
    elif cmp -s "$out/$file" "Docs/$file"; then
        echo "ok Docs/$file matches the demo's chart"
    else
        echo "error: Docs/$file differs from the chart generated from AppRoute.chart():" >&2
        diff -u "Docs/$file" "$out/$file" | head -40 >&2 || true
        status=1
    fi
done
if [ $status -ne 0 ]; then
    echo "regenerate and commit it: bash .ci/steps/chart.sh --update" >&2
fi
exit $status
