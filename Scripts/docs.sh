#!/usr/bin/env bash
# Builds the DocC documentation of every library module that builds on this platform and fails if
# DocC warns or if any public declaration lacks a documentation comment.
#   Scripts/docs.sh [OUTPUT_DIR]      (default: docs-out/)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs-out}
graphs=.build/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs" "$out"

modules=(Stagehand StagehandTesting StagehandGTK StagehandCLI)
# SwiftPM extracts every module's public symbol graph (building what it must first).
swift package --scratch-path .build-docs dump-symbol-graph --minimum-access-level public \
    --skip-synthesized-members 2>&1 | grep -E "error|warning: [^p]" | grep -v "PackageTests\|PackageDiscoveredTests" || true
rm -rf "$graphs/all" && mkdir -p "$graphs/all"
find .build-docs -path '*symbolgraph*' -name '*.symbols.json' -exec cp {} "$graphs/all/" \;

status=0
for module in "${modules[@]}"; do
    # Only the module's own graph (and its extensions of other modules) belong to its catalog;
    # the build also wrote its dependencies' graphs into the same folder.
    own="$graphs/own/$module"
    mkdir -p "$own"
    if [ ! -f "$graphs/all/$module.symbols.json" ]; then
        echo "error: no symbol graph for $module (did it build?)" >&2
        status=1
        continue
    fi
    cp "$graphs/all/$module".symbols.json "$graphs/all/$module"@*.symbols.json "$own/" 2>/dev/null || true
    python3 Scripts/check-doc-coverage.py "$module" "$own" || status=1
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$own" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.stagehand.$module" \
        --output-dir "$out/$module.doccarchive" --warnings-as-errors >"$out/$module.log" 2>&1 \
        || { cat "$out/$module.log"; echo "error: docc failed for $module" >&2; status=1; }
done
[ $status -eq 0 ] && echo "documentation built in $out/ (every public symbol documented)"
exit $status
