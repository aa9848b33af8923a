#!/usr/bin/env bash
# Fuzzes the `stagehand` JSON reader with libFuzzer under AddressSanitizer.
#
#   Fuzz/run.sh [ITERATIONS] [MAX_SECONDS]
#
# Builds the core (Sources/Stagehand) and the command line tool's sources (the reader, check,
# graph, the SCXML writer and paths) with `swiftc -sanitize=fuzzer,address`, then runs ITERATIONS inputs
# (default 20000), stopping after MAX_SECONDS (default 60). The seed corpus in Fuzz/corpus is
# read, never written: new inputs go to a scratch directory. Exits non-zero on any crash, leak,
# timeout or failed invariant, leaving the reproducer in .build/fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."
iterations=${1:-20000}
max_seconds=${2:-60}
out=.build/fuzz
mkdir -p "$out/corpus"
flags=(-swift-version 6 -package-name stagehand -parse-as-library -O -g -sanitize=fuzzer,address)

echo "building the fuzz target in $out"
swiftc "${flags[@]}" -module-name Stagehand -emit-module -emit-module-path "$out/Stagehand.swiftmodule" \
    -emit-library -static -o "$out/libStagehand.a" $(find Sources/Stagehand -name '*.swift' | sort)
swiftc "${flags[@]}" -module-name FuzzJSONLoader -I "$out" -L "$out" -lStagehand -o "$out/fuzz-json-loader" \
    Fuzz/FuzzJSONLoader.swift Fuzz/FuzzChartChecks.swift \
    $(find Sources/StagehandCLI -name '*.swift' | sort)

echo "fuzzing: $iterations runs, at most $max_seconds s"
# An input starting with '<' is SCXML to the loader, so FoundationXML's known leak is suppressed
# here too (see Fuzz/lsan-scxml.supp).
LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-scxml.supp:print_suppressions=0" "$out/fuzz-json-loader" -runs="$iterations" -max_total_time="$max_seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -dict=Fuzz/json.dict -artifact_prefix="$out/" -print_final_stats=1 \
    "$out/corpus" Fuzz/corpus
