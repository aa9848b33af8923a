#!/usr/bin/env bash
# Fuzzes the `stagehand` SCXML reader with libFuzzer under AddressSanitizer.
#
#   Fuzz/run-scxml.sh [ITERATIONS] [MAX_SECONDS]
#
# Builds the core (Sources/Stagehand) and the chart sources (SCXML and JSON readers, chart
# document, simulation) with `swiftc -sanitize=fuzzer,address`, then runs ITERATIONS inputs
# (default 20000), stopping after MAX_SECONDS (default 60). The seed corpus in Fuzz/corpus-scxml
# is read, never written: new inputs go to a scratch directory. Exits non-zero on any crash, leak,
# timeout or failed invariant, leaving the reproducer in .build/fuzz-scxml/. Foundation's XMLParser
# leaks one string per malformed document; Fuzz/lsan-scxml.supp suppresses exactly that frame.
set -euo pipefail
cd "$(dirname "$0")/.."
iterations=${1:-20000}
max_seconds=${2:-60}
out=.build/fuzz-scxml
mkdir -p "$out/corpus"
flags=(-swift-version 6 -package-name stagehand -parse-as-library -O -g -sanitize=fuzzer,address)

echo "building the SCXML fuzz target in $out"
swiftc "${flags[@]}" -module-name Stagehand -emit-module -emit-module-path "$out/Stagehand.swiftmodule" \
    -emit-library -static -o "$out/libStagehand.a" $(find Sources/Stagehand -name '*.swift' | sort)
swiftc "${flags[@]}" -module-name FuzzSCXMLReader -I "$out" -L "$out" -lStagehand -o "$out/fuzz-scxml-reader" \
    Fuzz/FuzzSCXMLReader.swift Fuzz/FuzzChartChecks.swift \
    $(find Sources/StagehandCLI -name '*.swift' | sort)

echo "fuzzing: $iterations runs, at most $max_seconds s"
# Foundation's own leak per malformed document is suppressed (see the file); any other leak fails.
LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-scxml.supp:print_suppressions=0" "$out/fuzz-scxml-reader" -runs="$iterations" -max_total_time="$max_seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -dict=Fuzz/scxml.dict -artifact_prefix="$out/" -print_final_stats=1 \
    "$out/corpus" Fuzz/corpus-scxml
